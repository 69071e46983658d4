import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pointsGoods, pointsOrders } from '../../db/schema/index.js';
import type { PageSlice } from '../catalog/queries.js';

export async function goodsPage(db: DbOrTx, slice: PageSlice) {
  const [list, [total]] = await Promise.all([
    db.select().from(pointsGoods).orderBy(asc(pointsGoods.sort), asc(pointsGoods.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(pointsGoods),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function goodsById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pointsGoods).where(eq(pointsGoods.id, id));
  return row;
}

/** Takes n of a gift's stock, only when that many are left: stock never goes below zero. */
export async function takeStock(tx: DbOrTx, id: number, n: number): Promise<boolean> {
  const rows = await tx
    .update(pointsGoods)
    .set({ stock: sql`${pointsGoods.stock} - ${n}` })
    .where(and(eq(pointsGoods.id, id), gte(pointsGoods.stock, n)))
    .returning({ id: pointsGoods.id });
  return rows.length > 0;
}

export async function insertPointsOrder(tx: DbOrTx, row: typeof pointsOrders.$inferInsert): Promise<number> {
  const [order] = await tx.insert(pointsOrders).values(row).returning({ id: pointsOrders.id });
  return order.id;
}
