import { Envelope, InvoicePage, InvoiceParams, PageQuery, TaxFileParams } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendAttachment, sendInline } from '../../lib/reply.js';
import { perStoreDocumentLimit } from '../../plugins/document-limit.js';
import { requireAuth } from '../../plugins/session.js';
import * as invoice from './service.js';
import { attachmentResponse, fileResponse } from '../../lib/raw-responses.js';
import { buyerTaxFile } from './tax-invoice.js';

/** /dzfp: e-invoices of the store's completed orders. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/invoice/list', { schema: { querystring: PageQuery, response: { 200: Envelope(InvoicePage) } } }, async (request) =>
    ok(await invoice.listInvoices(app.db, requireAuth(request), request.query)),
  );

  app.get('/invoice/:id/pdf', { schema: { params: InvoiceParams, response: { 200: fileResponse('电子发票 PDF', ['application/pdf']) } }, config: perStoreDocumentLimit }, async (request, reply) => {
    const pdf = await invoice.invoicePdf(app.db, requireAuth(request), request.params.id);
    return sendInline(reply, { mime: 'application/pdf', fileName: pdf.fileName, body: pdf.data });
  });

  // The tax system's own files are saved, not shown: an XML opened inline would be a page of this site.
  app.get(
    '/invoice/:id/tax-files/:kind',
    { schema: { params: TaxFileParams, response: { 200: attachmentResponse('数电票文件', ['application/pdf', 'application/ofd', 'application/xml']) } } },
    async (request, reply) => {
      const file = await buyerTaxFile(app.db, app.config.dataDir, requireAuth(request), request.params.id, request.params.kind);
      return sendAttachment(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
    },
  );
};

export default invoiceRoutes;
