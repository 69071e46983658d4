import { and, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { AfterSaleStatus, OrderStatus } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { afterSales, flashSales, orderEvents, orderItems, orders, storeCoupons, voucherLedger } from '../../db/schema/index.js';
import { releaseLines } from '../batches/stock.js';
import { escapeLike } from '../search/keyword.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The order whose number, or a goods name on it, holds the keywords; no condition without keywords. */
export function orderMatches(keywords: string | undefined) {
  if (!keywords) return undefined;
  const pattern = `%${escapeLike(keywords)}%`;
  return or(
    ilike(orders.orderNo, pattern),
    sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.name} ILIKE ${pattern})`,
  );
}

/** Reads an order of this store under a row lock; another store's id finds nothing. */
export async function lockOrder(tx: DbOrTx, storeId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .for('update');
  return row;
}

/** An operator's read of any store's order under a row lock. */
export async function lockOrderById(tx: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function orderIdByNo(db: DbOrTx, orderNo: string): Promise<number | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return row?.id;
}

export async function findOrder(db: DbOrTx, storeId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  return row;
}

type OrderFields = Omit<Partial<typeof orders.$inferInsert>, 'status' | 'id' | 'storeId'>;

/** Fields beside the status (delivery, the 含麻 receipt); the status moves only through moveOrder. */
export async function updateOrder(tx: DbOrTx, id: number, set: OrderFields): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, id));
}

/** The one status write of orders, called by transition.ts alone; the `from` condition makes a stale row's move a loud failure. */
export async function moveOrder(tx: DbOrTx, order: OrderRow, to: OrderStatus, set: OrderFields): Promise<void> {
  const moved = await tx
    .update(orders)
    .set({ ...set, status: to })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length !== 1) throw new Error(`order ${order.id} was not ${order.status} when moving to ${to}: read it under its row lock`);
}

export async function addEvent(tx: DbOrTx, orderId: number, status: string, text: string, actor: string): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, status, text, actor });
}

/** Puts the order's units back on the batches they were allocated from (and back into its flash sales). */
export async function releaseStock(tx: DbOrTx, orderId: number, by: string): Promise<void> {
  const items = await tx
    .select({ id: orderItems.id, goodsId: orderItems.goodsId, flashSaleId: orderItems.flashSaleId, number: orderItems.number })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await releaseLines(
    tx,
    orderId,
    items.map((it) => ({ orderItemId: it.id, goodsId: it.goodsId, number: it.number })),
    by,
  );
  for (const it of items) {
    if (it.flashSaleId) {
      await tx
        .update(flashSales)
        .set({ sold: sql`greatest(${flashSales.sold} - ${it.number}, 0)` })
        .where(eq(flashSales.id, it.flashSaleId));
    }
  }
}

export async function releaseCoupon(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.update(storeCoupons).set({ usedOrderId: null, usedAt: null }).where(eq(storeCoupons.usedOrderId, orderId));
}

/** Cash vouchers spent on the order come back as positive rows; the ledger is never rewritten. */
export async function releaseVouchers(tx: DbOrTx, orderId: number): Promise<void> {
  const spent = await tx
    .select({ voucherId: voucherLedger.voucherId, amount: sql<number>`sum(${voucherLedger.amount})::int` })
    .from(voucherLedger)
    .where(eq(voucherLedger.orderId, orderId))
    .groupBy(voucherLedger.voucherId);
  const owed = spent.filter((s) => s.amount < 0);
  if (owed.length) await tx.insert(voucherLedger).values(owed.map((s) => ({ voucherId: s.voucherId, orderId, amount: -s.amount }))).onConflictDoNothing();
}

/** Orders still waiting (to be paid, or to be approved) past their time, oldest first. */
export async function expiredOrderIds(db: DbOrTx, status: 'unpaid' | 'pending_approval', limit: number): Promise<{ id: number; storeId: number }[]> {
  return db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(and(eq(orders.status, status), lt(orders.expiresAt, sql`now()`)))
    .orderBy(orders.expiresAt)
    .limit(limit);
}

export function orderItemsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

export function orderEventsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt, orderEvents.id);
}

export function orderItemsOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  return orderIds.length
    ? db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(orderItems.orderId, orderItems.id)
    : Promise.resolve([]);
}

/** Return and after-sales requests that still hold units of an order: pending ones and approved ones. */
const HOLDING: AfterSaleStatus[] = ['pending', 'approved'];

/** Units of each order line asked back by requests in `statuses`, keyed by order item id. */
export async function requestedUnits(
  db: DbOrTx,
  orderIds: readonly number[],
  statuses: readonly AfterSaleStatus[] = HOLDING,
): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ itemId: sql<number>`(e->>'order_item_id')::int`, units: sql<number>`sum((e->>'number')::int)::int` })
    .from(sql`${afterSales} CROSS JOIN LATERAL jsonb_array_elements(${afterSales.items}) AS e`)
    .where(and(inArray(afterSales.orderId, [...orderIds]), inArray(afterSales.status, [...statuses])))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

/** What approved requests have refunded of an order (fen). */
export async function refundedAmount(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${afterSales.refundAmount}), 0)::int` })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), eq(afterSales.status, 'approved')));
  return row?.n ?? 0;
}
