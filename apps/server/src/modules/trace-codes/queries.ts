import { and, arrayContains, arrayOverlaps, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  afterSales,
  goods,
  goodsBatches,
  orderItems,
  orderLineBatches,
  orders,
  siteSettings,
  staff,
  traceCodes,
} from '../../db/schema/index.js';
import { sellableGoods } from '../catalog/sellable.js';

const shipped = isNull(traceCodes.returnedAt);
const prefixOwner = alias(goods, 'prefix_owner');
const holderOrder = alias(orders, 'holder_order');
const REQUIRED_KEY = 'trace_codes_required';

/** Codes on the line not returned: the boxes it ships. */
const scannedOfLine =
  sql<number>`(SELECT ${count()} FROM ${traceCodes} WHERE ${traceCodes.orderId} = ${orderItems.orderId} AND ${traceCodes.orderItemId} = ${orderItems.id} AND ${shipped})`.mapWith(
    Number,
  );

/** The batch numbers the line ships from, first to expire first. */
const batchesOfLine = sql<
  string[]
>`ARRAY(SELECT ${goodsBatches.batchNo} FROM ${orderLineBatches} JOIN ${goodsBatches} ON ${goodsBatches.id} = ${orderLineBatches.batchId} WHERE ${orderLineBatches.orderItemId} = ${orderItems.id} ORDER BY ${goodsBatches.expiresOn}, ${goodsBatches.id})`;

/** The order, the line and its goods, the codes already on the line and its batches: what every scan into the line is judged on. */
const lineFields = {
  status: orders.status,
  orderNo: orders.orderNo,
  storeId: orders.storeId,
  goodsId: orderItems.goodsId,
  name: orderItems.name,
  quantity: orderItems.number,
  tracePrefixes: goods.tracePrefixes,
  traceExempt: goods.traceExempt,
  scanned: scannedOfLine,
  batches: batchesOfLine,
};

/**
 * Everything one scan is judged on, in one statement under the order's row lock (scans of one order
 * and its shipping take turns): the line's facts, another goods that owns the code's 药品标识码, and
 * where the code already went.
 */
export async function scanFacts(tx: DbOrTx, orderId: number, itemId: number, code: string, prefix: string | null) {
  const owner = tx
    .select({ name: prefixOwner.name })
    .from(prefixOwner)
    .where(and(arrayContains(prefixOwner.tracePrefixes, [prefix ?? '']), ne(prefixOwner.id, orderItems.goodsId)))
    .limit(1);
  const holder = (column: typeof holderOrder.orderNo | typeof traceCodes.scannedAt) =>
    sql`(${tx
      .select({ v: column })
      .from(traceCodes)
      .innerJoin(holderOrder, eq(holderOrder.id, traceCodes.orderId))
      .where(and(eq(traceCodes.code, code), shipped))})`;
  const [row] = await tx
    .select({
      ...lineFields,
      prefixOwner: prefix === null ? sql<string | null>`NULL` : sql<string | null>`(${owner})`,
      takenBy: holder(holderOrder.orderNo).mapWith(String),
      takenAt: holder(traceCodes.scannedAt).mapWith(traceCodes.scannedAt),
    })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.id, itemId)))
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/** The line's facts under the order's row lock, for a batch of codes judged together. */
export async function lineFacts(tx: DbOrTx, orderId: number, itemId: number) {
  const [row] = await tx
    .select(lineFields)
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.id, itemId)))
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/** Every line of the order with its goods' code (第N行 in line order), under the order's row lock: what a WMS file is judged on. */
export function orderLineFacts(tx: DbOrTx, orderId: number) {
  return tx
    .select({ id: orderItems.id, sku: goods.sku, ...lineFields })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orders.id, orderId))
    .orderBy(asc(orderItems.id))
    .for('update', { of: orders });
}

/** Where each of these codes already went (the boxes out and not returned), by code. */
export async function holdersOf(tx: DbOrTx, codes: string[]) {
  const rows = await tx
    .select({ code: traceCodes.code, orderNo: orders.orderNo, scannedAt: traceCodes.scannedAt })
    .from(traceCodes)
    .innerJoin(orders, eq(orders.id, traceCodes.orderId))
    .where(and(inArray(traceCodes.code, codes), shipped));
  return new Map(rows.map((r) => [r.code, r]));
}

