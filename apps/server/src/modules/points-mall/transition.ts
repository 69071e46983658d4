/**
 * The single writer of a points order's status: a move is checked against POINTS_ORDER_PROCESS on the locked row
 * (q.lockPointsOrder), then written only if the row is still where it was read, or refused in Chinese.
 */
import type { DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { mayMove } from '../../lib/process.js';
import { pointsOrderRefusal, POINTS_ORDER_PROCESS } from './process.js';
import * as q from './queries.js';

export type PointsOrderMove =
  | { to: 'shipped'; carrier: string; trackingNo: string; delivery: Pick<q.PointsOrderChange, 'consignee' | 'phone' | 'address'> }
  | { to: 'completed' };

export async function transitionPointsOrder(tx: DbOrTx, order: q.PointsOrderRow, move: PointsOrderMove): Promise<void> {
  if (!mayMove(POINTS_ORDER_PROCESS, order.status, move.to)) throw refuse(pointsOrderRefusal(order.status, move.to));
  const change: q.PointsOrderChange =
    move.to === 'shipped'
      ? { carrier: move.carrier, trackingNo: move.trackingNo, shippedAt: new Date(), ...move.delivery }
      : { completedAt: new Date() };
  await q.movePointsOrder(tx, order, move.to, change);
}
