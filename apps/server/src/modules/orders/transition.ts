/**
 * The single writer of an order's status. A move is checked against ORDER_PROCESS on the locked row,
 * then the status, its timestamps and the timeline event are written in the caller's transaction,
 * and the side effects of entering the new state run there too: an approved order takes its stock;
 * stock, coupon and vouchers come back on cancel (to the batches they came from), the reserved batches empty on shipping, money goes back to the payer, points and the invoice come on completion.
 * What other modules do on a move (group buys, 满返 cashback, online refunds) they do as subscribers (subscribers.ts).
 */
import { PAY_METHOD_TEXT, UNPAID_ORDER_TTL_MINUTES, type PayMethod } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { actorText, mayMove, type Actor } from '../../lib/process.js';
import { shipLines } from '../batches/stock.js';
import { appendPoints } from '../wallet/ledger.js';
import { issueInvoice } from './invoice.js';
import { ORDER_PROCESS, orderRefusal, type OrderTarget } from './process.js';
import * as q from './queries.js';
import type { OrderRow } from './queries.js';
import { refundToPayer } from './refunds.js';
import { takeOrderStock } from './stock.js';
import { publishOrderEvent } from './subscribers.js';

export type OrderMove =
  | { to: 'unpaid'; text: string }
  | { to: 'paid'; method: PayMethod }
  | { to: 'cancelled'; reason: string }
  | { to: 'shipped'; carrier: string; trackingNo: string }
  | { to: 'completed'; text: string };

export interface Completion {
  points: number;
  invoiceNo: string;
}

/** What entering each state answers its caller. */
interface Entered {
  unpaid: void;
  paid: void;
  cancelled: void;
  shipped: void;
  completed: Completion;
}

type Enter<K extends OrderTarget> = (tx: DbOrTx, order: OrderRow, move: Extract<OrderMove, { to: K }>, by: string) => Promise<Entered[K]>;

/** The side effects of entering each state, in the order they happen; each writes the status through q.moveOrder. */
const ENTER: { [K in OrderTarget]: Enter<K> } = {
  /** Approved: the order takes the stock it did not hold while it waited (orders/stock.ts) and gets the ordinary time to be paid from now. */
  async unpaid(tx, order, move, by) {
    await takeOrderStock(tx, order.id, by);
    await q.moveOrder(tx, order, 'unpaid', { expiresAt: new Date(Date.now() + UNPAID_ORDER_TTL_MINUTES * 60_000) });
    await q.addEvent(tx, order.id, 'unpaid', `${move.text}，请在${UNPAID_ORDER_TTL_MINUTES}分钟内完成支付`, by);
  },

  async paid(tx, order, move, by) {
    await q.moveOrder(tx, order, 'paid', { payMethod: move.method, paidAt: new Date() });
    await q.addEvent(tx, order.id, 'paid', `订单已使用${PAY_METHOD_TEXT[move.method]}付款，等待仓库发货`, by);
    await publishOrderEvent(tx, 'paid', { order });
  },

  async cancelled(tx, order, move, by) {
    if (order.status === 'paid') await refundToPayer(tx, order, { kind: 'order' });
    // A 待审批 order never took any.
    if (order.status !== 'pending_approval') await q.releaseStock(tx, order.id, by);
    await q.releaseCoupon(tx, order.id);
    await q.releaseVouchers(tx, order.id);
    await q.moveOrder(tx, order, 'cancelled', { cancelledAt: new Date(), cancelReason: move.reason });
    await q.addEvent(tx, order.id, 'cancelled', order.status === 'paid' ? `${move.reason}，款项已原路退回` : move.reason, by);
  },

  async shipped(tx, order, move, by) {
    await publishOrderEvent(tx, 'shipping', { order });
    await shipLines(tx, order.id, by);
    await q.moveOrder(tx, order, 'shipped', { carrier: move.carrier, trackingNo: move.trackingNo, shippedAt: new Date() });
    await q.addEvent(tx, order.id, 'shipped', `已发货，承运商 ${move.carrier}，运单号 ${move.trackingNo}`, by);
  },

  /** The store earns 1 point per whole yuan it paid (less refunds already made); the row lock makes it once. */
  async completed(tx, order, move, by) {
    const paid = Math.max(0, order.payAmount - (await q.refundedAmount(tx, order.id)));
    const points = Math.floor(paid / 100);
    if (points > 0)
      await appendPoints(tx, { storeId: order.storeId, points, reason: 'order', refId: order.id, note: `订单${order.orderNo}完成奖励` });
    await publishOrderEvent(tx, 'completed', { order, paidFen: paid });
    const invoiceNo = await issueInvoice(tx, { orderId: order.id, storeId: order.storeId, amount: paid });
    await q.moveOrder(tx, order, 'completed', { completedAt: new Date() });
    await q.addEvent(tx, order.id, 'completed', move.text, by);
    return { points, invoiceNo };
  },
};

/** Moves an order read under its row lock (q.lockOrder / q.lockOrderById), or refuses in Chinese. */
export async function transitionOrder<M extends OrderMove>(tx: DbOrTx, order: OrderRow, move: M, by: Actor): Promise<Entered[M['to']]> {
  if (!mayMove(ORDER_PROCESS, order.status, move.to)) throw refuse(orderRefusal(order.status, move.to));
  // ENTER is keyed by the move's own target, so the entry fits the move it is given.
  const enter = ENTER[move.to] as (tx: DbOrTx, order: OrderRow, move: OrderMove, by: string) => Promise<Entered[M['to']]>;
  return enter(tx, order, move, actorText(by));
}
