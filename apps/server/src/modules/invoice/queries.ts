import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { withTotal } from '../../db/paging.js';
import { invoiceTaxFiles, invoices, orders, stores } from '../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type TaxFileRow = typeof invoiceTaxFiles.$inferSelect;

const withOrderNo = { invoice: invoices, orderNo: orders.orderNo };

export async function invoicePage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const where = eq(invoices.storeId, storeId);
  return withTotal(
    db
      .select(withOrderNo)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(invoices).where(where),
  );
}

export async function findInvoice(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select(withOrderNo)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), eq(invoices.storeId, storeId)));
  return row;
}

export async function invoiceOfOrder(db: DbOrTx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/** The tax files of these invoices, by invoice id, in the kinds' order (pdf, ofd, xml). */
export async function taxFilesOf(db: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, TaxFileRow[]>> {
  const out = new Map<number, TaxFileRow[]>();
  if (invoiceIds.length === 0) return out;
  const rows = await db
    .select()
    .from(invoiceTaxFiles)
    .where(inArray(invoiceTaxFiles.invoiceId, [...invoiceIds]))
    .orderBy(invoiceTaxFiles.id);
  for (const r of rows) out.set(r.invoiceId, [...(out.get(r.invoiceId) ?? []), r]);
  return out;
}

export async function taxFileOf(db: DbOrTx, invoiceId: number, kind: string): Promise<TaxFileRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceTaxFiles)
    .where(and(eq(invoiceTaxFiles.invoiceId, invoiceId), eq(invoiceTaxFiles.kind, kind)));
  return row;
}

/** The invoice row under its lock, for a change finance makes. */
export async function lockInvoice(db: DbOrTx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** The order another invoice holding this 数电票号码 belongs to, if any. */
export async function taxNoHolder(db: DbOrTx, taxInvoiceNo: string, exceptInvoiceId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.taxInvoiceNo, taxInvoiceNo), ne(invoices.id, exceptInvoiceId)));
  return row?.orderNo;
}

export async function setTaxInvoice(db: DbOrTx, id: number, taxInvoiceNo: string, taxInvoiceDate: string): Promise<void> {
  await db.update(invoices).set({ taxInvoiceNo, taxInvoiceDate }).where(eq(invoices.id, id));
}

/** Invoices with their order numbers, by order number (the import's rows). */
export async function invoicesByOrderNo(db: DbOrTx, orderNos: readonly string[]) {
  if (orderNos.length === 0) return [];
  return db
    .select({ invoice: invoices, orderNo: orders.orderNo, storeId: orders.storeId, managerId: stores.managerId })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(inArray(orders.orderNo, [...orderNos]));
}

/** The invoices holding any of these numbers, with their order numbers. */
export async function holdersOf(db: DbOrTx, taxInvoiceNos: readonly string[]) {
  if (taxInvoiceNos.length === 0) return [];
  return db
    .select({ id: invoices.id, taxInvoiceNo: invoices.taxInvoiceNo, orderNo: orders.orderNo })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(invoices.taxInvoiceNo, [...taxInvoiceNos]));
}

/** Keeps the file of one kind for the invoice, answering the path it replaced. */
export async function putTaxFile(db: DbOrTx, row: Omit<TaxFileRow, 'id' | 'uploadedAt'>): Promise<string | undefined> {
  const before = await taxFileOf(db, row.invoiceId, row.kind);
  if (before) {
    await db
      .update(invoiceTaxFiles)
      .set({ path: row.path, fileName: row.fileName, size: row.size, uploadedAt: new Date() })
      .where(eq(invoiceTaxFiles.id, before.id));
    return before.path;
  }
  await db.insert(invoiceTaxFiles).values(row);
  return undefined;
}

/**
 * The 数电票 of an order, for other modules (the 医保 3503 purchase export, the ERP, statements):
 * its number and date once finance recorded them, else undefined.
 */
export async function taxInvoiceOf(db: DbOrTx, orderId: number): Promise<{ taxInvoiceNo: string; taxInvoiceDate: string } | undefined> {
  const [row] = await db
    .select({ taxInvoiceNo: invoices.taxInvoiceNo, taxInvoiceDate: invoices.taxInvoiceDate })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row?.taxInvoiceNo && row.taxInvoiceDate ? { taxInvoiceNo: row.taxInvoiceNo, taxInvoiceDate: row.taxInvoiceDate } : undefined;
}

/** The same for many orders at once, by order id (orders without a recorded 数电票 are absent). */
export async function taxInvoicesOf(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, { taxInvoiceNo: string; taxInvoiceDate: string }>> {
  const out = new Map<number, { taxInvoiceNo: string; taxInvoiceDate: string }>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select({ orderId: invoices.orderId, taxInvoiceNo: invoices.taxInvoiceNo, taxInvoiceDate: invoices.taxInvoiceDate })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  for (const r of rows)
    if (r.taxInvoiceNo && r.taxInvoiceDate) out.set(r.orderId, { taxInvoiceNo: r.taxInvoiceNo, taxInvoiceDate: r.taxInvoiceDate });
  return out;
}

/** Clears the numbers of these invoices (an import rewriting them all in one transaction). */
export async function clearTaxInvoices(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(invoices)
    .set({ taxInvoiceNo: null })
    .where(inArray(invoices.id, [...ids]));
}

/** The recorded 数电票 of these orders, by order number (the monthly statement's lines name orders so). */
export async function taxInvoicesByOrderNo(
  db: DbOrTx,
  orderNos: readonly string[],
): Promise<Map<string, { taxInvoiceNo: string; taxInvoiceDate: string }>> {
  const out = new Map<string, { taxInvoiceNo: string; taxInvoiceDate: string }>();
  if (orderNos.length === 0) return out;
  const rows = await db
    .select({ orderNo: orders.orderNo, taxInvoiceNo: invoices.taxInvoiceNo, taxInvoiceDate: invoices.taxInvoiceDate })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(orders.orderNo, [...orderNos]));
  for (const r of rows)
    if (r.taxInvoiceNo && r.taxInvoiceDate) out.set(r.orderNo, { taxInvoiceNo: r.taxInvoiceNo, taxInvoiceDate: r.taxInvoiceDate });
  return out;
}
