import { OrderExportQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentResponse } from '../../lib/raw-responses.js';
import { sendAttachment } from '../../lib/reply.js';
import { XLSX_MIME } from '../../lib/spreadsheet-writer.js';
import { requireAuth } from '../../plugins/session.js';
import { orderExport } from './export.js';

/** /order 导出发货明细: the session's store's shipped batches as an ERP imports them (入库). */
const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/orders/export',
    {
      schema: {
        querystring: OrderExportQuery,
        response: { 200: attachmentResponse('发货明细（每个发货批次一行）：.xlsx 或 UTF-8 CSV', [XLSX_MIME, 'text/csv']) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const file = await orderExport(app.db, requireAuth(request).storeId, request.query);
      return sendAttachment(reply, { mime: file.mime, fileName: file.fileName, body: file.data });
    },
  );
};

export default orderExportRoutes;
