/** SQL of the console's batch pages: a goods' batches with the goods they belong to, and their report files. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { goods, goodsBatches } from '../../../db/schema/index.js';

export interface BatchWithGoods {
  batch: typeof goodsBatches.$inferSelect;
  goodsName: string;
  warehouseId: number;
}

const withGoods = (db: DbOrTx) =>
  db
    .select({ batch: goodsBatches, goodsName: goods.name, warehouseId: goods.warehouseId })
    .from(goodsBatches)
    .innerJoin(goods, eq(goods.id, goodsBatches.goodsId));

export async function batchById(db: DbOrTx, id: number): Promise<BatchWithGoods | undefined> {
  const [row] = await withGoods(db).where(eq(goodsBatches.id, id));
  return row;
}

/** A goods' batches, the first to expire first. */
export function batchesOfGoods(db: DbOrTx, goodsId: number): Promise<BatchWithGoods[]> {
  return withGoods(db).where(eq(goodsBatches.goodsId, goodsId)).orderBy(asc(goodsBatches.expiresOn), asc(goodsBatches.id));
}

export async function goodsExists(db: DbOrTx, goodsId: number): Promise<boolean> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  return row !== undefined;
}

export async function batchNoTaken(db: DbOrTx, goodsId: number, batchNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: goodsBatches.id })
    .from(goodsBatches)
    .where(and(eq(goodsBatches.goodsId, goodsId), eq(goodsBatches.batchNo, batchNo)));
  return row !== undefined;
}

export async function appendReport(db: DbOrTx, batchId: number, url: string): Promise<void> {
  await db
    .update(goodsBatches)
    .set({ reports: sql`array_append(${goodsBatches.reports}, ${url}::varchar)`, updatedAt: sql`now()` })
    .where(eq(goodsBatches.id, batchId));
}
