import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { flashSales, goods, orderEvents, orderItems, orders, storeCoupons, voucherLedger } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;

/** Reads an order of this store under a row lock; another store's id finds nothing. */
export async function lockOrder(tx: DbOrTx, storeId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .for('update');
  return row;
}

export async function findOrder(db: DbOrTx, storeId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  return row;
}

export async function updateOrder(tx: DbOrTx, id: number, set: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, id));
}

export async function addEvent(tx: DbOrTx, orderId: number, status: string, text: string): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, status, text });
}

/** Puts the order's units back on the shelf (and back into its flash sales). */
export async function releaseStock(tx: DbOrTx, orderId: number): Promise<void> {
  const items = await tx
    .select({ goodsId: orderItems.goodsId, flashSaleId: orderItems.flashSaleId, number: orderItems.number, lineType: orderItems.lineType })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.goodsId);
  for (const it of items) {
    await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} + ${it.number}`, sales: sql`greatest(${goods.sales} - ${it.number}, 0)` })
      .where(eq(goods.id, it.goodsId));
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

export async function expiredUnpaidOrderIds(db: DbOrTx, limit: number): Promise<{ id: number; storeId: number }[]> {
  return db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lt(orders.expiresAt, sql`now()`)))
    .orderBy(orders.expiresAt)
    .limit(limit);
}

export async function ordersByIds(db: DbOrTx, ids: number[]) {
  return ids.length ? db.select().from(orders).where(inArray(orders.id, ids)) : [];
}

export function orderItemsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

export function orderEventsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt, orderEvents.id);
}
