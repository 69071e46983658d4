/** SQL of a store's own goods lists: favourites and browsing history, always by the session's store. */
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withTotal, type PageSlice } from '../../db/paging.js';
import { favorites, goods, goodsVisits } from '../../db/schema/index.js';

export function favoritePage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const where = and(eq(favorites.storeId, storeId), eq(goods.onSale, true));
  const onGoods = eq(goods.id, favorites.goodsId);
  const order = [desc(favorites.createdAt), desc(favorites.goodsId)];
  return withTotal(
    db
      .select({ goodsId: favorites.goodsId, at: favorites.createdAt })
      .from(favorites)
      .innerJoin(goods, onGoods)
      .where(where)
      .orderBy(...order)
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(favorites).innerJoin(goods, onGoods).where(where),
  );
}

/** Which of these ids are goods on sale. */
export async function goodsOnSale(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, [...ids]), eq(goods.onSale, true)));
  return rows.map((r) => r.id);
}

export async function addFavorites(db: DbOrTx, storeId: number, goodsIds: readonly number[]): Promise<void> {
  await db
    .insert(favorites)
    .values(goodsIds.map((goodsId) => ({ storeId, goodsId })))
    .onConflictDoNothing();
}

export async function removeFavorites(db: DbOrTx, storeId: number, goodsIds: readonly number[]): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.storeId, storeId), inArray(favorites.goodsId, [...goodsIds])));
}

/** Browsing history keeps one row per store and goods; a new view moves its time. */
export async function recordVisit(db: DbOrTx, storeId: number, goodsId: number): Promise<void> {
  await db
    .insert(goodsVisits)
    .values({ storeId, goodsId })
    .onConflictDoUpdate({ target: [goodsVisits.storeId, goodsVisits.goodsId], set: { visitedAt: sql`now()` } });
}

/** The store's history, newest first; `namePattern` is an escaped LIKE pattern over the goods name. */
export function visitPage(db: DbOrTx, storeId: number, namePattern: string | null, slice: PageSlice) {
  const where = and(
    eq(goodsVisits.storeId, storeId),
    eq(goods.onSale, true),
    namePattern === null ? undefined : ilike(goods.name, namePattern),
  );
  const onGoods = eq(goods.id, goodsVisits.goodsId);
  const order = [desc(goodsVisits.visitedAt), desc(goodsVisits.goodsId)];
  return withTotal(
    db
      .select({ goodsId: goodsVisits.goodsId, at: goodsVisits.visitedAt })
      .from(goodsVisits)
      .innerJoin(goods, onGoods)
      .where(where)
      .orderBy(...order)
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(goodsVisits).innerJoin(goods, onGoods).where(where),
  );
}
