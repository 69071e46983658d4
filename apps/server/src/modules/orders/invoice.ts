/** The invoice an order gets when it completes (a side effect of the order lifecycle); the invoice module lists and prints it. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices, stores } from '../../db/schema/index.js';

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
