import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, orders, stores } from '../../db/schema/index.js';
import type { PageSlice } from '../catalog/queries.js';
import { withTotal } from '../catalog/queries.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Issues the order's invoice, titled with the store's company as it is now and numbered FP + the
 * day in China + the order id; an order that has one keeps it. Answers the invoice number.
 */
export async function issueInvoice(tx: DbOrTx, i: { orderId: number; storeId: number; amount: number }): Promise<string> {
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: i.orderId,
      storeId: i.storeId,
      amount: i.amount,
      invoiceNo: sql`'FP' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(${i.orderId}::text, 10, '0')`,
      title: sql`(SELECT ${stores.company} FROM ${stores} WHERE ${stores.id} = ${i.storeId})`,
    })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning({ invoiceNo: invoices.invoiceNo });
  if (row) return row.invoiceNo;
  const [existing] = await tx.select({ invoiceNo: invoices.invoiceNo }).from(invoices).where(eq(invoices.orderId, i.orderId));
  return existing.invoiceNo;
}

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
