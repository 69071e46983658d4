import { PAY_METHOD_TEXT, type PayMethod } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { creditCashback, takeBackCashback } from '../activity/cashback.js';
import { groupOrderPaid } from '../activity/group-hooks.js';
import { issueInvoice } from '../invoice/queries.js';
import { recordOnlineRefund, refundOnline } from '../pay/payments.js';
import { appendCredit, appendPoints, appendWallet, lockStore, orderPoints } from '../wallet/queries.js';
import * as q from './queries.js';
import type { OrderRow } from './queries.js';

/** The one place an order becomes paid, whatever paid it. */
export async function markPaid(tx: DbOrTx, order: OrderRow, method: PayMethod): Promise<void> {
  await q.updateOrder(tx, order.id, { status: 'paid', payMethod: method, paidAt: new Date() });
  await q.addEvent(tx, order.id, 'paid', `订单已使用${PAY_METHOD_TEXT[method]}付款，等待仓库发货`);
  await groupOrderPaid(tx, order.id);
}

/** Money going back: the whole order when it is cancelled, or what a return or after-sales request answers for. */
export type RefundFor = { kind: 'order' } | { kind: 'after_sale'; id: number; amount: number };

/**
 * Gives a paid order's money back the way it came: wallet to wallet, credit to credit, online to
 * the provider. The ledgers' (ref, type) keys make a repeated refund of the same thing a no-op.
 */
export async function refundToPayer(tx: DbOrTx, order: OrderRow, what: RefundFor): Promise<void> {
  const ref = what.kind === 'order' ? { refType: 'order', refId: order.id } : { refType: 'after_sale', refId: what.id };
  const amount = what.kind === 'order' ? order.payAmount : what.amount;
  const note = what.kind === 'order' ? `订单${order.orderNo}取消退款` : `订单${order.orderNo}退货/售后退款`;
  await lockStore(tx, order.storeId);
  if (order.payMethod === 'wallet') {
    await appendWallet(tx, { storeId: order.storeId, amount, useType: 'refund', ...ref, note });
  } else if (order.payMethod === 'credit') {
    await appendCredit(tx, { storeId: order.storeId, amount: -amount, type: 'refund', ...ref });
  } else if (order.payMethod === 'online') {
    // A cancelled order reverses its whole payment; part of one goes back as a refund of its own.
    if (what.kind === 'order') await refundOnline(tx, order.id);
    else await recordOnlineRefund(tx, { storeId: order.storeId, refId: what.id, amount });
  }
}

/**
 * Cancels an unpaid or not-yet-shipped order of a locked row: its stock, coupon and vouchers come
 * back, and a paid order is refunded. Shipped and finished orders go through returns instead.
 */
export async function cancelLockedOrder(tx: DbOrTx, order: OrderRow, reason: string): Promise<void> {
  if (order.status === 'cancelled') throw refuse('订单已取消');
  if (order.status !== 'unpaid' && order.status !== 'paid') throw refuse('订单已发货，请申请退货');
  if (order.status === 'paid') await refundToPayer(tx, order, { kind: 'order' });
  await q.releaseStock(tx, order.id);
  await q.releaseCoupon(tx, order.id);
  await q.releaseVouchers(tx, order.id);
  await q.updateOrder(tx, order.id, { status: 'cancelled', cancelledAt: new Date(), cancelReason: reason });
  await q.addEvent(tx, order.id, 'cancelled', order.status === 'paid' ? `${reason}，款项已原路退回` : reason);
}

/**
 * After a refund on a completed order, the points it earned come down to what it still paid (1 per
 * whole yuan of the payment less every refund). The ledger only grows: a negative row takes the
 * excess back, even below zero when the points were spent already. Answers the points taken back.
 */
export async function clawBackPoints(tx: DbOrTx, order: OrderRow): Promise<number> {
  if (order.status !== 'completed') return 0;
  const kept = Math.floor(Math.max(0, order.payAmount - (await q.refundedAmount(tx, order.id))) / 100);
  const excess = (await orderPoints(tx, order.storeId, order.id)) - kept;
  if (excess <= 0) return 0;
  await appendPoints(tx, { storeId: order.storeId, points: -excess, reason: 'refund', refId: order.id, note: `订单${order.orderNo}退款扣回积分` });
  return excess;
}

/** After a refund on a completed order, the 满返 cashback comes down to what it still paid; answers the fen taken back. */
export async function clawBackCashback(tx: DbOrTx, order: OrderRow, afterSaleId: number): Promise<number> {
  if (order.status !== 'completed') return 0;
  const paidFen = Math.max(0, order.payAmount - (await q.refundedAmount(tx, order.id)));
  return takeBackCashback(tx, { ...order, paidFen }, afterSaleId);
}

export interface Completion {
  points: number;
  invoiceNo: string;
}

/**
 * Completes a shipped order of a locked row: the buyer's confirmation, an operator's, or the
 * automatic one. The store earns 1 point per whole yuan it paid (less refunds already made) and the
 * e-invoice is issued; the row lock and the shipped → completed step make both happen once.
 */
export async function completeLockedOrder(tx: DbOrTx, order: OrderRow, eventText: string): Promise<Completion> {
  if (order.status === 'completed') throw refuse('订单已完成，请勿重复确认收货');
  if (order.status === 'cancelled') throw refuse('订单已取消');
  if (order.status !== 'shipped') throw refuse('订单尚未发货，无法确认收货');
  const paid = Math.max(0, order.payAmount - (await q.refundedAmount(tx, order.id)));
  const points = Math.floor(paid / 100);
  if (points > 0)
    await appendPoints(tx, { storeId: order.storeId, points, reason: 'order', refId: order.id, note: `订单${order.orderNo}完成奖励` });
  await creditCashback(tx, { ...order, paidFen: paid });
  const invoiceNo = await issueInvoice(tx, { orderId: order.id, storeId: order.storeId, amount: paid });
  await q.updateOrder(tx, order.id, { status: 'completed', completedAt: new Date() });
  await q.addEvent(tx, order.id, 'completed', eventText);
  return { points, invoiceNo };
}
