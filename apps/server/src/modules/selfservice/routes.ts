import {
  Envelope,
  FastBuyCartBody,
  FastBuyCartResult,
  FastBuyPage,
  FastBuyQuery,
  FeedbackBody,
  FeedbackPage,
  PageQuery,
  Wanted,
  WantedBody,
  WantedIdParams,
  WantedPage,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as selfservice from './service.js';

/** /zzfw: feedback (/yjfk), product-wanted requests (/pzqg) and quick purchase (/kjcg). */
const selfserviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/feedback',
    { schema: { body: FeedbackBody, response: { 200: Envelope(z.null()) } }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      await selfservice.submitFeedback(app.db, requireAuth(request), request.body);
      return ok(null, '感谢您的反馈，我们会尽快处理');
    },
  );

  app.get('/user/feedback_list', { schema: { querystring: PageQuery, response: { 200: Envelope(FeedbackPage) } } }, async (request) =>
    ok(await selfservice.listFeedback(app.db, requireAuth(request), request.query)),
  );

  app.post(
    '/user/buy',
    { schema: { body: WantedBody, response: { 200: Envelope(Wanted) } }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => ok(await selfservice.submitWanted(app.db, requireAuth(request), request.body), '求购信息已提交'),
  );

  app.get('/user/buy', { schema: { querystring: PageQuery, response: { 200: Envelope(WantedPage) } } }, async (request) =>
    ok(await selfservice.listWanted(app.db, requireAuth(request), request.query)),
  );

  app.get('/user/buy/:id', { schema: { params: WantedIdParams, response: { 200: Envelope(Wanted) } } }, async (request) =>
    ok(await selfservice.wantedDetail(app.db, requireAuth(request), request.params.id)),
  );

  app.get('/user/fast_buy', { schema: { querystring: FastBuyQuery, response: { 200: Envelope(FastBuyPage) } } }, async (request) =>
    ok(await selfservice.fastBuy(app.db, requireAuth(request), request.query)),
  );

  app.post('/user/fast_buy/cart', { schema: { body: FastBuyCartBody, response: { 200: Envelope(FastBuyCartResult) } } }, async (request) =>
    ok(await selfservice.fastBuyToCart(app.db, requireAuth(request), request.body), '已加入购物车'),
  );
};

export default selfserviceRoutes;