/** The goods other than this one that own any of these 药品标识码, by prefix (the first by id when two claim one). */
export async function prefixOwnersOf(tx: DbOrTx, prefixes: string[], goodsId: number) {
  const owners = new Map<string, string>();
  if (!prefixes.length) return owners;
  const rows = await tx
    .select({ name: goods.name, prefixes: goods.tracePrefixes })
    .from(goods)
    .where(and(arrayOverlaps(goods.tracePrefixes, prefixes), ne(goods.id, goodsId)))
    .orderBy(asc(goods.id));
  for (const r of rows) for (const p of r.prefixes) if (prefixes.includes(p) && !owners.has(p)) owners.set(p, r.name);
  return owners;
}

export type NewTraceCode = typeof traceCodes.$inferInsert;

/** The codes' rows, or fewer when a box of a code is already out: the unique index decides, even against a scan committing this instant. */
export function insertCodes(tx: DbOrTx, rows: NewTraceCode[]) {
  return tx
    .insert(traceCodes)
    .values(rows)
    .onConflictDoNothing({ target: traceCodes.code, where: shipped })
    .returning({ id: traceCodes.id, code: traceCodes.code, scannedAt: traceCodes.scannedAt });
}

export async function orderHead(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The order's lines in line order (第N行), with how many codes each needs and has. */
export function orderLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      goodsId: orderItems.goodsId,
      name: orderItems.name,
      spec: orderItems.spec,
      quantity: orderItems.number,
      traceExempt: goods.traceExempt,
      scanned: scannedOfLine,
      batches: batchesOfLine,
    })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export function codesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: traceCodes.id,
      orderItemId: traceCodes.orderItemId,
      code: traceCodes.code,
      batchNo: traceCodes.batchNo,
      scannedAt: traceCodes.scannedAt,
      scannedBy: staff.name,
    })
    .from(traceCodes)
    .innerJoin(staff, eq(staff.id, traceCodes.scannedBy))
    .where(and(eq(traceCodes.orderId, orderId), shipped))
    .orderBy(asc(traceCodes.id));
}

/** Removes a mis-scanned code of this order; a code of another order is not found. */
export async function deleteCode(tx: DbOrTx, orderId: number, codeId: number) {
  const [row] = await tx
    .delete(traceCodes)
    .where(and(eq(traceCodes.id, codeId), eq(traceCodes.orderId, orderId), shipped))
    .returning({ code: traceCodes.code, orderItemId: traceCodes.orderItemId });
  return row;
}

/** The codes of a store's order by line, for the buyer's order detail. */
export function codesForBuyer(db: DbOrTx, storeId: number, orderId: number) {
  return db
    .select({ orderItemId: traceCodes.orderItemId, code: traceCodes.code })
    .from(traceCodes)
    .where(and(eq(traceCodes.orderId, orderId), eq(traceCodes.storeId, storeId), shipped))
    .orderBy(asc(traceCodes.id));
}

/** The site setting trace_codes_required, its row locked so two administrators' switches log in turn. */
export async function lockRequiredSetting(tx: DbOrTx) {
  const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, REQUIRED_KEY)).for('update');
  return row?.value === true;
}

export async function writeRequiredSetting(tx: DbOrTx, required: boolean) {
  await tx
    .insert(siteSettings)
    .values({ key: REQUIRED_KEY, value: required })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: required } });
}

/** A return request, its row locked so two scans of its boxes count in turn. */
export async function lockAfterSale(tx: DbOrTx, afterSaleId: number) {
  const [row] = await tx
    .select({ id: afterSales.id, orderId: afterSales.orderId, type: afterSales.type, status: afterSales.status, orderNo: orders.orderNo })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(eq(afterSales.id, afterSaleId))
    .for('update', { of: afterSales });
  return row;
}

/** The code's row on this order, out or already back (the newest when it went out more than once), with its line's name. */
export async function codeOfOrder(tx: DbOrTx, orderId: number, code: string) {
  const [row] = await tx
    .select({ id: traceCodes.id, orderItemId: traceCodes.orderItemId, returnedAt: traceCodes.returnedAt, name: orderItems.name })
    .from(traceCodes)
    .innerJoin(orderItems, eq(orderItems.id, traceCodes.orderItemId))
    .where(and(eq(traceCodes.orderId, orderId), eq(traceCodes.code, code)))
    .orderBy(sql`${traceCodes.returnedAt} IS NULL DESC`, sql`${traceCodes.id} DESC`)
    .limit(1);
  return row;
}

