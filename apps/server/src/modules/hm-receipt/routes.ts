import { Answer, HmOrder, HmOrderPage, HmReceiptFields, HmReceiptParams, PageQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendInline } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { acceptUploads, parseFields, readUpload } from '../../lib/uploads/read.js';
import * as receipts from './service.js';
import { uploadForm, uploadResponse } from '../../lib/raw-responses.js';

/** /hmdd: receipts of 含麻 orders. Multipart is registered here for this plugin's routes only. */
const hmReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, 5);

  app.get('/hm/orders', { schema: { querystring: PageQuery, response: { 200: Answer(HmOrderPage) } } }, async (request) =>
    ok(await receipts.listHmOrders(app.db, requireAuth(request), request.query)),
  );

  app.post('/hm/receipt', { schema: { upload: uploadForm('签收回执扫描件', 'document', HmReceiptFields), response: { 200: Answer(HmOrder) } } }, async (request) => {
    const auth = requireAuth(request);
    const upload = await readUpload(request);
    const fields = parseFields(HmReceiptFields, upload.fields);
    return ok(await receipts.uploadReceipt(app.db, app.config.dataDir, auth, fields.order_id, upload.file), '回执已上传，请等待审核');
  });

  app.get('/hm/receipt/:orderId', { schema: { params: HmReceiptParams, response: { 200: uploadResponse('含麻订单的签收回执', 'document') } } }, async (request, reply) => {
    const file = await receipts.receiptFile(app.db, app.config.dataDir, requireAuth(request), request.params.orderId);
    return sendInline(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
  });
};

export default hmReceiptRoutes;
