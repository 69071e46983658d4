import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { accountManagers, invoices, stores } from '../../../src/db/schema/index.js';
import { uploadPath, writeUploadFile } from '../../../src/lib/uploads/files.js';
import { invoiceTaxFiles } from '../../../src/db/schema/index.js';
import { adminCall } from '../admin-call.js';
import { completed } from '../order-fixtures.js';

let serial = 0;
const RUN = String(Date.now() % 1e9).padStart(9, '0');
/** A 数电票号码 no other call uses. */
const taxNo = () => `27${RUN}${String((serial += 1)).padStart(9, '0')}`;

/** A completed order's invoice, its store looked after by a manager card (finance's scope), and that card. */
async function managedInvoice(app: App) {
  const order = await completed(app);
  const [card] = await app.db
    .insert(accountManagers)
    .values({ name: '财务经理', phone: '13900008888' })
    .returning({ id: accountManagers.id });
  await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, order.buyer.storeId));
  const [row] = await app.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.orderId));
  return { invoiceId: row.id, storeId: order.buyer.storeId, managerId: card.id };
}

/** The same with a PDF the tax system issued, on disk. */
async function invoiceWithFile(app: App) {
  const found = await managedInvoice(app);
  const path = uploadPath('tax-invoices', found.storeId, `${String(found.invoiceId).padStart(32, '0')}.pdf`);
  const data = Buffer.from('%PDF-1.7\n%%EOF\n');
  await writeUploadFile(app.config.dataDir, path, data);
  await app.db.insert(invoiceTaxFiles).values({ invoiceId: found.invoiceId, kind: 'pdf', path, fileName: '发票.pdf', size: data.length });
  return found;
}

const taxOf = async (app: App, { invoiceId }: { invoiceId: number }) =>
  (await app.db.select({ no: invoices.taxInvoiceNo, on: invoices.taxInvoiceDate }).from(invoices).where(eq(invoices.id, invoiceId)))[0];

export const calls = [
  adminCall({
    name: 'PUT /api/admin/invoices/:id/tax-invoice',
    roles: ['account_manager'],
    prepare: managedInvoice,
    memberOptions: ({ managerId }) => ({ accountManagerId: managerId }),
    request: ({ invoiceId }) => ({
      method: 'PUT',
      url: `/api/admin/invoices/${invoiceId}/tax-invoice`,
      payload: { tax_invoice_no: taxNo(), tax_invoice_date: '2026-01-05' },
    }),
    change: { read: taxOf, audit: { action: 'invoice.tax_invoice', entity: 'invoice', entityId: ({ invoiceId }) => invoiceId } },
  }),
  adminCall({
    name: 'GET /api/admin/invoices/:id/tax-files/:kind',
    roles: ['warehouse', 'account_manager'],
    prepare: invoiceWithFile,
    request: ({ invoiceId }) => ({ method: 'GET', url: `/api/admin/invoices/${invoiceId}/tax-files/pdf` }),
  }),
];
