/**
 * SQL of batches. Every batch change runs under the row lock of its goods (taken first, in goods-id
 * order, as checkout takes it), so allocation, release, receipt and the expiry job never deadlock
 * and never see each other's half-done work.
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { forgetStockViews } from '../../lib/expiring-cache.js';
import type { DbOrTx } from '../../db/client.js';
import { batchLedger, goods, goodsBatches, orderItems, orderLineBatches } from '../../db/schema/index.js';

export type BatchRow = typeof goodsBatches.$inferSelect;
export type LedgerRow = typeof batchLedger.$inferInsert;

/**
 * Row locks on these goods, in id order. FOR NO KEY UPDATE, the lock an UPDATE of the stock takes itself: a plain
 * FOR UPDATE also waits for the key-share locks that every insert naming the goods takes (a cart line, an order
 * line), in that insert's own order, so another store's add to cart and a checkout deadlocked on two goods.
 */
export async function lockGoods(tx: DbOrTx, goodsIds: readonly number[]): Promise<void> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (ids.length) await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids)).orderBy(asc(goods.id)).for('no key update');
}

/**
 * goods.stock and the validity span recomputed from the batches: what is sellable today (status
 * 可售, not past its date), the earliest and latest expiry of the batches holding any of it.
 */
export async function refreshGoods(tx: DbOrTx, goodsIds: readonly number[], today: string): Promise<void> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  await tx.execute(sql`
    UPDATE ${goods} g SET stock = s.stock, expiry_from = s.expiry_from, expiry_to = s.expiry_to
    FROM (
      SELECT x.id, coalesce(sum(b.quantity), 0)::int AS stock,
        min(b.expires_on) FILTER (WHERE b.quantity > 0) AS expiry_from, max(b.expires_on) FILTER (WHERE b.quantity > 0) AS expiry_to
      FROM unnest(${`{${ids.join(',')}}`}::int[]) AS x(id)
      LEFT JOIN ${goodsBatches} b ON b.goods_id = x.id AND b.status = 'sellable' AND b.expires_on >= ${today}::date
      GROUP BY x.id
    ) s
    WHERE g.id = s.id`);
  // Every batch move ends here, so no caller can leave a cached listing showing the old stock.
  await forgetStockViews(tx);
}

/** A goods' batches a buyer may be sold: sellable, holding units, and valid through `day` (what FEFO takes and the detail page shows). */
const sellableThrough = (goodsId: number, day: string) =>
  and(
    eq(goodsBatches.goodsId, goodsId),
    eq(goodsBatches.status, 'sellable'),
    sql`${goodsBatches.quantity} > 0`,
    gte(goodsBatches.expiresOn, day),
  );

/** A goods' batches FEFO may take, earliest expiry first, locked: sellable, holding units, valid through `notBefore`. */
export function allocatable(tx: DbOrTx, goodsId: number, notBefore: string) {
  return tx
    .select({ id: goodsBatches.id, quantity: goodsBatches.quantity, expiresOn: goodsBatches.expiresOn })
    .from(goodsBatches)
    .where(sellableThrough(goodsId, notBefore))
    .orderBy(asc(goodsBatches.expiresOn), asc(goodsBatches.id))
    .for('update');
}

/**
 * The batches FEFO may take of several goods at once, locked in goods-id, then expiry order (the order
 * one goods at a time takes them), by goods: one statement for an order of hundreds of lines.
 */
