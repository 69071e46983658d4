/**
 * The warehouse's override of FEFO before shipping: the units an order line holds on one batch move
 * onto another batch of the same goods, released from the first and reserved on the second, each in
 * the ledger with the reason. The batch taken must be one checkout could have taken for the line:
 * sellable, in date, valid through the line's 效期要求, with the units free. Runs in the caller's
 * transaction, which holds the order's row lock; the goods' row lock is taken here, as shipping takes it.
 */
import { chinaToday } from '../../lib/china-day.js';
import { FieldError, refuse } from '../../lib/errors.js';
import type { DbOrTx } from '../../db/client.js';
import * as oq from './override-queries.js';
import * as q from './queries.js';

export interface LineBatchMove {
  orderId: number;
  orderItemId: number;
  fromBatchId: number;
  toBatchId: number;
  reason: string;
}

/** What moved: the units, and the batch numbers they left and joined. */
export interface MovedUnits {
  quantity: number;
  from: string;
  to: string;
}

export async function moveLineBatch(tx: DbOrTx, move: LineBatchMove, by: string): Promise<MovedUnits> {
  const today = chinaToday();
  const line = (await q.orderLines(tx, move.orderId)).find((l) => l.id === move.orderItemId);
  if (!line) throw new FieldError('order_item_id', '该订单没有这件商品');
  if (move.toBatchId === move.fromBatchId) throw new FieldError('to_batch_id', '请选择另一个批次');
  await q.lockGoods(tx, [line.goodsId]);
  const held = (await q.lineBatchesOf(tx, move.orderId)).find((h) => h.orderItemId === line.id && h.batchId === move.fromBatchId);
  if (!held) throw new FieldError('from_batch_id', '该商品没有占用这个批次的库存');
  const target = await oq.batchById(tx, move.toBatchId);
  if (!target || target.goodsId !== line.goodsId) throw new FieldError('to_batch_id', '所选批次不是该商品的批次');
  const no = target.batchNo;
  if (target.status === 'locked') throw refuse(`批次 ${no} 已锁定，不能发货`);
  if (target.status === 'expired' || target.expiresOn < today) throw refuse(`批次 ${no} 已过有效期，不能发货`);
  if (line.minValidityMonths > 0 && target.expiresOn < (await q.monthsAfter(tx, today, line.minValidityMonths))) {
    throw refuse(`批次 ${no} 不满足买家的效期要求（剩余效期${line.minValidityMonths}个月以上）`);
  }
  const n = held.quantity;
  if (target.quantity < n) throw refuse(`批次 ${no} 可用库存仅${target.quantity}件，该商品需要${n}件`);
  await q.moveUnits(tx, move.fromBatchId, n, -n);
  await q.moveUnits(tx, move.toBatchId, -n, n);
  await oq.shiftLineBatch(tx, { orderId: move.orderId, orderItemId: line.id }, move.fromBatchId, move.toBatchId, n);
  const reason = `更换发货批次：${move.reason}`;
  await q.addLedger(tx, [
    {
      batchId: move.fromBatchId,
      goodsId: line.goodsId,
      kind: 'release',
      quantityDelta: n,
      reservedDelta: -n,
      orderId: move.orderId,
      actor: by,
      reason,
    },
    {
      batchId: move.toBatchId,
      goodsId: line.goodsId,
      kind: 'reserve',
      quantityDelta: -n,
      reservedDelta: n,
      orderId: move.orderId,
      actor: by,
      reason,
    },
  ]);
  await q.refreshGoods(tx, [line.goodsId], today);
  return { quantity: n, from: held.batchNo, to: no };
}
