import { and, asc, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { drawPrizes, drawRecords, draws, pointsGoods, storeCoupons, stores } from '../../db/schema/index.js';

const now = sql`now()`;
/** Where the draw stands against the database's clock, the one every process shares. */
const windowFlags = { started: sql<boolean>`${draws.startsAt} <= ${now}`, ended: sql<boolean>`${draws.endsAt} <= ${now}` };

/** The draw on now (the latest started when several overlap). */
export async function currentDraw(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(lte(draws.startsAt, now), gt(draws.endsAt, now)))
    .orderBy(desc(draws.startsAt), desc(draws.id))
    .limit(1);
  return row;
}

export async function drawById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ draw: draws, ...windowFlags })
    .from(draws)
    .where(eq(draws.id, id));
  return row;
}

/** A draw's prizes in display order, goods prizes with their gift's picture. */
export function prizesOf(db: DbOrTx, drawId: number) {
  return db
    .select({ prize: drawPrizes, image: pointsGoods.image })
    .from(drawPrizes)
    .leftJoin(pointsGoods, and(eq(drawPrizes.type, 'goods'), eq(pointsGoods.id, drawPrizes.value)))
    .where(eq(drawPrizes.drawId, drawId))
    .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
}

/** The store's draw of this draw (at most one), with the prize and a goods prize's picture. */
export async function recordOf(db: DbOrTx, drawId: number, storeId: number) {
  const [row] = await db
    .select({ id: drawRecords.id, prize: drawPrizes, image: pointsGoods.image })
    .from(drawRecords)
    .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
    .leftJoin(pointsGoods, and(eq(drawPrizes.type, 'goods'), eq(pointsGoods.id, drawPrizes.value)))
    .where(and(eq(drawRecords.drawId, drawId), eq(drawRecords.storeId, storeId)))
    .limit(1);
  return row;
}

export async function hasJoined(db: DbOrTx, drawId: number, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: drawRecords.id })
    .from(drawRecords)
    .where(and(eq(drawRecords.drawId, drawId), eq(drawRecords.storeId, storeId)))
    .limit(1);
  return row !== undefined;
}

/** Takes one of a prize, only while one is left: concurrent draws never hand out more than its stock. */
export async function takePrize(tx: DbOrTx, prizeId: number): Promise<boolean> {
  const rows = await tx
    .update(drawPrizes)
    .set({ stock: sql`${drawPrizes.stock} - 1` })
    .where(and(eq(drawPrizes.id, prizeId), gt(drawPrizes.stock, 0)))
    .returning({ id: drawPrizes.id });
  return rows.length > 0;
}

export async function insertRecord(tx: DbOrTx, row: typeof drawRecords.$inferInsert): Promise<number> {
  const [record] = await tx.insert(drawRecords).values(row).returning({ id: drawRecords.id });
  return record.id;
}

export async function insertDrawCoupon(tx: DbOrTx, storeId: number, couponId: number): Promise<void> {
  await tx.insert(storeCoupons).values({ storeId, couponId, source: 'draw' });
}

export async function recordsPage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const where = eq(drawRecords.storeId, storeId);
  const [list, [total]] = await Promise.all([
    db
      .select({ record: drawRecords, drawName: draws.name, prize: drawPrizes })
      .from(drawRecords)
      .innerJoin(draws, eq(draws.id, drawRecords.drawId))
      .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
      .where(where)
      .orderBy(desc(drawRecords.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(drawRecords).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** The latest real wins of a draw (谢谢参与 left out), with the winner's contact phone. */
export function latestWinners(db: DbOrTx, drawId: number, limit: number) {
  return db
    .select({ id: drawRecords.id, phone: stores.contactPhone, prizeName: drawPrizes.name, createdAt: drawRecords.createdAt })
    .from(drawRecords)
    .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
    .innerJoin(stores, eq(stores.id, drawRecords.storeId))
    .where(and(eq(drawRecords.drawId, drawId), ne(drawPrizes.type, 'none')))
    .orderBy(desc(drawRecords.id))
    .limit(limit);
}
