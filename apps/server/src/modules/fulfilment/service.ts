/**
 * Moving orders along on the warehouse side (until the operator console exists, through the ops
 * command line): ship a paid order, mark it delivered, complete it, and complete shipped orders
 * nobody confirmed. Each runs on the order's row lock, as the buyer's own moves do.
 */
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import { assertGroupFormed } from '../activity/group-hooks.js';
import { completeLockedOrder, type Completion } from '../orders/lifecycle.js';
import { addEvent, lockOrderById, orderIdByNo, updateOrder } from '../orders/queries.js';
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

export async function shipOrder(db: DbOrTx, orderId: number, carrier: string, trackingNo: string): Promise<void> {
  const by = carrier.trim();
  const no = trackingNo.trim();
  if (!by || by.length > 30) throw refuse('承运商名称应为1到30个字');
  if (!/^[A-Za-z0-9-]{4,40}$/.test(no)) throw refuse('运单号应为4到40位字母、数字或短横线');
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    if (order.status === 'unpaid') throw refuse('订单尚未付款，不能发货');
    if (order.status !== 'paid') throw refuse(`订单${order.status === 'cancelled' ? '已取消' : '已发货'}，不能再次发货`);
    await assertGroupFormed(tx, order.id);
    await updateOrder(tx, order.id, { status: 'shipped', carrier: by, trackingNo: no, shippedAt: new Date() });
    await addEvent(tx, order.id, 'shipped', `已发货，承运商 ${by}，运单号 ${no}`);
  });
}

export async function deliverOrder(db: DbOrTx, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'shipped') throw refuse('只有已发货的订单可以标记送达');
    if (order.deliveredAt) throw refuse('订单已送达');
    await updateOrder(tx, order.id, { deliveredAt: new Date() });
    await addEvent(tx, order.id, 'delivered', '已送达');
  });
}

export async function completeOrder(db: DbOrTx, orderId: number): Promise<Completion> {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw notFound('订单');
    return completeLockedOrder(tx, order, '平台已确认收货，订单已完成');
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
        await completeLockedOrder(tx, order, `发货${days}天后系统自动确认收货，订单已完成`);
        completed += 1;
      });
    }
    if (due.length < BATCH) return completed;
  }
}
