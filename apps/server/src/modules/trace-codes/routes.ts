/** The console's 追溯码 capture at outbound, under /api/admin beside the order's shipping. */
import { AdminOrderParams, Answer, Done, Envelope, OrderTraceCodes, TraceCodeParams, TraceScanBody, TraceScanResult } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireStaff, staffOf } from '../admin/shared/guard.js';
import * as traceCodes from './service.js';

const WAREHOUSE = requireStaff('warehouse');

const traceCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/trace-codes',
    { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, response: { 200: Envelope(OrderTraceCodes) } } },
    async (request) => ok(await traceCodes.orderTraceCodes(app.db, request.params.id)),
  );

  app.post(
    '/orders/:id/trace-codes',
    { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, body: TraceScanBody, response: { 200: Answer(TraceScanResult) } } },
    async (request) => {
      const scanned = await traceCodes.scanCode(app.db, staffOf(request), request.params.id, request.body);
      return ok(scanned, `已扫 ${scanned.scanned}/${scanned.quantity}`);
    },
  );

  app.delete(
    '/orders/:id/trace-codes/:codeId',
    { preHandler: WAREHOUSE, schema: { params: TraceCodeParams, response: { 200: Done } } },
    async (request) => {
      const code = await traceCodes.removeCode(app.db, staffOf(request), request.params.id, request.params.codeId);
      return ok(null, `已删除追溯码 ${code}`);
    },
  );
};

export default traceCodeRoutes;
