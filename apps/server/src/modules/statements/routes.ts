import { Answer, CreatedId, DisputeLineBody, Envelope, Statement, StatementMonths, StatementParams } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentResponse } from '../../lib/raw-responses.js';
import { ok, sendAttachment } from '../../lib/reply.js';
import { XLSX_MIME } from '../../lib/spreadsheet-writer.js';
import { perStoreDocumentLimit } from '../../plugins/document-limit.js';
import { requireAuth } from '../../plugins/session.js';
import { statementPdf, statementXlsx } from './files.js';
import * as statements from './service.js';

/** /dzd 对账单 of the session's store: any role reads them; 财务 (and 负责人) confirm or dispute (plugins/permissions.ts). */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/statements', { schema: { response: { 200: Envelope(StatementMonths) } } }, async (request) =>
    ok(await statements.statementMonths(app.db, requireAuth(request).storeId)),
  );

  app.get('/user/statements/:month', { schema: { params: StatementParams, response: { 200: Envelope(Statement) } } }, async (request) =>
    ok(statements.statementView(await statements.readMonth(app.db, requireAuth(request).storeId, request.params.month))),
  );

  app.get(
    '/user/statements/:month/pdf',
    { schema: { params: StatementParams, response: { 200: attachmentResponse('对账单 PDF', ['application/pdf']) } }, config: perStoreDocumentLimit },
    async (request, reply) => {
      const file = await statementPdf(app.db, requireAuth(request).storeId, request.params.month);
      return sendAttachment(reply, { mime: 'application/pdf', fileName: file.fileName, body: file.data });
    },
  );

  app.get(
    '/user/statements/:month/xlsx',
    { schema: { params: StatementParams, response: { 200: attachmentResponse('对账单 Excel（.xlsx）', [XLSX_MIME]) } } },
    async (request, reply) => {
      const file = await statementXlsx(app.db, requireAuth(request).storeId, request.params.month);
      return sendAttachment(reply, { mime: XLSX_MIME, fileName: file.fileName, body: file.data });
    },
  );

  app.post('/user/statements/:month/confirm', { schema: { params: StatementParams, response: { 200: Answer(z.null()) } } }, async (request) => {
    await statements.confirmStatement(app.db, requireAuth(request), request.params.month);
    return ok(null, '对账单已确认');
  });

  app.post(
    '/user/statements/:month/disputes',
    { schema: { params: StatementParams, body: DisputeLineBody, response: { 200: Answer(CreatedId) } } },
    async (request) => {
      const id = await statements.disputeLine(app.db, requireAuth(request), request.params.month, request.body);
      return ok({ id }, '异议已提交，客户经理会尽快答复');
    },
  );
};

export default statementRoutes;
