import {
  Answer,
  BuyAgainResult,
  OrderConfirmResult,
  OrderIdBody,
  OrderListPage,
  OrderListQuery,
  OrderLogisticsView,
  OrderParams,
  PageQuery,
  PointsOrderPage,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { listOrders } from './list.js';
import { orderLogistics } from './logistics.js';
import { listPointsOrders } from './points-orders.js';
import * as order from './service.js';

/** /order (my orders), /order/wl and /jfdd; the detail and cancel are checkout's routes. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/list', { schema: { querystring: OrderListQuery, response: { 200: Answer(OrderListPage) } } }, async (request) =>
    ok(await listOrders(app.db, requireAuth(request), request.query)),
  );

  app.post('/order/confirm', { schema: { body: OrderIdBody, response: { 200: Answer(OrderConfirmResult) } } }, async (request) =>
    ok(await order.confirmReceipt(app.db, requireAuth(request), request.body.id), '已确认收货'),
  );

  app.post('/order/buy_again', { schema: { body: OrderIdBody, response: { 200: Answer(BuyAgainResult) } } }, async (request) => {
    const result = await order.buyAgain(app.db, requireAuth(request), request.body.id);
    return ok(result, result.refused.length === 0 ? '已加入购物车' : result.added.length ? '部分商品已加入购物车' : '商品均无法加入购物车');
  });

  app.get('/order/wl/:id', { schema: { params: OrderParams, response: { 200: Answer(OrderLogisticsView) } } }, async (request) =>
    ok(await orderLogistics(app.db, requireAuth(request), request.params.id)),
  );

  app.get('/points/orders', { schema: { querystring: PageQuery, response: { 200: Answer(PointsOrderPage) } } }, async (request) =>
    ok(await listPointsOrders(app.db, requireAuth(request), request.query)),
  );
};

export default orderRoutes;
