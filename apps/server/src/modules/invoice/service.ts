/** /dzfp: the store's e-invoices (one per completed order) and each as a PDF. */
import type { InvoicePage, PageQuery } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { getSetting } from '../content/settings.js';
import { findOrder, orderItemsOf } from '../orders/queries.js';
import { cjkFont } from './font.js';
import { chinaDay } from '../../lib/china-day.js';
import { renderInvoicePdf } from './pdf.js';
import * as q from './queries.js';
import { invoiceView } from './view.js';


export async function listInvoices(db: Db, auth: AuthContext, query: PageQuery): Promise<InvoicePage> {
  const { rows, total } = await q.invoicePage(db, auth.storeId, sliceOf(query));
  return pageOf(
    rows.map((r) => invoiceView(r.invoice, r.orderNo)),
    total,
    query,
  );
}

export async function invoicePdf(db: Db, auth: Pick<AuthContext, 'storeId'>, id: number): Promise<{ fileName: string; data: Buffer }> {
  const found = await q.findInvoice(db, auth.storeId, id);
  const order = found && (await findOrder(db, auth.storeId, found.invoice.orderId));
  if (!found || !order) throw notFound('发票');
  const font = await cjkFont();
  const [items, siteName] = await Promise.all([orderItemsOf(db, order.id), getSetting(db, 'site_name')]);
  const { invoice } = found;
  const data = await renderInvoicePdf(
    {
      invoiceNo: invoice.invoiceNo,
      issuedOn: chinaDay(invoice.createdAt),
      seller: siteName || '药采云医药批发商城',
      buyer: invoice.title,
      orderNo: order.orderNo,
      lines: items.map((i) => ({ name: i.name, spec: i.spec, unit: i.unit, number: i.number, price: i.price, amount: i.amount })),
      totals: {
        goods: order.goodsAmount,
        discount: order.promotionAmount + order.couponAmount,
        voucher: order.voucherAmount,
        shipping: order.shippingAmount,
        refunded: Math.max(0, order.payAmount - invoice.amount),
        total: invoice.amount,
      },
    },
    font,
  );
  return { fileName: `电子发票-${invoice.invoiceNo}.pdf`, data };
}
