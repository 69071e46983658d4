/**
 * The operator's side of returns and after-sales (until the console exists, the ops command line):
 * approve refunds the requested units' share of what the order paid to the paying method and, for a
 * return, puts the units back on the shelf; reject answers with a reason. The request row is
 * locked first, so a request is decided once however many decisions arrive together.
 */
import { AFTER_SALE_STATUS_TEXT, fenToYuan, formatYuan, REFUND_TO, type AfterSaleStatus } from '@yc/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import { clawBackCashback, clawBackPoints, refundToPayer } from '../orders/lifecycle.js';
import { lockOrderById, orderItemsOf, requestedUnits, restock } from '../orders/queries.js';
import * as q from './queries.js';
import { paidShares, unitsRefund } from './refund.js';
import { typeText } from './view.js';

export interface Decision {
  id: number;
  orderId: number;
  status: AfterSaleStatus;
  /** Fen refunded (0 when rejected). */
  refunded: number;
  /** Points a refund on a completed order took back. */
  pointsBack: number;
}

async function lockPending(tx: Tx, id: number): Promise<q.RequestRow> {
  const request = await q.lockRequest(tx, id);
  if (!request) throw notFound('售后申请');
  if (request.status !== 'pending')
    throw refuse(`该申请${AFTER_SALE_STATUS_TEXT[request.status as AfterSaleStatus] ?? '已处理'}，请勿重复处理`);
  return request;
}

export async function approveRequest(db: DbOrTx, id: number, reply?: string): Promise<Decision> {
  return db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    const order = await lockOrderById(tx, request.orderId);
    if (!order) throw notFound('订单');
    // Amounts are settled against what earlier approvals refunded, so a line never refunds more than its share.
    const items = await orderItemsOf(tx, order.id);
    const refunded = await requestedUnits(tx, [order.id], ['approved']);
    const shares = paidShares(order, items);
    const settled = request.items.map((line) => {
      const item = items.find((i) => i.id === line.order_item_id);
      if (!item) throw notFound('订单商品');
      const amount = unitsRefund(shares.get(item.id) ?? 0, item.number, refunded.get(item.id) ?? 0, line.number);
      return { line: { ...line, amount }, goodsId: item.goodsId };
    });
    const lines = settled.map((s) => s.line);
    const amount = lines.reduce((n, l) => n + l.amount, 0);
    if (amount > 0) await refundToPayer(tx, order, { kind: 'after_sale', id, amount });
    if (request.type === 'return')
      await restock(
        tx,
        settled.map((s) => ({ goodsId: s.goodsId, number: s.line.number })),
      );
    await q.updateRequest(tx, id, { status: 'approved', items: lines, refundAmount: amount, reply: reply ?? null, handledAt: new Date() });
    const pointsBack = await clawBackPoints(tx, order);
    const cashbackBack = await clawBackCashback(tx, order, id);
    const money = amount > 0 ? `，退款 ¥${formatYuan(fenToYuan(amount))} 已退回${REFUND_TO[order.payMethod ?? ''] ?? ''}` : '';
    const points = pointsBack > 0 ? `，扣回订单所得积分${pointsBack}` : '';
    const cashback = cashbackBack > 0 ? `，扣回满返返现 ¥${formatYuan(fenToYuan(cashbackBack))}` : '';
    await q.addRequestEvent(tx, id, 'approved', `平台已同意${typeText(request.type)}申请${money}${points}${cashback}`);
    return { id, orderId: order.id, status: 'approved', refunded: amount, pointsBack };
  });
}

export async function rejectRequest(db: DbOrTx, id: number, reason: string): Promise<Decision> {
  const text = reason.trim();
  if (!text) throw refuse('请填写拒绝原因');
  return db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    await q.updateRequest(tx, id, { status: 'rejected', reply: text, handledAt: new Date() });
    await q.addRequestEvent(tx, id, 'rejected', `平台已拒绝${typeText(request.type)}申请：${text}`);
    return { id, orderId: request.orderId, status: 'rejected', refunded: 0, pointsBack: 0 };
  });
}
