import { AfterSalePage, AfterSaleParams, AfterSaleView, Answer, ReturnBody, ReturnCancelBody, ReturnListQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as afterSales from './service.js';

/** Returns and after-sales requests of the store's orders (/order/returnInfo, /order/afterSalesInfo). */
const afterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/order/return', { schema: { body: ReturnBody, response: { 200: Answer(AfterSaleView) } } }, async (request) =>
    ok(await afterSales.requestReturn(app.db, requireAuth(request), request.body), '申请已提交，请等待平台审核'),
  );

  app.get('/order/returns', { schema: { querystring: ReturnListQuery, response: { 200: Answer(AfterSalePage) } } }, async (request) =>
    ok(await afterSales.listRequests(app.db, requireAuth(request), request.query)),
  );

  app.get('/order/returnInfo/:id', { schema: { params: AfterSaleParams, response: { 200: Answer(AfterSaleView) } } }, async (request) =>
    ok(await afterSales.requestDetail(app.db, requireAuth(request), request.params.id, 'return')),
  );

  app.get('/order/afterSalesInfo/:id', { schema: { params: AfterSaleParams, response: { 200: Answer(AfterSaleView) } } }, async (request) =>
    ok(await afterSales.requestDetail(app.db, requireAuth(request), request.params.id, 'after_sale')),
  );

  app.post('/order/return/cancel', { schema: { body: ReturnCancelBody, response: { 200: Answer(AfterSaleView) } } }, async (request) =>
    ok(await afterSales.cancelRequest(app.db, requireAuth(request), request.body.id), '申请已撤销'),
  );
};

export default afterSalesRoutes;
