/** /dzfp: the store's e-invoices (one per completed order) and each as a PDF. */
import type { InvoicePage, InvoiceView, PageQuery } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { getSetting } from '../content/settings.js';
import { findOrder, orderItemsOf, type OrderRow } from '../orders/queries.js';
import { amountPartsOf, sharesOfOrder } from '../orders/shares.js';
import { cjkFont } from '../../lib/pdf/font.js';
import { renderOffThread } from '../../lib/pdf/render-pool.js';
import { chinaDay } from '../../lib/china-day.js';
import { renderInvoicePdf, type InvoiceLine } from './pdf.js';
import * as q from './queries.js';
import { invoiceView } from './view.js';

export async function listInvoices(db: Db, auth: AuthContext, query: PageQuery): Promise<InvoicePage> {
  const { rows, total } = await q.invoicePage(db, auth.storeId, sliceOf(query));
  const files = await q.taxFilesOf(db, rows.map((r) => r.invoice.id));
  return pageOf(
    rows.map((r) => invoiceView(r.invoice, r.orderNo, files.get(r.invoice.id))),
    total,
    query,
  );
}

export async function invoicePdf(db: Db, auth: Pick<AuthContext, 'storeId'>, id: number): Promise<{ fileName: string; data: Buffer }> {
  const found = await q.findInvoice(db, auth.storeId, id);
  const order = found && (await findOrder(db, auth.storeId, found.invoice.orderId));
  if (!found || !order) throw notFound('发票');
  await cjkFont('电子发票');
  const [items, siteName] = await Promise.all([orderItemsOf(db, order.id), getSetting(db, 'site_name')]);
  const { invoice } = found;
  const shares = sharesOfOrder(order, items);
  const lines: InvoiceLine[] = items.map((i, k) => ({
    name: i.name,
    spec: i.spec,
    unit: i.unit,
    number: i.number,
    price: i.price,
    subtotal: shares.lines[k].subtotal_fen,
    discount: shares.lines[k].subtotal_fen - shares.lines[k].paid_fen,
    paid: shares.lines[k].paid_fen,
  }));
  const shipping = shares.shipping;
  if (shipping.amount_fen > 0) {
    const fee = shipping.amount_fen;
    lines.push({ name: '运费', spec: '', unit: '', number: 1, price: fee, subtotal: fee, discount: shipping.voucher_fen, paid: shipping.paid_fen });
  }
  const data = await renderOffThread(new URL('./pdf.js', import.meta.url), renderInvoicePdf, '电子发票', {
    invoiceNo: invoice.invoiceNo,
    issuedOn: chinaDay(invoice.createdAt),
    seller: siteName || '药采云医药批发商城',
    buyer: invoice.title,
    orderNo: order.orderNo,
    lines,
    amounts: amountPartsOf(order),
    refunded: Math.max(0, order.payAmount - invoice.amount),
    total: invoice.amount,
  });
  return { fileName: `电子发票-${invoice.invoiceNo}.pdf`, data };
}

/** The invoice part of the buyer's order detail (orders/detail.ts), none before the order completes. */
export async function invoiceOfOrderView(db: DbOrTx, order: OrderRow): Promise<InvoiceView | null> {
  const row = await q.invoiceOfOrder(db, order.id);
  return row ? invoiceView(row, order.orderNo, (await q.taxFilesOf(db, [row.id])).get(row.id)) : null;
}
