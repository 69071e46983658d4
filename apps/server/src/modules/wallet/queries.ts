import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { creditLedger, pointsLedger, walletLedger } from '../../db/schema/index.js';

const fenSum = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);

/** Balance and lifetime totals of the wallet, all sums of its ledger. */
export async function walletTotals(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      balance: fenSum(sql`sum(${walletLedger.amount})`),
      recharged: fenSum(sql`sum(${walletLedger.amount}) filter (where ${walletLedger.useType} = 'recharge')`),
      spent: fenSum(sql`-sum(${walletLedger.amount}) filter (where ${walletLedger.useType} = 'pay')`),
    })
    .from(walletLedger)
    .where(eq(walletLedger.storeId, storeId));
  return row ?? { balance: 0, recharged: 0, spent: 0 };
}

interface MoneyLogFilter {
  useType?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** Ledger rows, newest first, each with the balance right after it (counted over all rows, before filtering). */
export async function moneyLogPage(db: DbOrTx, storeId: number, f: MoneyLogFilter, slice: PageSlice) {
  const ledger = db.$with('ledger').as(
    db
      .select({
        id: walletLedger.id,
        amount: walletLedger.amount,
        useType: walletLedger.useType,
        note: walletLedger.note,
        createdAt: walletLedger.createdAt,
        balance: sql<number>`sum(${walletLedger.amount}) over (order by ${walletLedger.id})`.mapWith(Number).as('balance'),
      })
      .from(walletLedger)
      .where(eq(walletLedger.storeId, storeId)),
  );
  const where = and(
    f.useType ? eq(ledger.useType, f.useType) : undefined,
    f.from ? gte(ledger.createdAt, f.from) : undefined,
    f.to ? lt(ledger.createdAt, f.to) : undefined,
  );
  const [list, [total]] = await Promise.all([
    db.with(ledger).select().from(ledger).where(where).orderBy(desc(ledger.id)).limit(slice.limit).offset(slice.offset),
    db.with(ledger).select({ n: count() }).from(ledger).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/**
 * Credit rows, newest first. A use bill carries `upTo`: the debt of all use bills due up to and
 * including it, which against the total repaid says how much of it is still owed.
 */
export async function creditBillPage(db: DbOrTx, storeId: number, type: string | undefined, slice: PageSlice) {
  const uses = db.$with('uses').as(
    db
      .select({
        id: creditLedger.id,
        upTo: sql<number>`sum(${creditLedger.amount}) over (order by ${creditLedger.dueDate} nulls last, ${creditLedger.id})`
          .mapWith(Number)
          .as('up_to'),
      })
      .from(creditLedger)
      .where(and(eq(creditLedger.storeId, storeId), eq(creditLedger.type, 'use'))),
  );
  const where = and(eq(creditLedger.storeId, storeId), type ? eq(creditLedger.type, type) : undefined);
  const [list, [total]] = await Promise.all([
    db
      .with(uses)
      .select({ bill: creditLedger, upTo: uses.upTo, pastDue: sql<boolean>`coalesce(${creditLedger.dueDate} < CURRENT_DATE, false)` })
      .from(creditLedger)
      .leftJoin(uses, eq(uses.id, creditLedger.id))
      .where(where)
      .orderBy(desc(creditLedger.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(creditLedger).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Everything repaid or refunded on credit, as a positive amount. */
export async function creditSettled(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: fenSum(sql`-sum(${creditLedger.amount})`) })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), ne(creditLedger.type, 'use')));
  return row?.n ?? 0;
}

export async function pointsPage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const where = eq(pointsLedger.storeId, storeId);
  const [list, [total]] = await Promise.all([
    db.select().from(pointsLedger).where(where).orderBy(desc(pointsLedger.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(pointsLedger).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
