import { OrderBatchParams, OrderParams } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentResponse, emptyResponse } from '../../lib/raw-responses.js';
import { sendAttachment } from '../../lib/reply.js';
import { perStoreDocumentLimit } from '../../plugins/document-limit.js';
import { requireAuth } from '../../plugins/session.js';
import * as gsp from './service.js';

/** The GSP papers a buyer downloads: an order's 随货同行单 and batch 检验报告, the supplier's 首营资料. */
const gspRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/delivery_note',
    { schema: { params: OrderParams, response: { 200: attachmentResponse('随货同行单 PDF', ['application/pdf']) } }, config: perStoreDocumentLimit },
    async (request, reply) => {
      const note = await gsp.buyerDeliveryNote(app.db, requireAuth(request), request.params.id, `${request.protocol}://${request.host}`);
      return sendAttachment(reply, { mime: 'application/pdf', fileName: note.fileName, body: note.data });
    },
  );

  app.get(
    '/order/:id/batches/:batch_id/report',
    { schema: { params: OrderBatchParams, response: { 302: emptyResponse('检验报告：Location 指向该批次的报告文件') } } },
    async (request, reply) =>
      reply.redirect(await gsp.batchReport(app.db, requireAuth(request), request.params.id, request.params.batch_id)),
  );

  app.get(
    '/user/supplier_documents',
    { schema: { response: { 200: attachmentResponse('首营资料 ZIP', ['application/zip']) } }, config: perStoreDocumentLimit },
    async (request, reply) => {
      const pack = await gsp.supplierDocuments(app.db, requireAuth(request));
      return sendAttachment(reply, { mime: 'application/zip', fileName: pack.fileName, body: pack.data });
    },
  );
};

export default gspRoutes;
