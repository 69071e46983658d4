/**
 * Shipping (运费) for the selected lines, judged on the goods total after 满减/满折 and the coupon
 * (exchange goods included, cash vouchers not: they are payment). Free when any of:
 * - a selected 单品包邮 line (is_dpby) has number ≥ its free_shipping_number: the whole order ships free;
 * - every selected line is a 包邮 goods (is_free_shipping): a mixed order is judged on the threshold,
 *   so one cheap 包邮 item cannot carry an otherwise short order;
 * - the goods total reaches free_threshold_fen.
 */
import { assertCount } from '../guards.js';
import { assertFen, subtractFen, type Fen } from '../money.js';

export interface ShippingRule {
  fee_fen: Fen;
  /** Goods total at which the order ships free; null = no free-shipping threshold. */
  free_threshold_fen: Fen | null;
}

export interface ShippingLine {
  number: number;
  is_free_shipping: boolean;
  is_dpby: boolean;
  free_shipping_number: number;
}

export type FreeShippingReason = 'single_item' | 'free_shipping_goods' | 'threshold';

/** The spec's shipping_data, in fen, with why it is free when it is. */
export interface ShippingData {
  shipping_amount: Fen;
  /** How much more goods total makes the order ship free; 0 when free, when there is no fee, or when no threshold exists. */
  no_trans_order_amount: Fen;
  free_reason: FreeShippingReason | null;
}

function freeReason(lines: readonly ShippingLine[], goodsTotal: Fen, threshold: Fen | null): FreeShippingReason | null {
  if (lines.some((l) => l.is_dpby && l.number >= assertCount(l.free_shipping_number, 'free_shipping_number'))) return 'single_item';
  if (lines.length > 0 && lines.every((l) => l.is_free_shipping)) return 'free_shipping_goods';
  if (lines.length > 0 && threshold !== null && goodsTotal >= threshold) return 'threshold';
  return null;
}

/** `lines` are the selected lines only; an empty selection ships nothing and costs nothing. */
export function computeShipping(rule: ShippingRule, lines: readonly ShippingLine[], goodsTotal: Fen): ShippingData {
  const fee = assertFen(rule.fee_fen, 'shipping.fee_fen');
  const threshold = rule.free_threshold_fen === null ? null : assertFen(rule.free_threshold_fen, 'shipping.free_threshold_fen');
  assertFen(goodsTotal, 'goodsTotal');
  if (fee === 0) return { shipping_amount: 0, no_trans_order_amount: 0, free_reason: null };
  const reason = freeReason(lines, goodsTotal, threshold);
  if (reason !== null) return { shipping_amount: 0, no_trans_order_amount: 0, free_reason: reason };
  const missing = threshold === null ? 0 : subtractFen(threshold, Math.min(goodsTotal, threshold));
  return { shipping_amount: lines.length === 0 ? 0 : fee, no_trans_order_amount: missing, free_reason: null };
}
