import { Answer, CentreCouponPage, CouponClaimBody, CouponClaimed, Envelope, PageQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as centre from './service.js';

/** /lqzx: the coupon centre; visitors see it, members claim. */
const couponCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/coupon/centre', { schema: { querystring: PageQuery, response: { 200: Envelope(CentreCouponPage) } } }, async (request) =>
    ok(await centre.listCentre(app.db, request.auth, request.query)),
  );

  app.post('/coupon/claim', { schema: { body: CouponClaimBody, response: { 200: Answer(CouponClaimed) } } }, async (request) =>
    ok(await centre.claimCoupon(app.db, requireAuth(request), request.body), '领取成功'),
  );
};

export default couponCentreRoutes;
