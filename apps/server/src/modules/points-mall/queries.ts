import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { pointsGoods, pointsOrders } from '../../db/schema/index.js';

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

/** A points order with its gift, as the buyer's /jfdd and the console's list read it (join pointsGoods). */
export const orderWithGift = { order: pointsOrders, goodsName: pointsGoods.name, image: pointsGoods.image, unitPoints: pointsGoods.points };
export interface PointsOrderWithGift {
  order: typeof pointsOrders.$inferSelect;
  goodsName: string;
  image: string;
  unitPoints: number;
}

/** A points order under its row lock, when `owner` (a store's id) has it, for a change that reads its state first. */
export async function lockPointsOrder(tx: DbOrTx, id: number, owner?: number) {
  const [row] = await tx
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.id, id), owner === undefined ? undefined : eq(pointsOrders.storeId, owner)))
    .for('update');
  return row;
}

export type PointsOrderRow = typeof pointsOrders.$inferSelect;
export type PointsOrderChange = Partial<Pick<typeof pointsOrders.$inferInsert, 'consignee' | 'phone' | 'address' | 'carrier' | 'trackingNo' | 'shippedAt' | 'completedAt'>>;

/** The status write of points-mall/transition.ts, only from the state the order was read in. */
export async function movePointsOrder(tx: DbOrTx, order: PointsOrderRow, to: PointsOrderRow['status'], change: PointsOrderChange): Promise<void> {
  await tx
    .update(pointsOrders)
    .set({ ...change, status: to })
    .where(and(eq(pointsOrders.id, order.id), eq(pointsOrders.status, order.status)));
}
