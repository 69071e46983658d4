/** An order's money per line: what the order page, its invoice and its returns read. */
import { PricingInputError } from './errors.js';
import { allocateFen, subtractFen, sumFen, type Fen } from './money.js';

/** One order line's part of the order's money (fen): its subtotal and what each discount took off it. */
export interface LineShare {
  /** Unit price × number, before any discount. */
  subtotal_fen: Fen;
  /** Its share of 满减/满折 and the coupon (set when the cart was priced). */
  discount_fen: Fen;
  /** Its share of the cash vouchers. */
  voucher_fen: Fen;
  /** What the line was paid: subtotal − discount − voucher; what a return of all of it gives back. */
  paid_fen: Fen;
}

export interface OrderShares {
  lines: LineShare[];
  /** Shipping is paid like a line: vouchers cover it too. */
  shipping: { amount_fen: Fen; voucher_fen: Fen; paid_fen: Fen };
}

/**
 * An order's money per line, for the order page, its invoice and its returns. Lines carry their
 * share of 满减/满折 and the coupon from checkout (`net_fen`); cash vouchers are paid per order, so
 * they are spread here over the lines and the shipping by `allocateFen`. Every column sums to the
 * order's figure: Σsubtotal = goods, Σdiscount = promotions + coupon, Σpaid + shipping paid = 实付.
 */
export function orderShares(order: {
  lines: readonly { subtotal_fen: Fen; net_fen: Fen }[];
  shipping_fen: Fen;
  voucher_fen: Fen;
}): OrderShares {
  const weights = [...order.lines.map((l) => l.net_fen), order.shipping_fen];
  if (order.voucher_fen > sumFen(weights))
    throw new PricingInputError(`现金券 ${order.voucher_fen} 大于应付 ${sumFen(weights)}`, 'voucher');
  const vouchers = allocateFen(order.voucher_fen, weights);
  return {
    lines: order.lines.map((l, k) => ({
      subtotal_fen: l.subtotal_fen,
      discount_fen: subtractFen(l.subtotal_fen, l.net_fen),
      voucher_fen: vouchers[k],
      paid_fen: subtractFen(l.net_fen, vouchers[k]),
    })),
    shipping: {
      amount_fen: order.shipping_fen,
      voucher_fen: vouchers[order.lines.length],
      paid_fen: subtractFen(order.shipping_fen, vouchers[order.lines.length]),
    },
  };
}
