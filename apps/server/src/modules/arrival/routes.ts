import { Answer, ArrivalSubscribed, ArrivalWaiting, Envelope, GoodsIdParams } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as arrival from './service.js';

/** 到货提醒: subscribe to an out-of-stock goods; the store's waiting list. */
const arrivalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/goods/:id/arrival', { schema: { params: GoodsIdParams, response: { 200: Answer(ArrivalSubscribed) } } }, async (request) =>
    ok(await arrival.subscribe(app.db, requireAuth(request), request.params.id), '已订阅到货提醒，到货后将通过消息中心和短信通知您'),
  );

  app.get('/user/arrivals', { schema: { response: { 200: Envelope(ArrivalWaiting) } } }, async (request) =>
    ok(await arrival.waiting(app.db, requireAuth(request))),
  );
};

export default arrivalRoutes;
