/**
 * What a returned unit gives back: each line's share of what the order paid (sharesOfOrder, the one
 * spread of an order's discounts and cash vouchers over its lines), refunded unit by unit.
 */
import type { OrderItemRow, OrderRow } from '../orders/queries.js';
import { sharesOfOrder } from '../orders/shares.js';

/** Each line's share of what the order paid (fen), keyed by order item id; shipping keeps its own share. */
export function paidShares(
  order: Pick<OrderRow, 'shippingAmount' | 'voucherAmount'>,
  items: readonly Pick<OrderItemRow, 'id' | 'amount' | 'discount'>[],
): Map<number, number> {
  const { lines } = sharesOfOrder(order, items);
  return new Map(items.map((item, k) => [item.id, lines[k].paid_fen]));
}

/**
 * The refund of `units` more units of a line of `bought` units, after `before` units were refunded:
 * the difference of two floors, so however the units are split over requests the line refunds
 * exactly its share in the end and never more.
 */
export function unitsRefund(share: number, bought: number, before: number, units: number): number {
  return Math.floor((share * (before + units)) / bought) - Math.floor((share * before) / bought);
}
