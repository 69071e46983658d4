/** SQL of the 医保进销存 (3503) rows: the lines of shipped orders with the batches each shipped from, and their 追溯码. */
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goods, goodsBatches, invoices, orderItems, orderLineBatches, orders, traceCodes } from '../../db/schema/index.js';

/** A shipment: shipped, or shipped and completed; a cancelled or unshipped order bought nothing yet. */
const shipped = inArray(orders.status, ['shipped', 'completed']);

/** One row per batch of a line, in shipment, line and expiry order; a line without batch rows (older orders) comes once, its batch columns null. */
function purchaseRows(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      storeId: orders.storeId,
      shippedAt: orders.shippedAt,
      itemId: orderItems.id,
      name: orderItems.name,
      commonName: goods.commonName,
      goodsCode: goods.sku,
      spec: orderItems.spec,
      manufacturer: orderItems.manufacturer,
      approvalNo: goods.approvalNo,
      ybCode: goods.ybCode,
      rxClass: goods.rxClass,
      lineType: orderItems.lineType,
      number: orderItems.number,
      amount: orderItems.amount,
      batchNo: goodsBatches.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      quantity: orderLineBatches.quantity,
      invoiceNo: invoices.invoiceNo,
      taxInvoiceNo: invoices.taxInvoiceNo,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .leftJoin(orderLineBatches, eq(orderLineBatches.orderItemId, orderItems.id))
    .leftJoin(goodsBatches, eq(goodsBatches.id, orderLineBatches.batchId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(shipped, where))
    .orderBy(asc(orders.shippedAt), asc(orders.id), asc(orderItems.id), asc(goodsBatches.expiresOn), asc(goodsBatches.id))
    .limit(limit);
}
export type PurchaseRow = Awaited<ReturnType<typeof purchaseRows>>[number];

/** The rows of one shipped order of the stores. */
export const orderPurchaseRows = (db: DbOrTx, storeIds: readonly number[], orderId: number, limit: number) =>
  purchaseRows(db, and(inArray(orders.storeId, [...storeIds]), eq(orders.id, orderId)), limit);

/** The rows of the store's orders shipped in [from, to). */
export const monthPurchaseRows = (db: DbOrTx, storeId: number, from: Date, to: Date, limit: number) =>
  purchaseRows(db, and(eq(orders.storeId, storeId), gte(orders.shippedAt, from), lt(orders.shippedAt, to)), limit);

/** An order of the stores by id or by number, whatever its status: the service tells "not yet shipped" from "not found". */
export async function orderHead(db: DbOrTx, storeIds: readonly number[], by: { id: number } | { orderNo: string }) {
  if (storeIds.length === 0) return undefined;
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, storeId: orders.storeId, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.storeId, [...storeIds]), 'id' in by ? eq(orders.id, by.id) : eq(orders.orderNo, by.orderNo)));
  return row;
}

/**
 * Every box the lines shipped, returned ones included: the purchase is what was shipped (a return
 * goes to 医保 as its own 采购退货), so its codes are all those that left with it.
 */
export function codesOfOrders(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderItemId: traceCodes.orderItemId, batchNo: traceCodes.batchNo, code: traceCodes.code })
    .from(traceCodes)
    .where(inArray(traceCodes.orderId, [...orderIds]))
    .orderBy(asc(traceCodes.id));
}
