import type { GoodsKind } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chinaDay } from '../../lib/china-day.js';
import { notFound } from '../../lib/errors.js';
import { bannerSvg, brandLogoSvg, goodsImageSvg, qualityReportSvg } from '../../lib/images.js';
import { drawnPicture, uploadedInstead, uploadResponse } from '../../lib/raw-responses.js';
import { sendInline } from '../../lib/reply.js';
import * as q from './queries.js';
import { isPublicUpload, openPublicUpload, PUBLIC_UPLOADS, type PublicUploadKind } from './uploads.js';

/** Product pictures, banners, brand logos and quality reports are drawn by the server from their rows: nothing is downloaded. */
const SVG = 'image/svg+xml; charset=utf-8';
const Params = z.object({ id: z.coerce.number().int().positive('图片编号不正确') });
const GoodsParams = Params.extend({ variant: z.coerce.number().int().min(0).max(3).default(0) });
const UploadParams = z.object({
  kind: z.enum(Object.keys(PUBLIC_UPLOADS) as [PublicUploadKind, ...PublicUploadKind[]], { message: '图片不存在' }),
  owner: Params.shape.id,
  file: z.string().max(40, '图片不存在'),
});

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'public, max-age=86400');
  });

  const goodsPicture = { 200: drawnPicture('商品图片'), 302: uploadedInstead('商品图片') };
  app.get('/img/goods/:id.svg', { schema: { params: Params, querystring: z.object({ v: GoodsParams.shape.variant }), response: goodsPicture } }, async (request, reply) => {
    const g = await q.goodsForImage(app.db, request.params.id);
    if (!g) throw notFound('商品图片');
    // Uploaded pictures replace the drawn ones wherever a page still links the drawn address.
    if (g.images.length) return reply.redirect(g.images[request.query.v] ?? g.images[0]);
    return reply.type(SVG).send(goodsImageSvg({ ...g, kind: g.kind as GoodsKind }, request.query.v));
  });

  // A console upload never changes under its name (a new one gets a new name): cached for good.
  const upload = { 200: uploadResponse('后台上传的图片或检验报告', 'document') };
  app.get('/img/upload/:kind/:owner/:file', { schema: { params: UploadParams, response: upload } }, async (request, reply) => {
    const { kind, owner, file } = request.params;
    const found = await openPublicUpload(app.config.dataDir, kind, owner, file);
    if (!found) throw notFound('图片');
    return sendInline(reply, { mime: found.mime, fileName: file, body: found.stream }, 'public, max-age=31536000, immutable');
  });

  app.get('/img/ad/:id.svg', { schema: { params: Params, response: { 200: drawnPicture('广告图片') } } }, async (request, reply) => {
    const ad = await q.adForImage(app.db, request.params.id);
    if (!ad) throw notFound('广告图片');
    return reply.type(SVG).send(bannerSvg({ title: ad.title, subtitle: ad.subtitle, color: ad.color }, ad.width, ad.height));
  });

  const brandLogo = { 200: drawnPicture('品牌标志'), 302: uploadedInstead('品牌标志') };
  app.get('/img/brand/:id.svg', { schema: { params: Params, response: brandLogo } }, async (request, reply) => {
    const b = await q.brandForImage(app.db, request.params.id);
    if (!b) throw notFound('品牌图片');
    if (isPublicUpload(b.logo)) return reply.redirect(b.logo);
    return reply.type(SVG).send(brandLogoSvg(b.name));
  });

  const reportScan = { 200: drawnPicture('检验报告'), 302: uploadedInstead('检验报告扫描件') };
  app.get('/img/report/:id.svg', { schema: { params: Params, response: reportScan } }, async (request, reply) => {
    const r = await q.reportForImage(app.db, request.params.id);
    // A report waiting for its scan (only a message) has no picture; an uploaded scan replaces the drawn one.
    if (!r?.url) throw notFound('检验报告');
    if (r.url !== request.url) return reply.redirect(r.url);
    return reply.type(SVG).send(qualityReportSvg({ ...r, date: chinaDay(r.createdAt) }));
  });
};

export default imageRoutes;
