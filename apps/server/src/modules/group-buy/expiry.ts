/**
 * The group-buy expiry (a pg-boss job, every minute): an open group past its time is marked
 * expired and each of its orders is cancelled through the order lifecycle, so paid ones go back to
 * the way they were paid and the stock returns.
 */
import type { Db } from '../../db/client.js';
import { mayMove } from '../../lib/process.js';
import * as gq from './queries.js';
import { ORDER_PROCESS } from '../orders/process.js';
import { transitionOrder } from '../orders/transition.js';

const BATCH = 100;
const REASON = '拼团未成团，系统已自动取消订单';

/** Orders first, then the group: the order in which a payment takes its locks too. */
async function expireGroup(db: Db, groupId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await gq.lockGroupOrders(tx, groupId);
    const group = await gq.lockGroup(tx, groupId);
    if (group?.status !== 'open' || group.expiresAt.getTime() > Date.now()) return false;
    await gq.markExpired(tx, groupId);
    // Read again: a seat taken just before the group lock was ours has an order the first read missed.
    for (const { order } of await gq.lockGroupOrders(tx, groupId)) {
      // A seat still waiting for its company's approval goes too.
      if (mayMove(ORDER_PROCESS, order.status, 'cancelled'))
        await transitionOrder(tx, order, { to: 'cancelled', reason: REASON }, { kind: 'system', what: 'job' });
    }
    return true;
  });
}

export async function expireGroupBuys(db: Db): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await gq.dueGroups(db, BATCH);
    for (const { id } of due) if (await expireGroup(db, id)) expired += 1;
    if (due.length < BATCH) return expired;
  }
}
