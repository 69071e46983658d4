/**
 * The warehouse's batch override of a paid order's line before shipping (GET of the order shows the
 * FEFO picks): one transaction under the order's row lock, with its audit row naming the reason.
 */
import type { AdminLineBatchBody } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { notFound, refuse } from '../../../lib/errors.js';
import { actorText } from '../../../lib/process.js';
import { moveLineBatch, type MovedUnits } from '../../batches/override.js';
import { lockOrderById } from '../../orders/queries.js';
import { audit, type Actor } from '../shared/audit.js';

export async function overrideLineBatch(db: Db, staff: Actor, orderId: number, body: AdminLineBatchBody): Promise<MovedUnits> {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'paid') throw refuse('只有待发货的订单可以更换发货批次');
    const moved = await moveLineBatch(
      tx,
      { orderId, orderItemId: body.order_item_id, fromBatchId: body.from_batch_id, toBatchId: body.to_batch_id, reason: body.reason },
      actorText({ kind: 'staff', staffId: staff.staffId }),
    );
    await audit(tx, staff, {
      action: 'order.line_batch',
      entity: 'order',
      entityId: orderId,
      before: { order_item_id: body.order_item_id, batch_id: body.from_batch_id, batch_no: moved.from, quantity: moved.quantity },
      after: {
        order_item_id: body.order_item_id,
        batch_id: body.to_batch_id,
        batch_no: moved.to,
        quantity: moved.quantity,
        reason: body.reason,
      },
    });
    return moved;
  });
}
