/** What GET /api/order/info/:id shows beyond the order placed: delivery, discounts, invoice, after-sales, 含麻 receipt, actions. */
import { fenToYuan, type OrderInfo, type OrderPromotion } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { secondsOrNull } from '../../lib/epoch-seconds.js';
import { requestsOfOrder } from '../after-sales/queries.js';
import { itemsById, requestSummary } from '../after-sales/view.js';
import { hmReceiptView } from '../hm-receipt/view.js';
import { invoiceOfOrder } from '../invoice/queries.js';
import { invoiceView } from '../invoice/view.js';
import { requestedUnits, type OrderEventRow, type OrderItemRow, type OrderRow } from '../orders/queries.js';
import { mayReturn, orderActions } from './actions.js';
import { logisticsOf } from './logistics.js';
import { couponName } from './queries.js';

type Extras = Pick<
  OrderInfo,
  | 'shipped_at'
  | 'delivered_at'
  | 'completed_at'
  | 'can_pay'
  | 'can_cancel'
  | 'can_confirm'
  | 'can_return'
  | 'logistics'
  | 'promotions'
  | 'invoice'
  | 'after_sales'
  | 'hm_receipt'
>;

async function promotionsOf(db: Db, order: OrderRow): Promise<OrderPromotion[]> {
  const list: OrderPromotion[] = [];
  if (order.promotionAmount > 0) list.push({ type: 'promotion', name: '满减/满折优惠', amount: fenToYuan(order.promotionAmount) });
  if (order.couponAmount > 0) {
    const name = order.storeCouponId ? await couponName(db, order.storeCouponId) : undefined;
    list.push({ type: 'coupon', name: name ?? '优惠券', amount: fenToYuan(order.couponAmount) });
  }
  if (order.voucherAmount > 0) list.push({ type: 'voucher', name: '现金券', amount: fenToYuan(order.voucherAmount) });
  return list;
}

export async function orderExtras(
  db: Db,
  order: OrderRow,
  items: readonly OrderItemRow[],
  events: readonly OrderEventRow[],
): Promise<{ fields: Extras; returnable: (itemId: number) => number }> {
  const [asked, invoice, requests, promotions] = await Promise.all([
    requestedUnits(db, [order.id]),
    invoiceOfOrder(db, order.id),
    requestsOfOrder(db, order.id),
    promotionsOf(db, order),
  ]);
  const returnable = (itemId: number) => {
    const item = items.find((i) => i.id === itemId);
    return item && mayReturn(order) ? item.number - (asked.get(itemId) ?? 0) : 0;
  };
  const byId = itemsById(items);
  return {
    returnable,
    fields: {
      shipped_at: secondsOrNull(order.shippedAt),
      delivered_at: secondsOrNull(order.deliveredAt),
      completed_at: secondsOrNull(order.completedAt),
      ...orderActions(
        order,
        items.reduce((n, i) => n + returnable(i.id), 0),
        new Date(),
      ),
      logistics: logisticsOf(order, events),
      promotions,
      invoice: invoice ? invoiceView(invoice, order.orderNo) : null,
      after_sales: requests.map((request) => requestSummary({ request, orderNo: order.orderNo, payMethod: order.payMethod }, byId)),
      hm_receipt: order.isHm ? hmReceiptView(order) : null,
    },
  };
}
