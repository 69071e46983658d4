/**
 * The points order lifecycle as one table, like the order's (orders/process.ts): 待发货 → 已发货 (the console
 * ships it) → 已完成 (the buyer's 确认收货). A points order is never cancelled: its points were spent when it was made.
 */
import type { PointsOrderStatus } from '@yc/contracts';
import type { Process } from '../../lib/process.js';

export const POINTS_ORDER_PROCESS = {
  pending: ['shipped'],
  shipped: ['completed'],
  completed: [],
} as const satisfies Process<PointsOrderStatus>;

export type PointsOrderTarget = Exclude<PointsOrderStatus, 'pending'>;

/** What the buyer or the operator reads when a move into a state is refused from where the order stands. */
const REFUSED: Record<PointsOrderTarget, Partial<Record<PointsOrderStatus, string>> & { other: string }> = {
  shipped: { other: '积分订单已发货，不能再次发货' },
  completed: { completed: '该订单已确认收货', other: '礼品尚未发货，不能确认收货' },
};

export const pointsOrderRefusal = (from: PointsOrderStatus, to: PointsOrderTarget): string => REFUSED[to][from] ?? REFUSED[to].other;
