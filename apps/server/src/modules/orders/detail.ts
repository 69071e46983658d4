/** What GET /api/order/info/:id shows beyond the order placed: delivery, discounts, invoice, after-sales, 含麻 receipt, actions. */
import { fenToYuan, type OrderInfo, type OrderPromotion } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { secondsOrNull } from '../../lib/epoch-seconds.js';
import { plugPoint } from '../../lib/plug-point.js';
import { requestedUnits, type OrderEventRow, type OrderItemRow, type OrderRow } from './queries.js';
import { mayReturn, orderActions } from './actions.js';
import { logisticsOf } from './logistics.js';
import { couponName } from './list-queries.js';

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
  | 'hm_buyer'
  | 'hm_buyer_last'
>;

/** The parts of the detail that the modules built on orders provide (src/wiring.ts): they import orders, not the reverse. */
export const orderDetailParts = {
  invoice: plugPoint<(db: DbOrTx, order: OrderRow) => Promise<OrderInfo['invoice']>>('order detail invoice'),
  afterSales: plugPoint<(db: DbOrTx, order: OrderRow, items: readonly OrderItemRow[]) => Promise<OrderInfo['after_sales']>>(
    'order detail after-sales',
  ),
  hmReceipt: plugPoint<(order: OrderRow) => OrderInfo['hm_receipt']>('order detail 含麻 receipt'),
  hmBuyer: plugPoint<(db: DbOrTx, order: OrderRow) => Promise<Pick<OrderInfo, 'hm_buyer' | 'hm_buyer_last'>>>('order detail 含麻 采购人'),
};

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
  const [asked, invoice, afterSales, promotions, hmBuyer] = await Promise.all([
    requestedUnits(db, [order.id]),
    orderDetailParts.invoice.call(db, order),
    orderDetailParts.afterSales.call(db, order, items),
    promotionsOf(db, order),
    orderDetailParts.hmBuyer.call(db, order),
  ]);
  const returnable = (itemId: number) => {
    const item = items.find((i) => i.id === itemId);
    return item && mayReturn(order) ? item.number - (asked.get(itemId) ?? 0) : 0;
  };
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
      invoice,
      after_sales: afterSales,
      hm_receipt: order.isHm ? orderDetailParts.hmReceipt.call(order) : null,
      ...hmBuyer,
    },
  };
}
