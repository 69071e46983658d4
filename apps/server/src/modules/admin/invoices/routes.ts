import {
  Done,
  Envelope,
  TAX_FILE_KIND_TEXT,
  TaxFileParams,
  TaxInvoiceBody,
  TaxInvoiceImportResult,
  AdminInvoiceParams,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentResponse, uploadForm } from '../../../lib/raw-responses.js';
import { ok, sendAttachment } from '../../../lib/reply.js';
import { acceptUploads, readUpload } from '../../../lib/uploads/read.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as tax from './service.js';

/** Finance's work: account managers (their stores) and administrators. */
const FINANCE = requireStaff('account_manager');
const READERS = requireStaff('warehouse', 'account_manager');

/** /api/admin 数电票: the number and date of each order's invoice, its import, and the tax system's files. */
const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, 1);

  app.put(
    '/invoices/:id/tax-invoice',
    { preHandler: FINANCE, schema: { params: AdminInvoiceParams, body: TaxInvoiceBody, response: { 200: Done } } },
    async (request) => {
      await tax.setTaxInvoice(app.db, staffOf(request), request.params.id, request.body);
      return ok(null, '数电票信息已保存，买家可在电子发票中查看');
    },
  );

  app.post(
    '/invoices/tax-invoices/import',
    {
      preHandler: FINANCE,
      schema: {
        upload: uploadForm('数电票登记表（CSV/XLSX/XLS：订单号、数电票号码、开票日期）'),
        response: { 200: Envelope(TaxInvoiceImportResult) },
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      const result = await tax.importTaxInvoices(app.db, staffOf(request), file);
      return ok(result, `已导入${result.recorded}张数电票`);
    },
  );

  app.post(
    '/invoices/:id/tax-files',
    {
      preHandler: FINANCE,
      schema: {
        params: AdminInvoiceParams,
        upload: uploadForm('税务系统开具的发票文件：PDF/OFD/XML，不超过 5 MB'),
        response: { 200: Done },
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      const kind = await tax.uploadTaxFile(app.db, app.config.dataDir, staffOf(request), request.params.id, file);
      return ok(null, `${TAX_FILE_KIND_TEXT[kind]} 发票文件已上传`);
    },
  );

  app.get(
    '/invoices/:id/tax-files/:kind',
    {
      preHandler: READERS,
      schema: {
        params: TaxFileParams,
        response: { 200: attachmentResponse('数电票文件', ['application/pdf', 'application/ofd', 'application/xml']) },
      },
    },
    async (request, reply) => {
      const file = await tax.staffTaxFile(app.db, app.config.dataDir, staffOf(request), request.params.id, request.params.kind);
      return sendAttachment(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
    },
  );
};

export default invoiceAdminRoutes;
