/** The console's 追溯码 capture at outbound, under /api/admin beside the order's shipping, and the switch that makes shipping wait for it. */
import {
  AdminOrderParams,
  AfterSaleTraceParams,
  Answer,
  Done,
  Envelope,
  OrderTraceCodes,
  TraceCodeParams,
  TraceBatchBody,
  TraceBatchResult,
  TraceCodeSetting,
  TraceImportResult,
  TraceReturnBody,
  TraceReturnResult,
  TraceScanBody,
  TraceScanResult,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadForm } from '../../lib/raw-responses.js';
import { ok } from '../../lib/reply.js';
import { acceptUploads, readUpload } from '../../lib/uploads/read.js';
import { requireStaff, staffOf } from '../admin/shared/guard.js';
import * as traceCodes from './service.js';

const WAREHOUSE = requireStaff('warehouse');
// Whether shipping waits for the codes is the administrators' to decide, not the warehouse's that would be held up.
const ADMIN = requireStaff('admin');

const traceCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The WMS file, the one upload here: no text fields beside it.
  await acceptUploads(app, 0);

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

  app.post(
    '/orders/:id/trace-codes/batch',
    { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, body: TraceBatchBody, response: { 200: Answer(TraceBatchResult) } } },
    async (request) => {
      const batch = await traceCodes.scanCodes(app.db, staffOf(request), request.params.id, request.body);
      return ok(batch, `已扫 ${batch.scanned}/${batch.quantity}（本次 ${batch.codes.length} 个）`);
    },
  );

  app.post(
    '/orders/:id/trace-codes/import',
    {
      preHandler: WAREHOUSE,
      schema: {
        params: AdminOrderParams,
        upload: uploadForm('WMS 导出的追溯码表（CSV/XLSX/XLS：单据号、商品编码、批号、追溯码）'),
        response: { 200: Answer(TraceImportResult) },
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      const result = await traceCodes.importCodes(app.db, staffOf(request), request.params.id, file);
      return ok(result, `已导入${result.imported}个追溯码`);
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

  app.post(
    '/after-sales/:id/trace-codes',
    {
      preHandler: WAREHOUSE,
      schema: { params: AfterSaleTraceParams, body: TraceReturnBody, response: { 200: Answer(TraceReturnResult) } },
    },
    async (request) => {
      const back = await traceCodes.returnCode(app.db, staffOf(request), request.params.id, request.body);
      return ok(back, `已扫回 ${back.returned}/${back.quantity}`);
    },
  );

  app.get('/settings/trace-codes', { preHandler: ADMIN, schema: { response: { 200: Envelope(TraceCodeSetting) } } }, async () =>
    ok(await traceCodes.traceCodeSetting(app.db)),
  );

  app.put(
    '/settings/trace-codes',
    { preHandler: ADMIN, schema: { body: TraceCodeSetting, response: { 200: Envelope(TraceCodeSetting) } } },
    async (request) => {
      const setting = await traceCodes.setTraceCodeSetting(app.db, staffOf(request), request.body);
      return ok(setting, setting.required === 1 ? '已开启：发货须扫追溯码' : '已关闭：发货无须扫追溯码');
    },
  );
};

export default traceCodeRoutes;
