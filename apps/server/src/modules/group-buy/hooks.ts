/**
 * What the order lifecycle asks of group buys: a paid group order may complete its group, and a
 * group order waits in the warehouse until its group has formed. Kept free of the lifecycle's own
 * imports, which call in here.
 */
import type { DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import * as gq from './queries.js';

/** Called by markPaid: the order's group (if any) completes once its paid orders reach its size. */
export async function groupOrderPaid(tx: DbOrTx, orderId: number): Promise<void> {
  const groupId = await gq.groupOfOrder(tx, orderId);
  if (groupId === undefined) return;
  const group = await gq.lockGroup(tx, groupId);
  if (group) await gq.completeIfFull(tx, group);
}

/** Called before shipping: a group order ships only once its group has formed. */
export async function assertGroupFormed(tx: DbOrTx, orderId: number): Promise<void> {
  const groupId = await gq.groupOfOrder(tx, orderId);
  if (groupId === undefined) return;
  const group = await gq.lockGroup(tx, groupId);
  if (group?.status !== 'completed') throw refuse('拼团尚未成团，暂不能发货');
}
