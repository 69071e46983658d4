import {
  AfterSaleImage,
  AfterSaleImageParams,
  AfterSalePage,
  AfterSaleParams,
  AfterSaleView,
  Answer,
  ReturnBody,
  ReturnCancelBody,
  ReturnListQuery,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendInline } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { acceptUploads, readUpload } from '../../lib/uploads/read.js';
import { imageFile, uploadImage } from './images.js';
import * as afterSales from './service.js';
import { uploadForm, uploadResponse } from '../../lib/raw-responses.js';

/** Returns and after-sales requests of the store's orders (/order/returnInfo, /order/afterSalesInfo). Multipart is for the pictures only. */
const afterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, 2);

  app.post('/order/return/image', { schema: { upload: uploadForm('退货商品的照片', 'picture'), response: { 200: Answer(AfterSaleImage) } } }, async (request) => {
    const auth = requireAuth(request);
    const upload = await readUpload(request);
    return ok(await uploadImage(app.db, app.config.dataDir, auth, upload.file), '图片已上传');
  });

  app.get('/order/return/image/:name', { schema: { params: AfterSaleImageParams, response: { 200: uploadResponse('退货申请的照片', 'picture') } } }, async (request, reply) => {
    const image = await imageFile(app.config.dataDir, requireAuth(request), request.params.name);
    return sendInline(reply, { mime: image.mime, fileName: request.params.name, body: image.stream });
  });

  app.post('/order/return', { schema: { body: ReturnBody, response: { 200: Answer(AfterSaleView) } } }, async (request) =>
    ok(await afterSales.requestReturn(app.db, app.config.dataDir, requireAuth(request), request.body), '申请已提交，请等待平台审核'),
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
