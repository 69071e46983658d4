import { UNPAID_ORDER_TTL_MINUTES } from '@yc/contracts';
import type { Db } from '../db/client.js';
import { expiredOrderIds, lockOrder } from '../modules/orders/queries.js';
import { transitionOrder } from '../modules/orders/transition.js';

const BATCH = 100;

/**
 * Cancels every unpaid order past its 30-minute limit, releasing stock, coupon and vouchers.
 * Each order is re-read under its lock, so a payment landing at the same moment wins cleanly.
 */
export async function expireUnpaidOrders(db: Db): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const due = await expiredOrderIds(db, 'unpaid', BATCH);
    for (const { id, storeId } of due) {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, storeId, id);
        if (order?.status !== 'unpaid' || order.expiresAt.getTime() > Date.now()) return;
        const reason = `超过${UNPAID_ORDER_TTL_MINUTES}分钟未支付，系统已自动取消订单`;
        await transitionOrder(tx, order, { to: 'cancelled', reason }, { kind: 'system', what: 'job' });
        cancelled += 1;
      });
    }
    if (due.length < BATCH) return cancelled;
  }
}
