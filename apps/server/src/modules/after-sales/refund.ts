/**
 * What a returned unit gives back. Order lines keep their amount after 满减/满折 and the coupon
 * (checkout stores it per line); cash vouchers are kept per order only, so what the order paid is
 * spread over its lines and its shipping in proportion with allocateFen, and each line's share is
 * refunded unit by unit.
 */
import { allocateFen } from '@yc/pricing';

/** Each line's share of what the order paid (fen), keyed by order item id; shipping keeps its own share. */
export function paidShares(
  order: { payAmount: number; shippingAmount: number },
  items: readonly { id: number; amount: number }[],
): Map<number, number> {
  const shares = allocateFen(order.payAmount, [...items.map((i) => i.amount), order.shippingAmount]);
  return new Map(items.map((item, k) => [item.id, shares[k]]));
}

/**
 * The refund of `units` more units of a line of `bought` units, after `before` units were refunded:
 * the difference of two floors, so however the units are split over requests the line refunds
 * exactly its share in the end and never more.
 */
export function unitsRefund(share: number, bought: number, before: number, units: number): number {
  return Math.floor((share * (before + units)) / bought) - Math.floor((share * before) / bought);
}
