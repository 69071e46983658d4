import { Envelope, InvoicePage, InvoiceParams, PageQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendInline } from '../../lib/reply.js';
import { perStoreDocumentLimit } from '../../plugins/document-limit.js';
import { requireAuth } from '../../plugins/session.js';
import * as invoice from './service.js';
import { fileResponse } from '../../lib/raw-responses.js';

/** /dzfp: e-invoices of the store's completed orders. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/invoice/list', { schema: { querystring: PageQuery, response: { 200: Envelope(InvoicePage) } } }, async (request) =>
    ok(await invoice.listInvoices(app.db, requireAuth(request), request.query)),
  );

  app.get('/invoice/:id/pdf', { schema: { params: InvoiceParams, response: { 200: fileResponse('电子发票 PDF', ['application/pdf']) } }, config: perStoreDocumentLimit }, async (request, reply) => {
    const pdf = await invoice.invoicePdf(app.db, requireAuth(request), request.params.id);
    return sendInline(reply, { mime: 'application/pdf', fileName: pdf.fileName, body: pdf.data });
  });
};

export default invoiceRoutes;
