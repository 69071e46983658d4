/** SQL of 对账单: a store's ledgers before and within a month, the online money of its orders, and the confirmations and disputes of its months. */
import { and, asc, count, eq, gte, inArray, lt, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  afterSales,
  creditLedger,
  orders,
  payments,
  pointsLedger,
  statementConfirmations,
  statementDisputes,
  stores,
  walletLedger,
} from '../../db/schema/index.js';

export type DisputeRow = typeof statementDisputes.$inferSelect;

/** A half-open span of time [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

const fenSum = (column: AnyColumn) => sql<number>`coalesce(${sum(column)}, 0)`.mapWith(Number);

/** The number of the order a ledger row answers for: itself, or the order of the return or after-sales request. */
const orderNoOf = (refType: SQL | AnyColumn, refId: AnyColumn) => sql<string | null>`CASE
  WHEN ${refType} = 'order' THEN (SELECT o.order_no FROM ${orders} o WHERE o.id = ${refId})
  WHEN ${refType} = 'after_sale' THEN (SELECT o.order_no FROM ${afterSales} a JOIN ${orders} o ON o.id = a.order_id WHERE a.id = ${refId})
END`;

export async function storeOf(db: DbOrTx, storeId: number) {
  const [row] = await db.select({ id: stores.id, company: stores.company, createdAt: stores.createdAt }).from(stores).where(eq(stores.id, storeId));
  return row;
}

/** The wallet balance, the credit debt and the points of a store just before `at`. */
export async function balancesBefore(db: DbOrTx, storeId: number, at: Date) {
  const [[wallet], [credit], [points]] = await Promise.all([
    db
      .select({ n: fenSum(walletLedger.amount) })
      .from(walletLedger)
      .where(and(eq(walletLedger.storeId, storeId), lt(walletLedger.createdAt, at))),
    db
      .select({ n: fenSum(creditLedger.amount) })
      .from(creditLedger)
      .where(and(eq(creditLedger.storeId, storeId), lt(creditLedger.createdAt, at))),
    db
      .select({ n: fenSum(pointsLedger.points) })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.storeId, storeId), lt(pointsLedger.createdAt, at))),
  ]);
  return { wallet: wallet?.n ?? 0, credit: credit?.n ?? 0, points: points?.n ?? 0 };
}

export function walletRows(db: DbOrTx, storeId: number, span: Span) {
  return db
    .select({
      id: walletLedger.id,
      amount: walletLedger.amount,
      useType: walletLedger.useType,
      refType: walletLedger.refType,
      note: walletLedger.note,
      at: walletLedger.createdAt,
      orderNo: orderNoOf(walletLedger.refType, walletLedger.refId),
    })
    .from(walletLedger)
    .where(and(eq(walletLedger.storeId, storeId), gte(walletLedger.createdAt, span.from), lt(walletLedger.createdAt, span.to)))
    .orderBy(asc(walletLedger.id));
}

export function creditRows(db: DbOrTx, storeId: number, span: Span) {
  return db
    .select({
      id: creditLedger.id,
      amount: creditLedger.amount,
      type: creditLedger.type,
      dueDate: creditLedger.dueDate,
      at: creditLedger.createdAt,
      orderNo: orderNoOf(creditLedger.refType, creditLedger.refId),
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), gte(creditLedger.createdAt, span.from), lt(creditLedger.createdAt, span.to)))
    .orderBy(asc(creditLedger.id));
}

export function pointsRows(db: DbOrTx, storeId: number, span: Span) {
  return db
    .select({
      id: pointsLedger.id,
      points: pointsLedger.points,
      reason: pointsLedger.reason,
      note: pointsLedger.note,
      at: pointsLedger.createdAt,
      orderNo: orderNoOf(sql`CASE WHEN ${pointsLedger.reason} IN ('order', 'refund') THEN 'order' END`, pointsLedger.refId),
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.storeId, storeId), gte(pointsLedger.createdAt, span.from), lt(pointsLedger.createdAt, span.to)))
    .orderBy(asc(pointsLedger.id));
}

/** Set on every settled payment, which are the only ones read here. */
const paidAt = sql<Date>`${payments.paidAt}`.mapWith(payments.paidAt);

const onlineOrderPayment = (storeId: number) =>
  and(eq(payments.storeId, storeId), eq(payments.purpose, 'order'), eq(payments.method, 'online'));