export async function allocatableOf(tx: DbOrTx, goodsIds: readonly number[], notBefore: string) {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  const byGoods = new Map<number, { id: number; quantity: number; expiresOn: string }[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byGoods;
  const rows = await tx
    .select({ goodsId: goodsBatches.goodsId, id: goodsBatches.id, quantity: goodsBatches.quantity, expiresOn: goodsBatches.expiresOn })
    .from(goodsBatches)
    .where(
      and(
        inArray(goodsBatches.goodsId, ids),
        eq(goodsBatches.status, 'sellable'),
        sql`${goodsBatches.quantity} > 0`,
        gte(goodsBatches.expiresOn, notBefore),
      ),
    )
    .orderBy(asc(goodsBatches.goodsId), asc(goodsBatches.expiresOn), asc(goodsBatches.id))
    .for('update');
  for (const { goodsId, ...batch } of rows) byGoods.get(goodsId)?.push(batch);
  return byGoods;
}

/** The date `months` after `day` (YYYY-MM-DD), month ends as PostgreSQL adds them. */
export async function monthsAfter(tx: DbOrTx, day: string, months: number): Promise<string> {
  const res = await tx.execute<{ d: string }>(sql`SELECT to_char(${day}::date + make_interval(months => ${months}), 'YYYY-MM-DD') AS d`);
  return res.rows[0].d;
}

/** Moves units of a batch; the CHECK constraints refuse a count below zero. */
export async function moveUnits(tx: DbOrTx, batchId: number, quantityDelta: number, reservedDelta: number): Promise<void> {
  await tx
    .update(goodsBatches)
    .set({
      quantity: sql`${goodsBatches.quantity} + ${quantityDelta}`,
      reserved: sql`${goodsBatches.reserved} + ${reservedDelta}`,
      updatedAt: sql`now()`,
    })
    .where(eq(goodsBatches.id, batchId));
}

/** moveUnits of many batches in one statement, in batch-id order; moves of the same batch add up first. */
export async function moveUnitsOf(
  tx: DbOrTx,
  moves: readonly { batchId: number; quantityDelta: number; reservedDelta: number }[],
): Promise<void> {
  const sum = new Map<number, { q: number; r: number }>();
  for (const m of moves) {
    const seen = sum.get(m.batchId) ?? { q: 0, r: 0 };
    sum.set(m.batchId, { q: seen.q + m.quantityDelta, r: seen.r + m.reservedDelta });
  }
  const ids = [...sum.keys()].sort((a, b) => a - b);
  if (!ids.length) return;
  const list = (xs: number[]) => `{${xs.join(',')}}`;
  await tx.execute(sql`
    UPDATE ${goodsBatches} b SET quantity = b.quantity + m.q, reserved = b.reserved + m.r, updated_at = now()
    FROM unnest(${list(ids)}::int[], ${list(ids.map((id) => sum.get(id)?.q ?? 0))}::int[], ${list(ids.map((id) => sum.get(id)?.r ?? 0))}::int[]) AS m(id, q, r)
    WHERE b.id = m.id`);
}

export async function addLedger(tx: DbOrTx, rows: readonly LedgerRow[]): Promise<void> {
  if (rows.length) await tx.insert(batchLedger).values([...rows]);
}

export async function insertLineBatches(tx: DbOrTx, rows: (typeof orderLineBatches.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(orderLineBatches).values(rows);
}

/** The batches an order's lines hold, with the goods each belongs to. */
export function lineBatchesOf(tx: DbOrTx, orderId: number) {
  return tx
    .select({
      orderItemId: orderLineBatches.orderItemId,
      batchId: orderLineBatches.batchId,
      goodsId: goodsBatches.goodsId,
      quantity: orderLineBatches.quantity,
      returned: orderLineBatches.returned,
      batchNo: goodsBatches.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      reports: goodsBatches.reports,
    })
    .from(orderLineBatches)
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderLineBatches.batchId))
    .where(eq(orderLineBatches.orderId, orderId))
    .orderBy(asc(orderLineBatches.orderItemId), asc(goodsBatches.expiresOn), asc(goodsBatches.id));
}

export async function deleteLineBatches(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.delete(orderLineBatches).where(eq(orderLineBatches.orderId, orderId));
}

export async function addReturned(tx: DbOrTx, orderItemId: number, batchId: number, n: number): Promise<void> {
  await tx
    .update(orderLineBatches)
    .set({ returned: sql`${orderLineBatches.returned} + ${n}` })
    .where(and(eq(orderLineBatches.orderItemId, orderItemId), eq(orderLineBatches.batchId, batchId)));
}

