/** The buyer's 追溯码: the download of a shipment's codes beside its 随货同行单, and a box's code scanned on the phone. */
import { Envelope, OrderParams, TraceGoods, TraceGoodsQuery, TraceHandoverQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentResponse } from '../../lib/raw-responses.js';
import { ok, sendAttachment } from '../../lib/reply.js';
import { XLSX_MIME } from '../../lib/spreadsheet-writer.js';
import { perStoreDocumentLimit } from '../../plugins/document-limit.js';
import { requireAuth } from '../../plugins/session.js';
import { traceHandover } from './handover.js';
import { tracedGoods } from './lookup.js';

const traceHandoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:id/trace_codes',
    {
      schema: {
        params: OrderParams,
        querystring: TraceHandoverQuery,
        response: {
          200: attachmentResponse('随货追溯码（每盒一行）：.xlsx、UTF-8 CSV 或 XML', [XLSX_MIME, 'text/csv', 'application/xml']),
        },
      },
      config: perStoreDocumentLimit,
    },
    async (request, reply) => {
      const file = await traceHandover(app.db, requireAuth(request).storeId, request.params.id, request.query.format);
      return sendAttachment(reply, { mime: file.mime, fileName: file.fileName, body: file.data });
    },
  );

  app.get('/goods/trace_code', { schema: { querystring: TraceGoodsQuery, response: { 200: Envelope(TraceGoods) } } }, async (request) =>
    ok(await tracedGoods(app.db, requireAuth(request).storeId, request.query.code)),
  );
};

export default traceHandoverRoutes;
