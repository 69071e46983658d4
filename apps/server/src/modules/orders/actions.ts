/** What the buyer may do with an order, decided once for the list and the detail. */
import type { OrderActions } from '@yc/contracts';
import type { OrderRow } from './queries.js';

const flag = (b: boolean) => (b ? 1 : 0);

/** Returns and after-sales are asked for goods that left the warehouse; before that the order is cancelled instead. */
export const mayReturn = (order: OrderRow) => order.status === 'shipped' || order.status === 'completed';

/** `returnable`: units of the order not yet held by a return or after-sales request. */
export function orderActions(order: OrderRow, returnable: number, now: Date): OrderActions {
  return {
    can_pay: flag(order.status === 'unpaid' && order.expiresAt > now),
    can_cancel: flag(order.status === 'pending_approval' || order.status === 'unpaid' || order.status === 'paid'),
    can_confirm: flag(order.status === 'shipped'),
    can_return: flag(mayReturn(order) && returnable > 0),
  };
}
