/** E-invoices (/dzfp): one per completed order, downloadable as a PDF. Money is yuan rounded down; times are seconds. */
import { z } from './zod.js';
import { Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { isoDay } from './batches.js';

/**
 * 数电票 (全电发票): the number the tax system gives an invoice is 20 digits. Typed or pasted as
 * finance has it: NFKC turns full-width digits (an IME left on) into ASCII, spaces are the printed grouping.
 */
export const TAX_INVOICE_NO_MESSAGE = '数电票号码须为20位数字';
export const TaxInvoiceNo = z
  .string({ message: '请填写数电票号码' })
  .transform((v) => v.normalize('NFKC').replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, '请填写数电票号码')
      .regex(/^\d{20}$/, TAX_INVOICE_NO_MESSAGE),
  );

/** Today in China (UTC+8, no daylight saving), as YYYY-MM-DD: the last 开票日期 the rule takes, and the form's default. */
export const chinaTodayText = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 开票日期: a day that exists, not after today in China. */
export const TaxInvoiceDate = isoDay('开票日期').refine((v) => v <= chinaTodayText(), '开票日期不能晚于今天');

/** PUT /api/admin/invoices/:id/tax-invoice */
export const TaxInvoiceBody = z.strictObject({ tax_invoice_no: TaxInvoiceNo, tax_invoice_date: TaxInvoiceDate });
export type TaxInvoiceBody = z.infer<typeof TaxInvoiceBody>;

/** The files the tax system issues a 数电票 as; one of each per invoice. */
export const TAX_FILE_KINDS = ['pdf', 'ofd', 'xml'] as const;
export type TaxFileKind = (typeof TAX_FILE_KINDS)[number];
export const TAX_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const TAX_FILE_KIND_TEXT: Record<TaxFileKind, string> = { pdf: 'PDF', ofd: 'OFD', xml: 'XML' };

export const TaxFileView = z.object({
  kind: z.enum(TAX_FILE_KINDS),
  file_name: z.string(),
  size: z.number().int(),
  uploaded_at: z.number().int(),
  /** The buyer's GET /api/invoice/:id/tax-files/:kind, or the console's /api/admin/invoices/:id/tax-files/:kind. */
  url: z.string(),
});
export type TaxFileView = z.infer<typeof TaxFileView>;

export const TaxFileParams = z.object({
  id: dbIdParam('发票编号'),
  kind: z.enum(TAX_FILE_KINDS, { message: '文件类型须为 pdf、ofd 或 xml' }),
});
export type TaxFileParams = z.infer<typeof TaxFileParams>;

/** The columns of the 数电票 import (CSV/XLSX), in the template's order. */
export const TAX_INVOICE_IMPORT_COLUMNS = { order_no: '订单号', tax_invoice_no: '数电票号码', tax_invoice_date: '开票日期' } as const;
export const TAX_INVOICE_IMPORT_MAX_ROWS = 2000;

/** What the import answers: every row was recorded, or none (the refusal names the first bad row). */
export const TaxInvoiceImportResult = z.object({ recorded: z.number().int() });
export type TaxInvoiceImportResult = z.infer<typeof TaxInvoiceImportResult>;

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
  /** The 数电票号码 and 开票日期 (YYYY-MM-DD) once finance records them, else null. */
  tax_invoice_no: z.string().nullable(),
  tax_invoice_date: z.string().nullable(),
  /** The tax system's files uploaded so far (pdf, ofd, xml). */
  tax_invoice_files: z.array(TaxFileView),
});
export type InvoiceView = z.infer<typeof InvoiceView>;

export const InvoicePage = Paged(InvoiceView);
export type InvoicePage = z.infer<typeof InvoicePage>;

export const InvoiceParams = z.object({ id: dbIdParam('发票编号') });
export type InvoiceParams = z.infer<typeof InvoiceParams>;
