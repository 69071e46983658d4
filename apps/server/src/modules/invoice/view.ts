import { fenToYuan, type InvoiceView, type TaxFileKind, type TaxFileView } from '@yc/contracts';
import { seconds } from '../../lib/epoch-seconds.js';
import type { InvoiceRow, TaxFileRow } from './queries.js';

export const invoicePdfUrl = (id: number) => `/api/invoice/${id}/pdf`;
/** Where the buyer downloads a tax file; the console's is /api/admin/invoices/:id/tax-files/:kind. */
export const taxFileUrl = (id: number, kind: string) => `/api/invoice/${id}/tax-files/${kind}`;
export const staffTaxFileUrl = (id: number, kind: string) => `/api/admin/invoices/${id}/tax-files/${kind}`;

export function taxFileView(row: TaxFileRow, url: (id: number, kind: string) => string = taxFileUrl): TaxFileView {
  return {
    kind: row.kind as TaxFileKind,
    file_name: row.fileName,
    size: row.size,
    uploaded_at: seconds(row.uploadedAt),
    url: url(row.invoiceId, row.kind),
  };
}

export function invoiceView(row: InvoiceRow, orderNo: string, files: readonly TaxFileRow[] = []): InvoiceView {
  return {
    id: row.id,
    order_id: row.orderId,
    order_no: orderNo,
    invoice_no: row.invoiceNo,
    title: row.title,
    amount: fenToYuan(row.amount),
    created_at: seconds(row.createdAt),
    pdf_url: invoicePdfUrl(row.id),
    tax_invoice_no: row.taxInvoiceNo,
    tax_invoice_date: row.taxInvoiceDate,
    tax_invoice_files: files.map((f) => taxFileView(f)),
  };
}

/** The same invoice as the console shows it: its files at the console's addresses. */
export const staffInvoiceView = (view: InvoiceView): InvoiceView => ({
  ...view,
  tax_invoice_files: view.tax_invoice_files.map((f) => ({ ...f, url: staffTaxFileUrl(view.id, f.kind) })),
});
