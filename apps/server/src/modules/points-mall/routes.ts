import {
  Answer,
  Done,
  Envelope,
  PageQuery,
  PointsExchangeBody,
  PointsExchangeResult,
  PointsGoodsPage,
  PointsOrderConfirmBody,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { goodsImageSvg } from '../../lib/images.js';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { isPublicUpload } from '../images/uploads.js';
import { goodsById } from './queries.js';
import * as mall from './service.js';
import { drawnPicture, uploadedInstead } from '../../lib/raw-responses.js';

const ImageParams = z.object({ id: z.coerce.number().int().positive('图片编号不正确').max(2_147_483_647, '图片编号不正确') });

/** /jfsc: gifts for points; an exchange is a points order listed at /jfdd (GET /api/points/orders). */
const pointsMallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/points/goods', { schema: { querystring: PageQuery, response: { 200: Envelope(PointsGoodsPage) } } }, async (request) =>
    ok(await mall.listGoods(app.db, request.auth, request.query)),
  );

  app.post('/points/exchange', { schema: { body: PointsExchangeBody, response: { 200: Answer(PointsExchangeResult) } } }, async (request) =>
    ok(await mall.exchange(app.db, requireAuth(request), request.body), '兑换成功'),
  );

  app.post('/points/orders/confirm', { schema: { body: PointsOrderConfirmBody, response: { 200: Done } } }, async (request) => {
    await mall.confirmReceipt(app.db, requireAuth(request), request.body.id);
    return ok(null, '已确认收货');
  });

  // A gift's picture is drawn from its row, as the catalogue's are: nothing is downloaded.
  const picture = { 200: drawnPicture('礼品图片'), 302: uploadedInstead('礼品图片') };
  app.get('/img/points-goods/:id.svg', { schema: { params: ImageParams, response: picture } }, async (request, reply) => {
    const gift = await goodsById(app.db, request.params.id);
    if (!gift) throw notFound('礼品图片');
    // An uploaded picture replaces the drawn one wherever a page still links the drawn address.
    if (isPublicUpload(gift.image)) return reply.redirect(gift.image);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(goodsImageSvg({ name: gift.name, spec: `${gift.points}积分`, manufacturer: '积分商城 · 会员礼品', kind: 'device' }));
  });
};

export default pointsMallRoutes;