/** The order's return requests still standing (pending or approved), for the boxes each line sends back. */
export function standingReturns(tx: DbOrTx, orderId: number) {
  return tx
    .select({ items: afterSales.items })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), eq(afterSales.type, 'return'), inArray(afterSales.status, ['pending', 'approved'])));
}

export async function returnedOfLine(tx: DbOrTx, orderItemId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(traceCodes)
    .where(and(eq(traceCodes.orderItemId, orderItemId), isNotNull(traceCodes.returnedAt)));
  return row?.n ?? 0;
}

/** The box is back: its code is free to go out again with another order. */
export async function markReturned(tx: DbOrTx, codeId: number) {
  const [row] = await tx
    .update(traceCodes)
    .set({ returnedAt: new Date() })
    .where(and(eq(traceCodes.id, codeId), shipped))
    .returning({ returnedAt: traceCodes.returnedAt });
  return row?.returnedAt ?? null;
}

/** The store's own order, or nothing: a buyer reaches no other store's order. */
export async function storeOrderHead(db: DbOrTx, storeId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, storeId: orders.storeId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  return row;
}

/** The order of that number in one of the stores, or nothing: an ERP key reads its company's stores only. */
export async function billHead(db: DbOrTx, storeIds: readonly number[], orderNo: string) {
  if (storeIds.length === 0) return undefined;
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, storeId: orders.storeId })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), inArray(orders.storeId, [...storeIds])));
  return row;
}

/** Each box the order shipped and the buyer kept (not scanned back), line by line, in the order scanned; its batch's dates where the code names the batch. */
export function handoverRows(db: DbOrTx, storeId: number, orderId: number) {
  return db
    .select({
      goodsCode: goods.sku,
      commonName: goods.commonName,
      spec: orderItems.spec,
      manufacturer: orderItems.manufacturer,
      approvalNo: goods.approvalNo,
      batchNo: traceCodes.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      code: traceCodes.code,
    })
    .from(traceCodes)
    .innerJoin(orderItems, eq(orderItems.id, traceCodes.orderItemId))
    .innerJoin(goods, eq(goods.id, traceCodes.goodsId))
    .leftJoin(goodsBatches, and(eq(goodsBatches.goodsId, traceCodes.goodsId), eq(goodsBatches.batchNo, traceCodes.batchNo)))
    .where(and(eq(traceCodes.orderId, orderId), eq(traceCodes.storeId, storeId), shipped))
    .orderBy(asc(orderItems.id), asc(traceCodes.id));
}

/** The box of this code shipped to this store and not returned: its goods and batch, the batch's expiry. */
export async function storeBox(db: DbOrTx, storeId: number, code: string) {
  const [row] = await db
    .select({ goodsId: traceCodes.goodsId, batchNo: traceCodes.batchNo, expiresOn: goodsBatches.expiresOn })
    .from(traceCodes)
    .leftJoin(goodsBatches, and(eq(goodsBatches.goodsId, traceCodes.goodsId), eq(goodsBatches.batchNo, traceCodes.batchNo)))
    .where(and(eq(traceCodes.code, code), eq(traceCodes.storeId, storeId), shipped))
    .limit(1);
  return row;
}

/** The goods on sale a code names, by its 药品标识码 or by its GTIN as the goods' 条码 (the first by id when two claim one). */
export async function sellableGoodsOf(db: DbOrTx, key: { prefix: string } | { barcodes: string[] }) {
  const [row] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and('prefix' in key ? arrayContains(goods.tracePrefixes, [key.prefix]) : inArray(goods.barcode, key.barcodes), sellableGoods))
    .orderBy(asc(goods.id))
    .limit(1);
  return row?.id;
}

/** The expiry of a goods' batch by its number, for a GS1 code that names the batch but not the date. */
export async function batchExpiry(db: DbOrTx, goodsId: number, batchNo: string) {
  const [row] = await db
    .select({ expiresOn: goodsBatches.expiresOn })
    .from(goodsBatches)
    .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.batchNo, batchNo)))
    .limit(1);
  return row?.expiresOn ?? null;
}
