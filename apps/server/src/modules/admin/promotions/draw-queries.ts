/** The SQL of the points-mall gifts, the lucky draws and their prizes (draw-service.ts holds the rules). */
import type { AdminDrawBody, AdminPointsGoodsBody } from '@yc/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { coupons, drawPrizes, drawRecords, draws, pointsGoods, pointsOrders } from '../../../db/schema/index.js';

/** How many of a gift stores have taken in exchange for points. */
const exchanged = sql<number>`(SELECT coalesce(sum(o.number), 0)::int FROM ${pointsOrders} o WHERE o.points_goods_id = ${pointsGoods}.id)`;

export const pointsGoodsPage = (db: DbOrTx, slice: PageSlice) =>
  withTotal(
    db
      .select({ gift: pointsGoods, exchanged })
      .from(pointsGoods)
      .orderBy(asc(pointsGoods.sort), desc(pointsGoods.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(pointsGoods),
  );

export async function insertPointsGoods(tx: DbOrTx, body: AdminPointsGoodsBody): Promise<number> {
  const [row] = await tx.insert(pointsGoods).values(body).returning({ id: pointsGoods.id });
  return row.id;
}

export const setPointsGoods = (tx: DbOrTx, id: number, columns: Partial<typeof pointsGoods.$inferInsert>) =>
  tx.update(pointsGoods).set(columns).where(eq(pointsGoods.id, id));

export const deletePointsGoodsRow = (tx: DbOrTx, id: number) => tx.delete(pointsGoods).where(eq(pointsGoods.id, id));

export async function pointsOrdersOf(tx: DbOrTx, giftId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(pointsOrders).where(eq(pointsOrders.pointsGoodsId, giftId));
  return row?.n ?? 0;
}

/** Whether some draw's prize gives this coupon template or points gift away. */
export async function isPrizeOfADraw(tx: DbOrTx, type: 'coupon' | 'goods', value: number): Promise<boolean> {
  const [prize] = await tx
    .select({ id: drawPrizes.id })
    .from(drawPrizes)
    .where(and(eq(drawPrizes.type, type), eq(drawPrizes.value, value)))
    .limit(1);
  return prize !== undefined;
}

export const pointsGoodsOptions = (db: DbOrTx) =>
  db.select({ id: pointsGoods.id, name: pointsGoods.name }).from(pointsGoods).orderBy(asc(pointsGoods.sort));

const joined = sql<number>`(SELECT count(*)::int FROM ${drawRecords} r WHERE r.draw_id = ${draws}.id)`;

export const drawPage = (db: DbOrTx, slice: PageSlice) =>
  withTotal(
    db.select({ draw: draws, joined }).from(draws).orderBy(desc(draws.startsAt), desc(draws.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(draws),
  );

export const prizesOfDraws = (db: DbOrTx, drawIds: number[]) =>
  drawIds.length
    ? db.select().from(drawPrizes).where(inArray(drawPrizes.drawId, drawIds)).orderBy(asc(drawPrizes.sort), asc(drawPrizes.id))
    : Promise.resolve([]);

/** How many times each prize of these draws was won. */
export const winsOfDraws = (db: DbOrTx, drawIds: number[]) =>
  drawIds.length
    ? db
        .select({ prizeId: drawRecords.prizeId, n: count() })
        .from(drawRecords)
        .where(inArray(drawRecords.drawId, drawIds))
        .groupBy(drawRecords.prizeId)
    : Promise.resolve([]);

// `.concat(0)` keeps the IN list non-empty when no prize names one.
export const couponNames = (db: DbOrTx, ids: number[]) =>
  db
    .select({ id: coupons.id, name: coupons.name })
    .from(coupons)
    .where(inArray(coupons.id, ids.concat(0)));

export const pointsGoodsNames = (db: DbOrTx, ids: number[]) =>
  db
    .select({ id: pointsGoods.id, name: pointsGoods.name })
    .from(pointsGoods)
    .where(inArray(pointsGoods.id, ids.concat(0)));

const drawColumns = (body: AdminDrawBody) => ({ name: body.name, remarks: body.remarks, startsAt: body.starts_at, endsAt: body.ends_at });

export async function insertDraw(tx: DbOrTx, body: AdminDrawBody): Promise<number> {
  const [row] = await tx.insert(draws).values(drawColumns(body)).returning({ id: draws.id });
  return row.id;
}

export const setDraw = (tx: DbOrTx, id: number, body: AdminDrawBody) => tx.update(draws).set(drawColumns(body)).where(eq(draws.id, id));

/** A draw goes with its prizes. */
export async function deleteDrawRows(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(drawPrizes).where(eq(drawPrizes.drawId, id));
  await tx.delete(draws).where(eq(draws.id, id));
}

async function recordsWhere(tx: DbOrTx, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(drawRecords).where(where);
  return row?.n ?? 0;
}

/** Stores' draws in this draw. */
export const recordsOfDraw = (tx: DbOrTx, drawId: number) => recordsWhere(tx, eq(drawRecords.drawId, drawId));

/** Times this prize was won. */
export const recordsOfPrize = (tx: DbOrTx, prizeId: number) => recordsWhere(tx, eq(drawRecords.prizeId, prizeId));

export async function couponExists(tx: DbOrTx, id: number): Promise<boolean> {
  const [c] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id));
  return c !== undefined;
}

type PrizeColumns = Omit<typeof drawPrizes.$inferInsert, 'id' | 'drawId'>;

export async function insertDrawPrize(tx: DbOrTx, drawId: number, columns: PrizeColumns): Promise<number> {
  const [row] = await tx
    .insert(drawPrizes)
    .values({ drawId, ...columns })
    .returning({ id: drawPrizes.id });
  return row.id;
}

export const setDrawPrize = (tx: DbOrTx, id: number, columns: PrizeColumns) =>
  tx.update(drawPrizes).set(columns).where(eq(drawPrizes.id, id));

export const deleteDrawPrize = (tx: DbOrTx, id: number) => tx.delete(drawPrizes).where(eq(drawPrizes.id, id));
