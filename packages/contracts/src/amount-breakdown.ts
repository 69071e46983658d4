/**
 * How every page states an order's money, step 1 to the invoice: line subtotals + shipping −
 * 满减/满折 − coupon − cash vouchers = what is paid, one row each, so a buyer can add it up.
 * Amounts are yuan as the API sends them.
 */
import type { CartTotals } from './cart.js';
import type { OrderInfo } from './order.js';

export interface AmountParts {
  /** The lines' subtotals before any discount. */
  goods: number;
  /** 换购 goods, when the order takes some. */
  exchange: number;
  shipping: number;
  /** 满减 and 满折 together. */
  promotion: number;
  coupon: number;
  voucher: number;
  /** 应付 / 实付: what the rows come to. */
  pay: number;
}

export interface BreakdownRow {
  key: 'goods' | 'exchange' | 'shipping' | 'promotion' | 'coupon' | 'voucher';
  label: string;
  /** +1 adds to the total, −1 comes off it. */
  sign: 1 | -1;
  amount: number;
}

/** The rows in the order they add up; 换购 and 现金券 only when the order has them. */
export function amountBreakdown(parts: AmountParts): BreakdownRow[] {
  const rows: BreakdownRow[] = [
    { key: 'goods', label: '商品小计', sign: 1, amount: parts.goods },
    { key: 'exchange', label: '换购商品', sign: 1, amount: parts.exchange },
    { key: 'shipping', label: '运费', sign: 1, amount: parts.shipping },
    { key: 'promotion', label: '满减/满折', sign: -1, amount: parts.promotion },
    { key: 'coupon', label: '优惠券', sign: -1, amount: parts.coupon },
    { key: 'voucher', label: '现金券', sign: -1, amount: parts.voucher },
  ];
  return rows.filter((row) => row.amount !== 0 || (row.key !== 'exchange' && row.key !== 'voucher'));
}

/** Step 1 and step 2: the cart's totals. */
export const cartAmountParts = (t: CartTotals): AmountParts => ({
  goods: t.goods_amount,
  exchange: t.exchange_amount,
  shipping: t.shipping_amount,
  promotion: t.promotion_amount,
  coupon: t.coupon_amount,
  voucher: t.voucher_amount,
  pay: t.pay_amount,
});

/** A placed order: its 换购 goods are lines of the order, so they are in its goods amount. */
export const orderAmountParts = (o: OrderInfo): AmountParts => ({
  goods: o.goods_amount,
  exchange: 0,
  shipping: o.shipping_amount,
  promotion: o.promotion_amount,
  coupon: o.coupon_amount,
  voucher: o.voucher_amount,
  pay: o.pay_amount,
});
