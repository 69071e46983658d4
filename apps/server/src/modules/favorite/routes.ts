import {
  Done,
  Envelope,
  FavoriteBody,
  FavoritePage,
  FavoriteQuery,
  FavoriteResult,
  GoodsVisitBody,
  GoodsVisitQuery,
  VisitPage,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { resolveBuyer } from '../catalog/buyer.js';
import * as favorite from './service.js';

/** Spec section 8: the success messages the page shows after a favourite toggles. */
const FAVORITED = '收藏成功';
const UNFAVORITED = '取消收藏成功';

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/favorite', { schema: { querystring: FavoriteQuery, response: { 200: Envelope(FavoritePage) } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await favorite.favoriteList(app.db, auth, resolveBuyer(auth), request.query));
  });

  app.post('/favorite', { schema: { body: FavoriteBody, response: { 200: Envelope(FavoriteResult) } } }, async (request) => {
    const goods_ids = await favorite.addFavorites(app.db, requireAuth(request), request.body.goods_ids);
    return ok({ goods_ids }, FAVORITED);
  });

  app.post('/favorite/cancel', { schema: { body: FavoriteBody, response: { 200: Envelope(FavoriteResult) } } }, async (request) => {
    const goods_ids = await favorite.cancelFavorites(app.db, requireAuth(request), request.body.goods_ids);
    return ok({ goods_ids }, UNFAVORITED);
  });

  app.get('/goods/visit', { schema: { querystring: GoodsVisitQuery, response: { 200: Envelope(VisitPage) } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await favorite.visitList(app.db, auth, resolveBuyer(auth), request.query));
  });

  app.post('/goods/visit', { schema: { body: GoodsVisitBody, response: { 200: Done } } }, async (request) => {
    await favorite.recordVisit(app.db, requireAuth(request), request.body.goods_id);
    return ok(null);
  });
};

export default favoriteRoutes;
