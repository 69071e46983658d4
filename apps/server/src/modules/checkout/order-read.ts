/** One order of the session's store for the pay step (and later the order pages), and the buyer's cancel. */
import { fenToYuan, ORDER_STATUS_TEXT, type OrderCancelResult, type OrderInfo, type OrderStatus } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { seconds, secondsOrNull } from '../../lib/epoch-seconds.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { lineBatchesOf } from '../batches/queries.js';
import { lineBatchView } from '../batches/view.js';
import { orderExtras } from '../orders/detail.js';
import { lineGoods } from '../orders/item-view.js';
import { transitionOrder } from '../orders/transition.js';
import { findOrder, lockOrder, orderEventsOf, orderItemsOf } from '../orders/queries.js';
import { lineShareView, sharesOfOrder } from '../orders/shares.js';
import { codesByLine } from '../trace-codes/service.js';

const MISSING = '订单';

export async function orderInfo(db: Db, auth: Pick<AuthContext, 'storeId'>, id: number): Promise<OrderInfo> {
  const order = await findOrder(db, auth.storeId, id);
  if (!order) throw notFound(MISSING);
  const items = await orderItemsOf(db, order.id);
  const events = await orderEventsOf(db, order.id);
  const extras = await orderExtras(db, order, items, events);
  const batches = await lineBatchesOf(db, order.id);
  const traceCodes = await codesByLine(db, order.storeId, order.id);
  const shares = sharesOfOrder(order, items);
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    order_no: order.orderNo,
    status,
    status_text: ORDER_STATUS_TEXT[status],
    goods_amount: fenToYuan(order.goodsAmount),
    promotion_amount: fenToYuan(order.promotionAmount),
    coupon_amount: fenToYuan(order.couponAmount),
    voucher_amount: fenToYuan(order.voucherAmount),
    shipping_amount: fenToYuan(order.shippingAmount),
    shipping_paid: fenToYuan(shares.shipping.paid_fen),
    pay_amount: fenToYuan(order.payAmount),
    pay_method: order.payMethod,
    address: order.address,
    invoice_type: order.invoiceType,
    remark: order.remark,
    is_hm: order.isHm ? 1 : 0,
    created_at: seconds(order.createdAt),
    paid_at: secondsOrNull(order.paidAt),
    cancelled_at: secondsOrNull(order.cancelledAt),
    cancel_reason: order.cancelReason,
    expires_at: seconds(order.expiresAt),
    timestamp: seconds(new Date()),
    items: items.map((i, k) => ({
      id: i.id,
      ...lineGoods(i),
      flash_sale_id: i.flashSaleId,
      number: i.number,
      amount: fenToYuan(i.amount),
      ...lineShareView(shares.lines[k]),
      line_type: i.lineType,
      returnable_number: extras.returnable(i.id),
      min_validity_months: i.minValidityMonths,
      batches: batches.filter((b) => b.orderItemId === i.id).map(lineBatchView),
      trace_codes: traceCodes.get(i.id) ?? [],
    })),
    events: events.map((e) => ({ status: e.status, text: e.text, created_at: seconds(e.createdAt) })),
    ...extras.fields,
  };
}

/** POST /api/order/cancel: an unpaid or not-yet-shipped order; stock, coupon and vouchers come back, a paid one is refunded. */
export async function cancelOrder(db: Db, auth: AuthContext, id: number): Promise<OrderCancelResult> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth.storeId, id);
    if (!order) throw notFound(MISSING);
    await transitionOrder(tx, order, { to: 'cancelled', reason: '买家取消订单' }, { kind: 'buyer', accountId: auth.accountId });
  });
  return { id, status: 'cancelled', status_text: ORDER_STATUS_TEXT.cancelled };
}
