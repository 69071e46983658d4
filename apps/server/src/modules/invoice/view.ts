import { fenToYuan, type InvoiceView } from '@yc/contracts';
import { seconds } from '../../lib/epoch-seconds.js';
import type { InvoiceRow } from './queries.js';

export const invoicePdfUrl = (id: number) => `/api/invoice/${id}/pdf`;

export function invoiceView(row: InvoiceRow, orderNo: string): InvoiceView {
  return {
    id: row.id,
    order_id: row.orderId,
    order_no: orderNo,
    invoice_no: row.invoiceNo,
    title: row.title,
    amount: fenToYuan(row.amount),
    created_at: seconds(row.createdAt),
    pdf_url: invoicePdfUrl(row.id),
  };
}
