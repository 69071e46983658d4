/** The order lifecycle of DESIGN.md as one table: 待付款 → 待发货 → 已发货 → 已完成, or 已取消 before shipping. */
import type { OrderStatus } from '@yc/contracts';
import type { Process } from '../../lib/process.js';

export const ORDER_PROCESS = {
  unpaid: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
} as const satisfies Process<OrderStatus>;

/** The states a move may target; an order is born unpaid by checkout and never moves back to it. */
export type OrderTarget = Exclude<OrderStatus, 'unpaid'>;

/** What the buyer or operator reads when a move into a state is refused from where the order stands. */
const REFUSED: Record<OrderTarget, Partial<Record<OrderStatus, string>> & { other: string }> = {
  paid: { cancelled: '订单已取消，无法支付', other: '订单已支付，请勿重复支付' },
  shipped: { unpaid: '订单尚未付款，不能发货', cancelled: '订单已取消，不能再次发货', other: '订单已发货，不能再次发货' },
  completed: { completed: '订单已完成，请勿重复确认收货', cancelled: '订单已取消', other: '订单尚未发货，无法确认收货' },
  cancelled: { cancelled: '订单已取消', other: '订单已发货，请申请退货' },
};

export const orderRefusal = (from: OrderStatus, to: OrderTarget): string => REFUSED[to][from] ?? REFUSED[to].other;
