/**
 * /api/admin promotions: 满减/满折/买赠/换购, coupons, flash sales, combination packages, points-mall
 * gifts, lucky draws and their prizes, activity pages. Merchandisers run them (administrators too).
 * Multipart is registered here as in the catalogue, for the gifts' pictures.
 */
import {
  AdminActivityBody,
  AdminActivityDetail,
  AdminActivityPage,
  AdminActivityQuery,
  AdminCombinationBody,
  AdminCombinationPage,
  AdminCombinationQuery,
  AdminCouponBody,
  AdminCouponPage,
  AdminCouponQuery,
  AdminDrawBody,
  AdminDrawPage,
  AdminDrawPrizeBody,
  AdminFlashSaleBody,
  AdminFlashSalePage,
  AdminFlashSaleQuery,
  AdminIdParams,
  AdminPointsGoodsBody,
  AdminPointsGoodsPage,
  AdminPrizeParams,
  AdminPromotionBody,
  AdminPromotionDetail,
  AdminPromotionPage,
  AdminPromotionParams,
  AdminPromotionQuery,
  Answer,
  CouponIssueBody,
  CouponIssued,
  CouponPublishBody,
  CreatedId,
  Done,
  Envelope,
  NamedOptions,
  PageQuery,
  UploadedUrl,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadForm } from '../../../lib/raw-responses.js';
import { ok } from '../../../lib/reply.js';
import { acceptUploads } from '../../../lib/uploads/read.js';
import { uploadedFor } from '../catalog/uploads.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as activity from './activity-service.js';
import * as coupon from './coupon-service.js';
import * as draw from './draw-service.js';
import * as offer from './offer-service.js';
import * as promotion from './promotion-service.js';

const MERCH = requireStaff('merchandiser');

