/**
 * The single writer of a return or after-sales request's status. A move is checked against
 * AFTER_SALE_PROCESS on the locked row; approval refunds the requested units' share of what the
 * order paid to the paying method, puts a return's units back on the batches they shipped from and takes back the points
 * and 满返 cashback a completed order no longer earns, all in the caller's transaction with the event.
 */
import { fenToYuan, formatYuan, REFUND_TO } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import { actorText, mayMove, type Actor } from '../../lib/process.js';
import { takeBackCashback } from '../activity/cashback.js';
import { returnLines } from '../batches/stock.js';
import { lockOrderById, orderItemsOf, requestedUnits } from '../orders/queries.js';
import { clawBackPoints, refundToPayer, stillPaid } from '../orders/refunds.js';
import { AFTER_SALE_PROCESS, afterSaleRefusal, type AfterSaleTarget } from './process.js';
import * as q from './queries.js';
import { paidShares, unitsRefund } from './refund.js';
import { typeText } from './view.js';

export type AfterSaleMove = { to: 'approved'; reply?: string } | { to: 'rejected'; reason: string } | { to: 'cancelled' };

export interface Decision {
  /** Fen refunded (0 unless approved). */
  refunded: number;
  /** Points a refund on a completed order took back. */
  pointsBack: number;
}

type Enter<K extends AfterSaleTarget> = (tx: DbOrTx, request: q.RequestRow, move: Extract<AfterSaleMove, { to: K }>, by: string) => Promise<Decision>;

const NOTHING: Decision = { refunded: 0, pointsBack: 0 };

const ENTER: { [K in AfterSaleTarget]: Enter<K> } = {
  async approved(tx, request, move, by) {
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
    if (amount > 0) await refundToPayer(tx, order, { kind: 'after_sale', id: request.id, amount });
    if (request.type === 'return')
      await returnLines(
        tx,
        { orderId: order.id, afterSaleId: request.id },
        settled.map((s) => ({ orderItemId: s.line.order_item_id, goodsId: s.goodsId, number: s.line.number, batchId: s.line.batch_id })),
        by,
      );
    await q.moveRequest(tx, request, 'approved', { items: lines, refundAmount: amount, reply: move.reply ?? null, handledAt: new Date() });
    const pointsBack = await clawBackPoints(tx, order);
    // The 满返 cashback of a completed order comes down to what it still paid.
    const cashbackBack = order.status === 'completed' ? await takeBackCashback(tx, { ...order, paidFen: await stillPaid(tx, order) }, request.id) : 0;
    const money = amount > 0 ? `，退款 ¥${formatYuan(fenToYuan(amount))} 已退回${REFUND_TO[order.payMethod ?? ''] ?? ''}` : '';
    const points = pointsBack > 0 ? `，扣回订单所得积分${pointsBack}` : '';
    const cashback = cashbackBack > 0 ? `，扣回满返返现 ¥${formatYuan(fenToYuan(cashbackBack))}` : '';
    await q.addRequestEvent(tx, request.id, 'approved', `平台已同意${typeText(request.type)}申请${money}${points}${cashback}`, by);
    return { refunded: amount, pointsBack };
  },

  async rejected(tx, request, move, by) {
    const reason = move.reason.trim();
    if (!reason) throw refuse('请填写拒绝原因');
    await q.moveRequest(tx, request, 'rejected', { reply: reason, handledAt: new Date() });
    await q.addRequestEvent(tx, request.id, 'rejected', `平台已拒绝${typeText(request.type)}申请：${reason}`, by);
    return NOTHING;
  },

  async cancelled(tx, request, _move, by) {
    await q.moveRequest(tx, request, 'cancelled', { handledAt: new Date() });
    await q.addRequestEvent(tx, request.id, 'cancelled', '买家已撤销申请', by);
    return NOTHING;
  },
};

/** Moves a request read under its row lock (q.lockRequest), or refuses in Chinese. */
export async function transitionRequest(tx: DbOrTx, request: q.RequestRow, move: AfterSaleMove, by: Actor): Promise<Decision> {
  if (!mayMove(AFTER_SALE_PROCESS, request.status, move.to)) throw refuse(afterSaleRefusal(request.status, move.to));
  // ENTER is keyed by the move's own target, so the entry fits the move it is given.
  const enter = ENTER[move.to] as (tx: DbOrTx, request: q.RequestRow, move: AfterSaleMove, by: string) => Promise<Decision>;
  return enter(tx, request, move, actorText(by));
}
