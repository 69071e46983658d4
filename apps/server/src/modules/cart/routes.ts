import {
  Answer,
  CartAddBody,
  CartAddResult,
  CartChangeResult,
  CartCopyBody,
  CartCopyResult,
  CartCount,
  CartEditBody,
  CartEditResult,
  CartIdsBody,
  CartLineParams,
  CartList,
  CartListQuery,
  CartSelectBody,
  NextHintQuery,
  NextHintResult,
  QuickAddParams,
  QuickAddResult,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { cartHint, cartList } from './list.js';
import * as cart from './service.js';

/** Spec section 7, Cart: every call works on the session's store only. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // They write cart lines only, so the live sessions stay in memory (plugins/session-cache.ts).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, sessionsUnchanged: true };
  });

  app.post('/cart', { schema: { body: CartAddBody, response: { 200: Answer(CartAddResult) } } }, async (request) =>
    ok(await cart.addToCart(app.db, requireAuth(request), request.body), '加入购物车成功'),
  );

  app.get('/cart/list', { schema: { querystring: CartListQuery, response: { 200: Answer(CartList) } } }, async (request) =>
    ok(await cartList(app.db, requireAuth(request), request.query.filters)),
  );

  app.get('/cart/total', { schema: { response: { 200: Answer(CartCount) } } }, async (request) =>
    ok(await cart.cartCount(app.db, requireAuth(request))),
  );

  app.post(
    '/cart/:id/edit',
    { schema: { params: CartLineParams, body: CartEditBody, response: { 200: Answer(CartEditResult) } } },
    async (request) =>
      ok(await cart.editLine(app.db, requireAuth(request), request.params.id, request.body.params.number, request.body.new === 1)),
  );

  app.post('/cart/batch_select', { schema: { body: CartSelectBody, response: { 200: Answer(CartChangeResult) } } }, async (request) =>
    ok(await cart.selectLines(app.db, requireAuth(request), request.body.ids, request.body.is_selected)),
  );

  app.post('/cart/batch_delete', { schema: { body: CartIdsBody, response: { 200: Answer(CartChangeResult) } } }, async (request) =>
    ok(await cart.deleteLines(app.db, requireAuth(request), request.body.ids), '删除成功'),
  );

  app.post('/cart/quick_add/:id', { schema: { params: QuickAddParams, response: { 200: Answer(QuickAddResult) } } }, async (request) =>
    ok(await cart.quickAdd(app.db, requireAuth(request), request.params.id), '加入购物车成功'),
  );

  app.post('/cart/copy', { schema: { body: CartCopyBody, response: { 200: Answer(CartCopyResult) } } }, async (request) =>
    ok(await cart.copyToStores(app.db, requireAuth(request), request.body), '复制成功'),
  );

  app.post('/cart/next_hint', { schema: { querystring: NextHintQuery, response: { 200: Answer(NextHintResult) } } }, async (request) =>
    ok(await cartHint(app.db, requireAuth(request), request.query.goods_id)),
  );
};

export default cartRoutes;
