import {
  Answer,
  CheckoutAnswer,
  CheckoutBody,
  ConfirmQuery,
  ConfirmView,
  OrderCancelResult,
  OrderIdBody,
  OrderInfo,
  OrderParams,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { confirmOrder } from './confirm.js';
import { cancelOrder, orderInfo } from './order-read.js';
import { placeOrder } from './service.js';

/** Checkout steps 2 and 3: confirm, place the order, read it for payment, cancel it. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart/confirm', { schema: { querystring: ConfirmQuery, response: { 200: Answer(ConfirmView) } } }, async (request) =>
    ok(await confirmOrder(app.db, requireAuth(request), request.query)),
  );

  app.post('/cart/checkout', { schema: { body: CheckoutBody, response: { 200: CheckoutAnswer } } }, async (request) =>
    ok(await placeOrder(app.db, requireAuth(request), request.body), '订单提交成功'),
  );

  app.get('/order/info/:id', { schema: { params: OrderParams, response: { 200: Answer(OrderInfo) } } }, async (request) =>
    ok(await orderInfo(app.db, requireAuth(request), request.params.id)),
  );

  app.post('/order/cancel', { schema: { body: OrderIdBody, response: { 200: Answer(OrderCancelResult) } } }, async (request) =>
    ok(await cancelOrder(app.db, requireAuth(request), request.body.id), '订单已取消'),
  );
};

export default checkoutRoutes;
