/**
 * The console's 数电票: finance (account managers, for the stores they look after, and
 * administrators) records each invoice's 数电票号码 and 开票日期, one by one or from a file, and
 * uploads the tax system's files. Every change runs in one transaction with its audit row.
 */
import { TAX_FILE_MAX_BYTES, type TaxFileKind, type TaxInvoiceBody, type TaxInvoiceImportResult } from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads/kinds.js';
import { invoiceTaxFiles, invoices } from '../../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import * as iq from '../../invoice/queries.js';
import {
  checkTaxFile,
  dropTaxFile,
  keepTaxFile,
  matchTaxInvoiceLines,
  openTaxFile,
  readTaxInvoiceFile,
  recordTaxInvoice,
  storeTaxFile,
  writeTaxInvoiceLines,
  type SentTaxFile,
} from '../../invoice/tax-invoice.js';
import { audit, audited } from '../shared/audit.js';
import { managedStoresOf } from '../shared/scope.js';
import type { StaffContext } from '../shared/session.js';
import { invoiceStore } from '../orders/queries.js';

const ENTITY = 'invoice';

/** What the audit log shows of an invoice's 数电票: the number, the date and the files kept. */
async function taxState(tx: Tx, id: number) {
  const [row] = await tx
    .select({ taxInvoiceNo: invoices.taxInvoiceNo, taxInvoiceDate: invoices.taxInvoiceDate })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update');
  const files = await tx
    .select({ kind: invoiceTaxFiles.kind, fileName: invoiceTaxFiles.fileName, size: invoiceTaxFiles.size })
    .from(invoiceTaxFiles)
    .where(eq(invoiceTaxFiles.invoiceId, id))
    .orderBy(invoiceTaxFiles.kind);
  return { ...row, files };
}

/** The invoice's store when the member may reach it, else 404 (another manager's store looks like no invoice). */
async function reachableStore(db: Db, staff: StaffContext, id: number): Promise<number> {
  const storeId = await invoiceStore(db, id, managedStoresOf(staff));
  if (storeId === undefined) throw notFound('发票');
  return storeId;
}

export async function setTaxInvoice(db: Db, staff: StaffContext, id: number, body: TaxInvoiceBody): Promise<void> {
  await reachableStore(db, staff, id);
  await audited(db, staff, { action: 'invoice.tax_invoice', entity: ENTITY, entityId: id, read: (tx) => taxState(tx, id) }, (tx) =>
    recordTaxInvoice(tx, id, body.tax_invoice_no, body.tax_invoice_date),
  );
}

/** The whole file or nothing: read and checked first, then matched and written in one transaction, one audit row per invoice. */
export async function importTaxInvoices(db: Db, staff: StaffContext, file: UploadedFile | undefined): Promise<TaxInvoiceImportResult> {
  const lines = await readTaxInvoiceFile(file);
  return db.transaction(async (tx) => {
    const matched = await matchTaxInvoiceLines(tx, lines, managedStoresOf(staff));
    const before = new Map<number, unknown>();
    for (const m of matched) before.set(m.invoiceId, await taxState(tx, m.invoiceId));
    await writeTaxInvoiceLines(tx, matched);
    for (const m of matched) {
      await audit(tx, staff, {
        action: 'invoice.tax_import',
        entity: ENTITY,
        entityId: m.invoiceId,
        before: before.get(m.invoiceId),
        after: await taxState(tx, m.invoiceId),
      });
    }
    return { recorded: matched.length };
  });
}

/** Keeps the tax system's file of its kind for the invoice, replacing the one before. */
export async function uploadTaxFile(
  db: Db,
  dataDir: string,
  staff: StaffContext,
  id: number,
  file: UploadedFile | undefined,
): Promise<TaxFileKind> {
  const storeId = await reachableStore(db, staff, id);
  const checked = checkTaxFile(file, TAX_FILE_MAX_BYTES);
  const saved = await storeTaxFile(db, dataDir, staff.staffId, storeId, checked);
  const replaced = await audited(
    db,
    staff,
    { action: 'invoice.tax_file', entity: ENTITY, entityId: id, read: (tx) => taxState(tx, id) },
    (tx) =>
      keepTaxFile(tx, id, { kind: checked.kind, path: saved, fileName: file?.name ?? `发票.${checked.kind}`, size: checked.data.length }),
  ).catch(async (err: unknown) => {
    await dropTaxFile(db, dataDir, saved);
    throw err;
  });
  if (replaced) await dropTaxFile(db, dataDir, replaced);
  return checked.kind;
}

export async function staffTaxFile(db: Db, dataDir: string, staff: StaffContext, id: number, kind: TaxFileKind): Promise<SentTaxFile> {
  await reachableStore(db, staff, id);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw notFound('发票文件');
  return openTaxFile(db, dataDir, invoice as iq.InvoiceRow, kind);
}
