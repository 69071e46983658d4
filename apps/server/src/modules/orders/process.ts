/**
 * The order lifecycle of DESIGN.md as one table: 待付款 → 待发货 → 已发货 → 已完成, or 已取消 before shipping.
 * A company order over its buyer's limit (or in a store that requires approval) is born 待审批 and
 * moves on to 待付款 when approved, or to 已取消 when rejected or left waiting too long.
 */
import type { OrderStatus } from '@yc/contracts';
import type { Process } from '../../lib/process.js';

export const ORDER_PROCESS = {
  pending_approval: ['unpaid', 'cancelled'],
  unpaid: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
} as const satisfies Process<OrderStatus>;

/** The states a move may target; an order is born unpaid or pending_approval by checkout and never moves back to pending_approval. */
export type OrderTarget = Exclude<OrderStatus, 'pending_approval'>;

/** What the buyer or operator reads when a move into a state is refused from where the order stands. */
const REFUSED: Record<OrderTarget, Partial<Record<OrderStatus, string>> & { other: string }> = {
  unpaid: { cancelled: '订单已取消，无法审批', other: '订单已审批，请勿重复操作' },
  paid: { pending_approval: '订单待审批，审批通过后才能支付', cancelled: '订单已取消，无法支付', other: '订单已支付，请勿重复支付' },
  shipped: { pending_approval: '订单尚未付款，不能发货', unpaid: '订单尚未付款，不能发货', cancelled: '订单已取消，不能再次发货', other: '订单已发货，不能再次发货' },
  completed: { completed: '订单已完成，请勿重复确认收货', cancelled: '订单已取消', other: '订单尚未发货，无法确认收货' },
  cancelled: { cancelled: '订单已取消', other: '订单已发货，请申请退货' },
};

export const orderRefusal = (from: OrderStatus, to: OrderTarget): string => REFUSED[to][from] ?? REFUSED[to].other;
