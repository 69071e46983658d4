/** SQL of the ERP's reads: the lines of orders with the batches each was allocated, and a page of orders changed since a time. */
import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { goods, goodsBatches, orderItems, orderLineBatches, orders, stores } from '../../db/schema/index.js';

/** One row per batch of a line; a line that has no batch rows (older orders) comes once, its batch columns null. */
function lineBatchRows(db: DbOrTx, where: SQL | undefined, limit?: number) {
  const query = db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      goodsId: orderItems.goodsId,
      goodsCode: goods.sku,
      name: orderItems.name,
      commonName: goods.commonName,
      spec: orderItems.spec,
      manufacturer: orderItems.manufacturer,
      approvalNo: goods.approvalNo,
      unit: orderItems.unit,
      itemId: orderItems.id,
      price: orderItems.price,
      number: orderItems.number,
      amount: orderItems.amount,
      batchNo: goodsBatches.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      quantity: orderLineBatches.quantity,
      returned: orderLineBatches.returned,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .leftJoin(orderLineBatches, eq(orderLineBatches.orderItemId, orderItems.id))
    .leftJoin(goodsBatches, eq(goodsBatches.id, orderLineBatches.batchId))
    .where(where)
    .orderBy(asc(orders.shippedAt), asc(orders.id), asc(orderItems.id), asc(goodsBatches.expiresOn), asc(goodsBatches.id));
  return limit === undefined ? query : query.limit(limit);
}
export type LineBatchRow = Awaited<ReturnType<typeof lineBatchRows>>[number];

/** The batches of the store's orders shipped in [from, to), at most `limit` rows. */
export const shippedBatchRows = (db: DbOrTx, storeId: number, from: Date, to: Date, limit: number) =>
  lineBatchRows(db, and(eq(orders.storeId, storeId), gte(orders.shippedAt, from), lt(orders.shippedAt, to)), limit);

export const batchRowsOfOrders = (db: DbOrTx, orderIds: readonly number[]) =>
  orderIds.length ? lineBatchRows(db, inArray(orders.id, [...orderIds])) : Promise.resolve([]);

/** When an order last moved: placed, paid, shipped, delivered, completed or cancelled. */
const changedAt = sql<Date>`greatest(${orders.createdAt}, ${orders.paidAt}, ${orders.shippedAt}, ${orders.deliveredAt}, ${orders.completedAt}, ${orders.cancelledAt})`;

/** Orders of the stores that changed at or after `since`, oldest change first. */
export async function changedOrderPage(db: DbOrTx, storeIds: readonly number[], since: Date, slice: PageSlice) {
  if (storeIds.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(orders.storeId, [...storeIds]), gte(changedAt, since));
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, company: stores.company, changedAt: changedAt.mapWith(orders.createdAt) })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(asc(changedAt), asc(orders.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Goods codes (sku) of the goods listed. */
export async function goodsCodes(db: DbOrTx, goodsIds: readonly number[]): Promise<Map<number, string>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db.select({ id: goods.id, sku: goods.sku }).from(goods).where(inArray(goods.id, [...goodsIds]));
  return new Map(rows.map((r) => [r.id, r.sku]));
}
