import type { Db } from '../db/client.js';
import { insertMessage } from '../modules/message/queries.js';
import { expiredOrderIds, lockOrder } from '../modules/orders/queries.js';
import { transitionOrder } from '../modules/orders/transition.js';

const BATCH = 100;
const REASON = '审批超时未处理，系统已自动取消订单';

/**
 * Cancels every order left waiting for approval past the company's hold time, which gives its coupon
 * and vouchers back (a waiting order holds no stock); the store is told in 消息中心. Each order is
 * re-read under its lock, so an approval landing at the same moment wins cleanly.
 */
export async function expireApprovals(db: Db): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const due = await expiredOrderIds(db, 'pending_approval', BATCH);
    for (const { id, storeId } of due) {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, storeId, id);
        if (order?.status !== 'pending_approval' || order.expiresAt.getTime() > Date.now()) return;
        await transitionOrder(tx, order, { to: 'cancelled', reason: REASON }, { kind: 'system', what: 'job' });
        await insertMessage(tx, {
          storeId,
          type: 'system',
          title: '订单审批超时',
          content: `您的订单${order.orderNo}${REASON}，优惠券已退回。`,
        });
        cancelled += 1;
      });
    }
    if (due.length < BATCH) return cancelled;
  }
}
