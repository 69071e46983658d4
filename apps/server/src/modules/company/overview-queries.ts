/**
 * SQL of the head-office view: figures of a set of stores since a moment, each grouped by store.
 * Spend counts orders by when they were paid (cancelled ones left out), in China's months.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, creditAccounts, creditLedger, orderItems, orders, stores } from '../../db/schema/index.js';

const paidSince = (storeIds: readonly number[], from: Date) =>
  and(inArray(orders.storeId, storeIds), ne(orders.status, 'cancelled'), isNotNull(orders.paidAt), gte(orders.paidAt, from));

/** Paid fen per store and China month (YYYY-MM) since `from`. */
export async function spendByMonth(db: DbOrTx, storeIds: readonly number[], from: Date) {
  const month = sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM')`;
  return db
    .select({ storeId: orders.storeId, month, fen: sql<number>`sum(${orders.payAmount})`.mapWith(Number) })
    .from(orders)
    .where(paidSince(storeIds, from))
    .groupBy(orders.storeId, month);
}

/** Orders placed per store since `from`, cancelled ones left out. */
export async function ordersPlaced(db: DbOrTx, storeIds: readonly number[], from: Date) {
  return db
    .select({ storeId: orders.storeId, n: count() })
    .from(orders)
    .where(and(inArray(orders.storeId, storeIds), ne(orders.status, 'cancelled'), gte(orders.createdAt, from)))
    .groupBy(orders.storeId);
}

export async function waitingApproval(db: DbOrTx, storeIds: readonly number[]) {
  return db
    .select({ storeId: orders.storeId, n: count() })
    .from(orders)
    .where(and(inArray(orders.storeId, storeIds), eq(orders.status, 'pending_approval')))
    .groupBy(orders.storeId);
}

/** Each store's credit limit and what is drawn on it (the ledger's sum: uses less repayments and refunds). */
export async function creditOf(db: DbOrTx, storeIds: readonly number[]) {
  const [limits, used] = await Promise.all([
    db
      .select({ storeId: creditAccounts.storeId, fen: creditAccounts.limit })
      .from(creditAccounts)
      .where(inArray(creditAccounts.storeId, storeIds)),
    db
      .select({ storeId: creditLedger.storeId, fen: sql<number>`sum(${creditLedger.amount})`.mapWith(Number) })
      .from(creditLedger)
      .where(inArray(creditLedger.storeId, storeIds))
      .groupBy(creditLedger.storeId),
  ]);
  return { limits, used };
}

/** The goods the stores paid most for since `from` (gifts and 换购 lines left out). */
export async function topGoods(db: DbOrTx, storeIds: readonly number[], from: Date, limit: number) {
  const amount = sql<number>`sum(${orderItems.amount})`.mapWith(Number);
  return db
    .select({
      goodsId: orderItems.goodsId,
      name: sql<string>`min(${orderItems.name})`,
      spec: sql<string>`min(${orderItems.spec})`,
      manufacturer: sql<string>`min(${orderItems.manufacturer})`,
      number: sql<number>`sum(${orderItems.number})`.mapWith(Number),
      fen: amount,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(paidSince(storeIds, from), eq(orderItems.lineType, 'goods')))
    .groupBy(orderItems.goodsId)
    .orderBy(desc(amount), orderItems.goodsId)
    .limit(limit);
}

export async function latestOrders(db: DbOrTx, storeIds: readonly number[], limit: number) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      storeId: orders.storeId,
      company: stores.company,
      buyer: accounts.name,
      status: orders.status,
      payAmount: orders.payAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(inArray(orders.storeId, storeIds))
    .orderBy(desc(orders.id))
    .limit(limit);
}