/** Orders paid online in the span: settled payments, those given back since included (their refund is a line of its own). */
export function onlinePaidRows(db: DbOrTx, storeId: number, span: Span) {
  return db
    .select({ id: payments.id, amount: payments.amount, at: paidAt, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.refId))
    .where(
      and(
        onlineOrderPayment(storeId),
        inArray(payments.status, ['succeeded', 'refunded']),
        gte(payments.paidAt, span.from),
        lt(payments.paidAt, span.to),
      ),
    )
    .orderBy(asc(payments.id));
}

/**
 * Online money given back in the span: a whole payment reversed when its order was cancelled (at
 * the cancellation, or at once when it was paid after it), and the refunds of returns and
 * after-sales requests, each recorded as a payment of its own.
 */
export async function onlineRefundRows(db: DbOrTx, storeId: number, span: Span) {
  const reversedAt = sql<Date>`greatest(${payments.paidAt}, ${orders.cancelledAt})`.mapWith(payments.paidAt);
  const [reversed, partial] = await Promise.all([
    db
      .select({ id: payments.id, amount: payments.amount, at: reversedAt, orderNo: orders.orderNo })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.refId))
      .where(and(onlineOrderPayment(storeId), eq(payments.status, 'refunded'), gte(reversedAt, span.from), lt(reversedAt, span.to))),
    db
      .select({ id: payments.id, amount: payments.amount, at: paidAt, orderNo: orders.orderNo })
      .from(payments)
      .innerJoin(afterSales, eq(afterSales.id, payments.refId))
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(
        and(
          eq(payments.storeId, storeId),
          eq(payments.purpose, 'refund'),
          eq(payments.status, 'refunded'),
          gte(payments.paidAt, span.from),
          lt(payments.paidAt, span.to),
        ),
      ),
  ]);
  return [...reversed, ...partial];
}

export async function confirmationOf(db: DbOrTx, storeId: number, month: string) {
  const [row] = await db
    .select({ confirmation: statementConfirmations, by: accounts.name })
    .from(statementConfirmations)
    .innerJoin(accounts, eq(accounts.id, statementConfirmations.accountId))
    .where(and(eq(statementConfirmations.storeId, storeId), eq(statementConfirmations.month, month)));
  return row;
}

export function confirmationsOf(db: DbOrTx, storeId: number) {
  return db
    .select({ month: statementConfirmations.month, createdAt: statementConfirmations.createdAt })
    .from(statementConfirmations)
    .where(eq(statementConfirmations.storeId, storeId));
}

/** Confirms a month once: false when it was confirmed already (by a racing twin too). */
export async function insertConfirmation(tx: DbOrTx, row: typeof statementConfirmations.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(statementConfirmations).values(row).onConflictDoNothing().returning({ month: statementConfirmations.month });
  return inserted.length > 0;
}

export function disputesOf(db: DbOrTx, storeId: number, month: string) {
  return db
    .select({ dispute: statementDisputes, by: accounts.name })
    .from(statementDisputes)
    .innerJoin(accounts, eq(accounts.id, statementDisputes.accountId))
    .where(and(eq(statementDisputes.storeId, storeId), eq(statementDisputes.month, month)))
    .orderBy(asc(statementDisputes.id));
}

/** Open disputes of each month of a store that has any. */
export function openDisputeCounts(db: DbOrTx, storeId: number) {
  return db
    .select({ month: statementDisputes.month, n: count() })
    .from(statementDisputes)
    .where(and(eq(statementDisputes.storeId, storeId), eq(statementDisputes.status, 'open')))
    .groupBy(statementDisputes.month);
}

export async function openDisputeOn(db: DbOrTx, storeId: number, month: string, lineKey?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(statementDisputes)
    .where(
      and(
        eq(statementDisputes.storeId, storeId),
        eq(statementDisputes.month, month),
        eq(statementDisputes.status, 'open'),
        lineKey === undefined ? undefined : eq(statementDisputes.lineKey, lineKey),
      ),
    );
  return row?.n ?? 0;
}

export async function insertDispute(tx: DbOrTx, row: typeof statementDisputes.$inferInsert): Promise<number> {
  const [made] = await tx.insert(statementDisputes).values(row).returning({ id: statementDisputes.id });
  return made.id;
}
