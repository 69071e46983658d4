import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { bannerSvg, brandLogoSvg, goodsImageSvg } from '../../seed/data/images.js';
import type { GoodsKind } from '../../seed/data/types.js';
import * as q from './queries.js';

/** Product pictures, banners and brand logos are drawn by the server from their rows: nothing is downloaded. */
const SVG = 'image/svg+xml; charset=utf-8';
const Params = z.object({ id: z.coerce.number().int().positive('图片编号不正确') });
const GoodsParams = Params.extend({ variant: z.coerce.number().int().min(0).max(3).default(0) });

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=86400');
  });

  app.get('/img/goods/:id.svg', { schema: { params: Params, querystring: z.object({ v: GoodsParams.shape.variant }) } }, async (request, reply) => {
    const g = await q.goodsForImage(app.db, request.params.id);
    if (!g) throw notFound('商品图片');
    return reply.type(SVG).send(goodsImageSvg({ ...g, kind: g.kind as GoodsKind }, request.query.v));
  });

  app.get('/img/ad/:id.svg', { schema: { params: Params } }, async (request, reply) => {
    const ad = await q.adForImage(app.db, request.params.id);
    if (!ad) throw notFound('广告图片');
    return reply.type(SVG).send(bannerSvg({ title: ad.title, subtitle: ad.subtitle, color: ad.color }, ad.width, ad.height));
  });

  app.get('/img/brand/:id.svg', { schema: { params: Params } }, async (request, reply) => {
    const b = await q.brandForImage(app.db, request.params.id);
    if (!b) throw notFound('品牌图片');
    return reply.type(SVG).send(brandLogoSvg(b.name));
  });
};

export default imageRoutes;
