/** The buyer's 医保进销存 (3503) downloads: one shipped order's, or the store's month of shipments. */
import { OrderParams, YbPurchaseMonthQuery, YbPurchaseQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentResponse } from '../../lib/raw-responses.js';
import { sendAttachment } from '../../lib/reply.js';
import { XLSX_MIME } from '../../lib/spreadsheet-writer.js';
import { perStoreDocumentLimit } from '../../plugins/document-limit.js';
import { requireAuth } from '../../plugins/session.js';
import { monthYbPurchases, orderYbPurchases } from './service.js';

const FILE = attachmentResponse('医保进销存（3503 商品采购，每个发货批次一行）：.xlsx 或 UTF-8 CSV', [XLSX_MIME, 'text/csv']);

const ybPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/yb_purchases',
    { schema: { params: OrderParams, querystring: YbPurchaseQuery, response: { 200: FILE } }, config: perStoreDocumentLimit },
    async (request, reply) => {
      const file = await orderYbPurchases(app.db, requireAuth(request).storeId, request.params.id, request.query.format);
      return sendAttachment(reply, { mime: file.mime, fileName: file.fileName, body: file.data });
    },
  );

  app.get(
    '/yb_purchases',
    { schema: { querystring: YbPurchaseMonthQuery, response: { 200: FILE } }, config: perStoreDocumentLimit },
    async (request, reply) => {
      const file = await monthYbPurchases(app.db, requireAuth(request).storeId, request.query.month, request.query.format);
      return sendAttachment(reply, { mime: file.mime, fileName: file.fileName, body: file.data });
    },
  );
};

export default ybPurchaseRoutes;
