/** The console's 冷链 record of an order, under /api/admin beside its shipping: read it, enter readings, or read the logger's CSV. */
import { AdminOrderParams, Answer, ColdChainFileQuery, ColdChainReadingsBody, ColdChainRecord, Envelope } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadForm } from '../../lib/raw-responses.js';
import { ok } from '../../lib/reply.js';
import { FieldError } from '../../lib/errors.js';
import { acceptUploads, readUpload } from '../../lib/uploads/read.js';
import { requireStaff, staffOf } from '../admin/shared/guard.js';
import { parseLoggerFile } from './logger-file.js';
import * as coldChain from './service.js';

const WAREHOUSE = requireStaff('warehouse');
const READERS = requireStaff('warehouse', 'account_manager');

const coldChainAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, 1);

  app.get(
    '/orders/:id/cold-chain',
    { preHandler: READERS, schema: { params: AdminOrderParams, response: { 200: Envelope(ColdChainRecord) } } },
    async (request) => ok(await coldChain.adminRecord(app.db, staffOf(request), request.params.id)),
  );

  app.post(
    '/orders/:id/cold-chain/readings',
    {
      preHandler: WAREHOUSE,
      schema: { params: AdminOrderParams, body: ColdChainReadingsBody, response: { 200: Answer(ColdChainRecord) } },
    },
    async (request) => {
      const { stage, readings } = request.body;
      const record = await coldChain.addReadings(app.db, staffOf(request), request.params.id, stage, readings, 'manual');
      return ok(record, `已记录${readings.length}条温度${record.out_of_range ? `，其中${record.out_of_range}条超出冷链范围` : ''}`);
    },
  );

  app.post(
    '/orders/:id/cold-chain/file',
    {
      preHandler: WAREHOUSE,
      schema: {
        params: AdminOrderParams,
        querystring: ColdChainFileQuery,
        upload: uploadForm('温度记录仪导出的 CSV（时间,温度），不超过 256 KB'),
        response: { 200: Answer(ColdChainRecord) },
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      if (!file) throw new FieldError('file', '请选择温度记录仪导出的 CSV 文件');
      const readings = parseLoggerFile(file.data);
      const record = await coldChain.addReadings(app.db, staffOf(request), request.params.id, request.query.stage, readings, 'file');
      return ok(record, `已导入${readings.length}条温度${record.out_of_range ? `，全单${record.out_of_range}条超出冷链范围` : ''}`);
    },
  );
};

export default coldChainAdminRoutes;
