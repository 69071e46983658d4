/** E-invoices (/dzfp): one per completed order, downloadable as a PDF. Money is yuan rounded down; times are seconds. */
import { z } from './zod.js';
import { Paged } from './envelope.js';
import { dbIdParam } from './goods.js';

export const InvoiceView = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  invoice_no: z.string(),
  /** The buyer on the invoice: the store's company name when it was issued. */
  title: z.string(),
  /** What the order paid, less refunds made before it completed. */
  amount: z.number(),
  created_at: z.number().int(),
  /** GET /api/invoice/:id/pdf */
  pdf_url: z.string(),
});
export type InvoiceView = z.infer<typeof InvoiceView>;

export const InvoicePage = Paged(InvoiceView);
export type InvoicePage = z.infer<typeof InvoicePage>;

export const InvoiceParams = z.object({ id: dbIdParam('发票编号') });
export type InvoiceParams = z.infer<typeof InvoiceParams>;
