import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { withTotal } from '../../db/paging.js';
import { invoices, orders } from '../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;

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
