/**
 * Moving orders along on the warehouse side (the console and the ops command line): ship a paid
 * order, mark it delivered, complete it, and complete shipped orders nobody confirmed. Each runs on
 * the order's row lock through the order's transition, as the buyer's own moves do.
 */
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import { actorText, type Actor } from '../../lib/process.js';
import { addEvent, lockOrderById, orderIdByNo, updateOrder } from '../orders/queries.js';
import { transitionOrder, type Completion } from '../orders/transition.js';
import { requireColdChainCarrier } from '../cold-chain/service.js';
import { requireTraceCodes } from '../trace-codes/service.js';
import { shippedBefore } from './queries.js';

/** Shipped orders the buyer has not confirmed are completed this many days after shipping. */
export const AUTO_COMPLETE_DAYS = 10;
const DAY = 86_400_000;
const BATCH = 100;

/** An order by its id or its order number. */
export async function resolveOrder(db: Db, ref: string): Promise<number> {
  if (/^\d{1,9}$/.test(ref)) return Number(ref);
  const id = await orderIdByNo(db, ref);
  if (id === undefined) throw notFound('订单');
  return id;
}

export async function shipOrder(db: DbOrTx, orderId: number, carrier: string, trackingNo: string, by: Actor): Promise<void> {
  const name = carrier.trim();
  const no = trackingNo.trim();
  if (!name || name.length > 30) throw refuse('承运商名称应为1到30个字');
  if (!/^[A-Za-z0-9-]{4,40}$/.test(no)) throw refuse('运单号应为4到40位字母、数字或短横线');
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    if (order.status === 'paid') {
      await requireColdChainCarrier(tx, orderId, name);
      await requireTraceCodes(tx, orderId);
    }
    await transitionOrder(tx, order, { to: 'shipped', carrier: name, trackingNo: no }, by);
  });
}

/** Delivery is an event on a shipped order, not a state of its own: the buyer's confirmation completes it. */
export async function deliverOrder(db: DbOrTx, orderId: number, by: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'shipped') throw refuse('只有已发货的订单可以标记送达');
    if (order.deliveredAt) throw refuse('订单已送达');
    await updateOrder(tx, order.id, { deliveredAt: new Date() });
    await addEvent(tx, order.id, 'delivered', '已送达', actorText(by));
  });
}

export async function completeOrder(db: DbOrTx, orderId: number, by: Actor): Promise<Completion> {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    return transitionOrder(tx, order, { to: 'completed', text: '平台已确认收货，订单已完成' }, by);
  });
}

/** Completes every order shipped more than `days` ago; each is re-read under its lock, so a buyer confirming at the same moment wins cleanly. */
export async function autoCompleteOrders(db: Db, days = AUTO_COMPLETE_DAYS, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * DAY);
  let completed = 0;
  for (;;) {
    const due = await shippedBefore(db, before, BATCH);
    for (const { id } of due) {
      await db.transaction(async (tx) => {
        const order = await lockOrderById(tx, id);
        if (order?.status !== 'shipped') return;
        await transitionOrder(
          tx,
          order,
          { to: 'completed', text: `发货${days}天后系统自动确认收货，订单已完成` },
          { kind: 'system', what: 'job' },
        );
        completed += 1;
      });
    }
    if (due.length < BATCH) return completed;
  }
}
