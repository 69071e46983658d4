import multipart from '@fastify/multipart';
import { Answer, HmOrder, HmOrderPage, HmReceiptFields, HmReceiptParams, PageQuery, UPLOAD_MAX_BYTES } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendInline } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { parseFields, readUpload } from '../qualification/upload.js';
import * as receipts from './service.js';

/** /hmdd: receipts of 含麻 orders. Multipart is registered here for this plugin's routes only. */
const hmReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.get('/hm/orders', { schema: { querystring: PageQuery, response: { 200: Answer(HmOrderPage) } } }, async (request) =>
    ok(await receipts.listHmOrders(app.db, requireAuth(request), request.query)),
  );

  app.post('/hm/receipt', { schema: { response: { 200: Answer(HmOrder) } } }, async (request) => {
    const auth = requireAuth(request);
    const upload = await readUpload(request);
    const fields = parseFields(HmReceiptFields, upload.fields);
    return ok(await receipts.uploadReceipt(app.db, app.config.dataDir, auth, fields.order_id, upload.file), '回执已上传，请等待审核');
  });

  app.get('/hm/receipt/:orderId', { schema: { params: HmReceiptParams } }, async (request, reply) => {
    const file = await receipts.receiptFile(app.db, app.config.dataDir, requireAuth(request), request.params.orderId);
    return sendInline(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
  });
};

export default hmReceiptRoutes;
