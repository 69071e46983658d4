/** Favourites and browsing history of the session's store: never of a store id the client sends. */
import type { FavoritePage, FavoriteQuery, GoodsVisitQuery, VisitPage } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import type { Buyer } from '../catalog/buyer.js';
import { cardsWith } from '../catalog/cards.js';
import { escapeLike } from '../search/keyword.js';
import * as q from './queries.js';

export async function favoriteList(db: DbOrTx, auth: AuthContext, buyer: Buyer, page: FavoriteQuery): Promise<FavoritePage> {
  const { rows, total } = await q.favoritePage(db, auth.storeId, sliceOf(page));
  const list = await cardsWith(db, buyer, rows, (r) => ({ favorited_at: seconds(r.at) }));
  return pageOf(list, total, page);
}

/** Adds goods to the store's favourites; adding one already there is no error. */
export async function addFavorites(db: DbOrTx, auth: AuthContext, goodsIds: number[]): Promise<number[]> {
  const found = await q.goodsOnSale(db, goodsIds);
  if (found.length !== goodsIds.length) throw notFound('商品');
  await q.addFavorites(db, auth.storeId, goodsIds);
  return goodsIds;
}

export async function cancelFavorites(db: DbOrTx, auth: AuthContext, goodsIds: number[]): Promise<number[]> {
  await q.removeFavorites(db, auth.storeId, goodsIds);
  return goodsIds;
}

/** Puts goods at the top of the store's browsing history (the detail page's view of it). */
export async function recordVisit(db: DbOrTx, auth: AuthContext, goodsId: number): Promise<void> {
  if ((await q.goodsOnSale(db, [goodsId])).length === 0) throw notFound('商品');
  await q.recordVisit(db, auth.storeId, goodsId);
}

/** The store's browsing history, newest first, optionally only goods whose name holds the keyword. */
export async function visitList(db: DbOrTx, auth: AuthContext, buyer: Buyer, query: GoodsVisitQuery): Promise<VisitPage> {
  const pattern = query.keywords ? `%${escapeLike(query.keywords)}%` : null;
  const { rows, total } = await q.visitPage(db, auth.storeId, pattern, sliceOf(query));
  const list = await cardsWith(db, buyer, rows, (r) => ({ visited_at: seconds(r.at) }));
  return pageOf(list, total, query);
}
