import { AvailableCouponQuery, CashVoucherPage, CouponCounts, CouponQuery, Envelope, PageQuery, StoreCouponPage } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as coupon from './service.js';

/** /wdqb_yhq and /wdqb_xjq: the store's coupons and cash vouchers. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
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
