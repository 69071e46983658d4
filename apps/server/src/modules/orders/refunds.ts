/** Money going back on an order: to the way it was paid, and what a refund on a completed order takes back. */
import type { DbOrTx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { appendCredit, appendPoints, appendWallet, creditUsed, orderPoints } from '../wallet/ledger.js';
import * as q from './queries.js';
import type { OrderRow } from './queries.js';
import { publishOrderEvent, type RefundFor } from './subscribers.js';


/**
 * Gives a paid order's money back the way it came: wallet to wallet, credit to credit, online to
 * the provider (queued here, sent by the refund job after this transaction, never while it holds
 * its locks). The ledgers' (ref, type) keys make a repeated refund of the same thing a no-op.
 */
export async function refundToPayer(tx: DbOrTx, order: OrderRow, what: RefundFor): Promise<void> {
  const ref = what.kind === 'order' ? { refType: 'order', refId: order.id } : { refType: 'after_sale', refId: what.id };
  const amount = what.kind === 'order' ? order.payAmount : what.amount;
  const note = what.kind === 'order' ? `订单${order.orderNo}取消退款` : `订单${order.orderNo}退货/售后退款`;
  await lockStore(tx, order.storeId);
  if (order.payMethod === 'wallet') {
    await appendWallet(tx, { storeId: order.storeId, amount, useType: 'refund', ...ref, note });
  } else if (order.payMethod === 'credit') {
    // Only debt still open is taken back off the credit; what was repaid already goes to the wallet (issue 35). The split
    // depends on the debt, so it relies on the transition calling this once per cancellation or request, under its lock.
    const toCredit = Math.min(amount, Math.max(0, await creditUsed(tx, order.storeId)));
    if (toCredit > 0) await appendCredit(tx, { storeId: order.storeId, amount: -toCredit, type: 'refund', ...ref });
    if (toCredit < amount) await appendWallet(tx, { storeId: order.storeId, amount: amount - toCredit, useType: 'refund', ...ref, note: `${note}（账期已还款部分退回余额）` });
  }
  await publishOrderEvent(tx, 'refund', { order, refund: what, amount, note });
}

/**
 * After a refund on a completed order, the points it earned come down to what it still paid (1 per
 * whole yuan of the payment less every refund). The ledger only grows: a negative row takes the
 * excess back, even below zero when the points were spent already. Answers the points taken back.
 */
export async function clawBackPoints(tx: DbOrTx, order: OrderRow): Promise<number> {
  if (order.status !== 'completed') return 0;
  const kept = Math.floor((await stillPaid(tx, order)) / 100);
  const excess = (await orderPoints(tx, order.storeId, order.id)) - kept;
  if (excess <= 0) return 0;
  await appendPoints(tx, { storeId: order.storeId, points: -excess, reason: 'refund', refId: order.id, note: `订单${order.orderNo}退款扣回积分` });
  return excess;
}

/** What a completed order still stands for after its refunds: the base of its points and its 满返 cashback. */
export async function stillPaid(tx: DbOrTx, order: OrderRow): Promise<number> {
  return Math.max(0, order.payAmount - (await q.refundedAmount(tx, order.id)));
}
