/** An order's money per line from its rows (@yc/pricing orderShares): the order page, the invoice and every refund read this. */
import { fenToYuan, type AmountParts } from '@yc/contracts';
import { orderShares, sumFen, type LineShare, type OrderShares } from '@yc/pricing';
import type { OrderItemRow, OrderRow } from './queries.js';

/** The shares of the items given, in their order, and the shipping's. */
export const sharesOfOrder = (
  order: Pick<OrderRow, 'shippingAmount' | 'voucherAmount'>,
  items: readonly Pick<OrderItemRow, 'amount' | 'discount'>[],
): OrderShares =>
  orderShares({
    lines: items.map((i) => ({ subtotal_fen: sumFen([i.amount, i.discount]), net_fen: i.amount })),
    shipping_fen: order.shippingAmount,
    voucher_fen: order.voucherAmount,
  });

/** A line's share in yuan, as the order page shows it. */
export const lineShareView = (share: LineShare) => ({
  subtotal: fenToYuan(share.subtotal_fen),
  discount: fenToYuan(share.discount_fen),
  voucher: fenToYuan(share.voucher_fen),
  paid: fenToYuan(share.paid_fen),
});

/**
 * The order's amounts as amountBreakdown states them. 换购 goods are stored in the goods amount;
 * they are part of the line subtotals there, so the breakdown takes them as goods.
 */
export const amountPartsOf = (order: OrderRow): AmountParts => ({
  goods: fenToYuan(order.goodsAmount),
  exchange: 0,
  shipping: fenToYuan(order.shippingAmount),
  promotion: fenToYuan(order.promotionAmount),
  coupon: fenToYuan(order.couponAmount),
  voucher: fenToYuan(order.voucherAmount),
  pay: fenToYuan(order.payAmount),
});
