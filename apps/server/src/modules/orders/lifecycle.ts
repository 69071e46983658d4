import { PAY_METHOD_TEXT, type PayMethod } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { refundOnline } from '../pay/payments.js';
import { appendCredit, appendWallet, lockStore } from '../wallet/queries.js';
import * as q from './queries.js';
import type { OrderRow } from './queries.js';

/** The one place an order becomes paid, whatever paid it. */
export async function markPaid(tx: DbOrTx, order: OrderRow, method: PayMethod): Promise<void> {
  await q.updateOrder(tx, order.id, { status: 'paid', payMethod: method, paidAt: new Date() });
  await q.addEvent(tx, order.id, 'paid', `订单已使用${PAY_METHOD_TEXT[method]}付款，等待仓库发货`);
}

/** Gives a paid order's money back the way it came: wallet to wallet, credit to credit, online to the provider. */
async function refund(tx: DbOrTx, order: OrderRow): Promise<void> {
  await lockStore(tx, order.storeId);
  if (order.payMethod === 'wallet') {
    await appendWallet(tx, { storeId: order.storeId, amount: order.payAmount, useType: 'refund', refType: 'order', refId: order.id, note: `订单${order.orderNo}取消退款` });
  } else if (order.payMethod === 'credit') {
    await appendCredit(tx, { storeId: order.storeId, amount: -order.payAmount, type: 'refund', refType: 'order', refId: order.id });
  } else if (order.payMethod === 'online') {
    await refundOnline(tx, order.id);
  }
}

/**
 * Cancels an unpaid or not-yet-shipped order of a locked row: its stock, coupon and vouchers come
 * back, and a paid order is refunded. Shipped and finished orders go through returns instead.
 */
export async function cancelLockedOrder(tx: DbOrTx, order: OrderRow, reason: string): Promise<void> {
  if (order.status === 'cancelled') throw refuse('订单已取消');
  if (order.status !== 'unpaid' && order.status !== 'paid') throw refuse('订单已发货，请申请退货');
  if (order.status === 'paid') await refund(tx, order);
  await q.releaseStock(tx, order.id);
  await q.releaseCoupon(tx, order.id);
  await q.releaseVouchers(tx, order.id);
  await q.updateOrder(tx, order.id, { status: 'cancelled', cancelledAt: new Date(), cancelReason: reason });
  await q.addEvent(tx, order.id, 'cancelled', order.status === 'paid' ? `${reason}，款项已原路退回` : reason);
}
