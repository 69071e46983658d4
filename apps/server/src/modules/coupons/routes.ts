import {
  Answer,
  AvailableCouponQuery,
  CashVoucherPage,
  CentreCouponPage,
  CouponClaimBody,
  CouponClaimed,
  CouponCounts,
  CouponQuery,
  Envelope,
  PageQuery,
  StoreCouponPage,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as centre from './centre.js';
import * as coupon from './service.js';

/** /lqzx, the coupon centre (visitors see it, members claim), and /wdqb_yhq, /wdqb_xjq: the store's coupons and cash vouchers. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/coupon/centre', { schema: { querystring: PageQuery, response: { 200: Envelope(CentreCouponPage) } } }, async (request) =>
    ok(await centre.listCentre(app.db, request.auth, request.query)),
  );

  app.post('/coupon/claim', { schema: { body: CouponClaimBody, response: { 200: Answer(CouponClaimed) } } }, async (request) =>
    ok(await centre.claimCoupon(app.db, requireAuth(request), request.body), '领取成功'),
  );

  app.get('/user/coupon', { schema: { querystring: CouponQuery, response: { 200: Envelope(StoreCouponPage) } } }, async (request) =>
    ok(await coupon.listCoupons(app.db, requireAuth(request), request.query)),
  );

  app.get(
    '/user/availableCoupon',
    { schema: { querystring: AvailableCouponQuery, response: { 200: Envelope(StoreCouponPage) } } },
    async (request) => ok(await coupon.availableCoupons(app.db, requireAuth(request), request.query)),
  );

  app.get('/user/couponNum', { schema: { response: { 200: Envelope(CouponCounts) } } }, async (request) =>
    ok(await coupon.couponCounts(app.db, requireAuth(request))),
  );

  app.get('/user/vouchers', { schema: { querystring: PageQuery, response: { 200: Envelope(CashVoucherPage) } } }, async (request) =>
    ok(await coupon.listVouchers(app.db, requireAuth(request), request.query)),
  );
};

export default couponRoutes;