/** The batch with the latest expiry of a goods: where units of an order line with no batch record go back. */
export async function latestBatch(tx: DbOrTx, goodsId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: goodsBatches.id })
    .from(goodsBatches)
    .where(eq(goodsBatches.goodsId, goodsId))
    .orderBy(desc(goodsBatches.expiresOn), desc(goodsBatches.id))
    .limit(1);
  return row?.id;
}

/** Counts units an order took as sold, for many goods in one statement, in goods-id order. */
export async function sellEach(tx: DbOrTx, sold: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...sold.keys()].sort((a, b) => a - b);
  if (!ids.length) return;
  await tx.execute(sql`
    UPDATE ${goods} g SET sales = g.sales + s.n
    FROM unnest(${`{${ids.join(',')}}`}::int[], ${`{${ids.map((id) => sold.get(id) ?? 0).join(',')}}`}::int[]) AS s(id, n)
    WHERE g.id = s.id`);
}

/** Counts sold units back off the goods' sales, never below zero. */
export async function unsell(tx: DbOrTx, goodsId: number, n: number): Promise<void> {
  await tx
    .update(goods)
    .set({ sales: sql`greatest(${goods.sales} - ${n}, 0)` })
    .where(eq(goods.id, goodsId));
}

/** Sellable batches past their date: the goods they belong to (a day's worth, the job's batch). */
export async function expiredSellable(tx: DbOrTx, today: string, limit: number): Promise<{ id: number; goodsId: number }[]> {
  return tx
    .select({ id: goodsBatches.id, goodsId: goodsBatches.goodsId })
    .from(goodsBatches)
    .where(and(eq(goodsBatches.status, 'sellable'), sql`${goodsBatches.expiresOn} < ${today}::date`))
    .orderBy(asc(goodsBatches.goodsId), asc(goodsBatches.id))
    .limit(limit);
}

/** Sets a batch's status and reason; only from `from`, so a batch another move changed meanwhile is left alone. */
export async function setStatus(tx: DbOrTx, batchIds: readonly number[], from: BatchRow['status'], to: BatchRow['status'], reason: string) {
  if (!batchIds.length) return [];
  return tx
    .update(goodsBatches)
    .set({ status: to, lockReason: reason, updatedAt: sql`now()` })
    .where(and(inArray(goodsBatches.id, [...batchIds]), eq(goodsBatches.status, from)))
    .returning({ id: goodsBatches.id, goodsId: goodsBatches.goodsId, quantity: goodsBatches.quantity });
}

/** An order's lines as allocation reads them. */
export function orderLines(tx: DbOrTx, orderId: number) {
  return tx
    .select({
      id: orderItems.id,
      goodsId: orderItems.goodsId,
      name: orderItems.name,
      number: orderItems.number,
      minValidityMonths: orderItems.minValidityMonths,
      lineType: orderItems.lineType,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The sellable, in-date batch of a goods that expires last, even when it holds nothing (where adjusted units go). */
export async function emptySellable(tx: DbOrTx, goodsId: number, today: string): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: goodsBatches.id })
    .from(goodsBatches)
    .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.status, 'sellable'), gte(goodsBatches.expiresOn, today)))
    .orderBy(desc(goodsBatches.expiresOn), desc(goodsBatches.id))
    .limit(1);
  return row;
}

export async function insertBatch(db: DbOrTx, values: typeof goodsBatches.$inferInsert): Promise<{ id: number }> {
  const [row] = await db.insert(goodsBatches).values(values).returning({ id: goodsBatches.id });
  return row;
}

/** A goods' batches a buyer may be sent: sellable, in date, holding units; the first to expire first. */
export function sellableBatchesOf(db: DbOrTx, goodsId: number, today: string) {
  return db
    .select({
      batchNo: goodsBatches.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      reports: goodsBatches.reports,
    })
    .from(goodsBatches)
    .where(sellableThrough(goodsId, today))
    .orderBy(asc(goodsBatches.expiresOn), asc(goodsBatches.id));
}