const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const db = app.db;
  const dataDir = app.config.dataDir;

  app.get('/promotions', { preHandler: MERCH, schema: { querystring: AdminPromotionQuery, response: { 200: Envelope(AdminPromotionPage) } } }, async (request) =>
    ok(await promotion.listPromotions(db, request.query)),
  );
  app.get('/promotions/:id', { preHandler: MERCH, schema: { params: AdminPromotionParams, response: { 200: Envelope(AdminPromotionDetail) } } }, async (request) =>
    ok(await promotion.promotionDetail(db, request.params.id)),
  );
  app.post('/promotions', { preHandler: MERCH, schema: { body: AdminPromotionBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await promotion.createPromotion(db, staffOf(request), request.body) }, '促销活动已添加'),
  );
  app.post(
    '/promotions/:id',
    { preHandler: MERCH, schema: { params: AdminPromotionParams, body: AdminPromotionBody, response: { 200: Done } } },
    async (request) => {
      await promotion.updatePromotion(db, staffOf(request), request.params.id, request.body);
      return ok(null, '促销活动已保存');
    },
  );
  app.post('/promotions/:id/end', { preHandler: MERCH, schema: { params: AdminPromotionParams, response: { 200: Done } } }, async (request) => {
    await promotion.endPromotion(db, staffOf(request), request.params.id);
    return ok(null, '促销活动已结束');
  });
  app.delete('/promotions/:id', { preHandler: MERCH, schema: { params: AdminPromotionParams, response: { 200: Done } } }, async (request) => {
    await promotion.deletePromotion(db, staffOf(request), request.params.id);
    return ok(null, '促销活动已删除');
  });

  app.get('/coupons', { preHandler: MERCH, schema: { querystring: AdminCouponQuery, response: { 200: Envelope(AdminCouponPage) } } }, async (request) =>
    ok(await coupon.listCoupons(db, request.query)),
  );
  app.get('/coupons/options', { schema: { response: { 200: Envelope(NamedOptions) } }, preHandler: MERCH }, async () => ok(await coupon.couponOptions(db)));
  app.post('/coupons', { preHandler: MERCH, schema: { body: AdminCouponBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await coupon.createCoupon(db, staffOf(request), request.body) }, '优惠券已添加'),
  );
  app.post('/coupons/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminCouponBody, response: { 200: Done } } }, async (request) => {
    await coupon.updateCoupon(db, staffOf(request), request.params.id, request.body);
    return ok(null, '优惠券已保存');
  });
  app.post('/coupons/:id/publish', { preHandler: MERCH, schema: { params: AdminIdParams, body: CouponPublishBody, response: { 200: Done } } }, async (request) => {
    await coupon.publishCoupon(db, staffOf(request), request.params.id, request.body.is_public === 1);
    return ok(null, request.body.is_public === 1 ? '已发布到领券中心' : '已从领券中心下架');
  });
  app.post('/coupons/:id/issue', { preHandler: MERCH, schema: { params: AdminIdParams, body: CouponIssueBody, response: { 200: Answer(CouponIssued) } } }, async (request) => {
    const stores = await coupon.issueCoupon(db, staffOf(request), request.params.id, request.body.store_ids);
    return ok({ stores }, `已向${stores}家门店发放`);
  });
  app.delete('/coupons/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await coupon.deleteCoupon(db, staffOf(request), request.params.id);
    return ok(null, '优惠券已删除');
  });

  app.get('/flash-sales', { preHandler: MERCH, schema: { querystring: AdminFlashSaleQuery, response: { 200: Envelope(AdminFlashSalePage) } } }, async (request) =>
    ok(await offer.listFlashSales(db, request.query)),
  );
  app.post('/flash-sales', { preHandler: MERCH, schema: { body: AdminFlashSaleBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await offer.createFlashSale(db, staffOf(request), request.body) }, '秒杀活动已添加'),
  );
  app.post('/flash-sales/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminFlashSaleBody, response: { 200: Done } } }, async (request) => {
    await offer.updateFlashSale(db, staffOf(request), request.params.id, request.body);
    return ok(null, '秒杀活动已保存');
  });
  app.delete('/flash-sales/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await offer.deleteFlashSale(db, staffOf(request), request.params.id);
    return ok(null, '秒杀活动已删除');
  });

  app.get('/combinations', { preHandler: MERCH, schema: { querystring: AdminCombinationQuery, response: { 200: Envelope(AdminCombinationPage) } } }, async (request) =>
    ok(await offer.listCombinations(db, request.query)),
  );
  app.post('/combinations', { preHandler: MERCH, schema: { body: AdminCombinationBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await offer.createCombination(db, staffOf(request), request.body) }, '组合套餐已添加'),
  );
  app.post('/combinations/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminCombinationBody, response: { 200: Done } } }, async (request) => {
    await offer.updateCombination(db, staffOf(request), request.params.id, request.body);
    return ok(null, '组合套餐已保存');
  });

  app.get('/points-goods', { preHandler: MERCH, schema: { querystring: PageQuery, response: { 200: Envelope(AdminPointsGoodsPage) } } }, async (request) =>
    ok(await draw.listPointsGoods(db, request.query)),
  );
  app.get('/points-goods/options', { schema: { response: { 200: Envelope(NamedOptions) } }, preHandler: MERCH }, async () => ok(await draw.pointsGoodsOptions(db)));
  app.post('/points-goods', { preHandler: MERCH, schema: { body: AdminPointsGoodsBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await draw.createPointsGoods(db, staffOf(request), request.body) }, '积分礼品已添加'),
  );
  app.post('/points-goods/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminPointsGoodsBody, response: { 200: Done } } }, async (request) => {
    await draw.updatePointsGoods(db, staffOf(request), request.params.id, request.body);
    return ok(null, '积分礼品已保存');
  });
  app.delete('/points-goods/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await draw.deletePointsGoods(db, dataDir, staffOf(request), request.params.id);
    return ok(null, '积分礼品已删除');
  });
  app.post('/points-goods/:id/image', { preHandler: MERCH, schema: { params: AdminIdParams, upload: uploadForm('积分商品图片', 'picture'), response: { 200: Answer(UploadedUrl) } } }, async (request) =>
    ok(
      { url: await draw.setPointsGoodsImage(db, dataDir, staffOf(request), request.params.id, await uploadedFor(request, 'picture')) },
      '礼品图片已上传',
    ),
  );

  app.get('/draws', { preHandler: MERCH, schema: { querystring: PageQuery, response: { 200: Envelope(AdminDrawPage) } } }, async (request) =>
    ok(await draw.listDraws(db, request.query)),
  );
  app.post('/draws', { preHandler: MERCH, schema: { body: AdminDrawBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await draw.createDraw(db, staffOf(request), request.body) }, '抽奖活动已添加'),
  );
  app.post('/draws/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminDrawBody, response: { 200: Done } } }, async (request) => {
    await draw.updateDraw(db, staffOf(request), request.params.id, request.body);
    return ok(null, '抽奖活动已保存');
  });
  app.delete('/draws/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await draw.deleteDraw(db, staffOf(request), request.params.id);
    return ok(null, '抽奖活动已删除');
  });
  app.post('/draws/:id/prizes', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminDrawPrizeBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await draw.createPrize(db, staffOf(request), request.params.id, request.body) }, '奖品已添加'),
  );
  app.post(
    '/draws/:id/prizes/:pid',
    { preHandler: MERCH, schema: { params: AdminPrizeParams, body: AdminDrawPrizeBody, response: { 200: Done } } },
    async (request) => {
      await draw.updatePrize(db, staffOf(request), request.params.id, request.params.pid, request.body);
      return ok(null, '奖品已保存');
    },
  );
  app.delete('/draws/:id/prizes/:pid', { preHandler: MERCH, schema: { params: AdminPrizeParams, response: { 200: Done } } }, async (request) => {
    await draw.deletePrize(db, staffOf(request), request.params.id, request.params.pid);
    return ok(null, '奖品已删除');
  });

  app.get('/activities', { preHandler: MERCH, schema: { querystring: AdminActivityQuery, response: { 200: Envelope(AdminActivityPage) } } }, async (request) =>
    ok(await activity.listActivities(db, request.query)),
  );
  app.get('/activities/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Envelope(AdminActivityDetail) } } }, async (request) =>
    ok(await activity.activityDetail(db, request.params.id)),
  );
  app.post('/activities', { preHandler: MERCH, schema: { body: AdminActivityBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await activity.createActivity(db, staffOf(request), request.body) }, '活动已添加'),
  );
  app.post('/activities/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminActivityBody, response: { 200: Done } } }, async (request) => {
    await activity.updateActivity(db, staffOf(request), request.params.id, request.body);
    return ok(null, '活动已保存');
  });
  app.delete('/activities/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await activity.deleteActivity(db, staffOf(request), request.params.id);
    return ok(null, '活动已删除');
  });
};

export default promotionAdminRoutes;
