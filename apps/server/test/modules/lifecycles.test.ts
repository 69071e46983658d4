/**
 * Every pair of states of the order, request and payment lifecycles, tried through their single
 * writers on real rows: the allowed moves (the diagram in docs/architecture.md, spelt out here) write the
 * status and an event with who made it; every other move is refused in Chinese and writes nothing.
 */
import type { OrderStatus } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountStores,
  afterSaleEvents,
  afterSales,
  orderEvents,
  orderItems,
  orders,
  payments,
  pointsGoods,
  pointsOrders,
  stores,
  walletLedger,
} from '../../src/db/schema/index.js';
import { BizError } from '../../src/lib/errors.js';
import { everyMove } from '../../src/lib/process.js';
import { AFTER_SALE_PROCESS } from '../../src/modules/after-sales/process.js';
import { lockRequest } from '../../src/modules/after-sales/queries.js';
import { transitionRequest, type AfterSaleMove } from '../../src/modules/after-sales/transition.js';
import { completeOrder } from '../../src/modules/fulfilment/service.js';
import { ORDER_PROCESS, type OrderTarget } from '../../src/modules/orders/process.js';
import { lockOrderById } from '../../src/modules/orders/queries.js';
import { transitionOrder, type OrderMove } from '../../src/modules/orders/transition.js';
import { PAYMENT_PROCESS } from '../../src/modules/payments/process.js';
import { createPendingPayment, lockPayment, transitionPayment } from '../../src/modules/payments/records.js';
import { POINTS_ORDER_PROCESS, type PointsOrderTarget } from '../../src/modules/points-mall/process.js';
import { lockPointsOrder } from '../../src/modules/points-mall/queries.js';
import { transitionPointsOrder, type PointsOrderMove } from '../../src/modules/points-mall/transition.js';
import { OPERATOR, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, post, readyBuyer, shippedOrder } from '../ops/order-flow.js';

const app = fileApp();

const line = async () => [{ goods: await seedGoods(app), number: 2 }];

/** An order brought to `state` the way buyers and the warehouse bring it there. */
async function orderIn(state: OrderStatus): Promise<{ id: number; storeId: number }> {
  const b = await readyBuyer(app);
  if (state === 'pending_approval') {
    // A 采购员 of a store that has every order approved.
    await app.db.update(accountStores).set({ role: 'buyer' }).where(eq(accountStores.accountId, b.accountId));
    await app.db.update(stores).set({ requiresApproval: true }).where(eq(stores.id, b.storeId));
  }
  if (state === 'shipped' || state === 'completed') {
    const o = await shippedOrder(app, b, await line());
    if (state === 'completed') await completeOrder(app.db, o.orderId, OPERATOR);
    return { id: o.orderId, storeId: b.storeId };
  }
  const o = await placeOrder(app, b, await line());
  if (state === 'paid') await payOrder(app, b, o, 'wallet');
  if (state === 'cancelled') await okData(post(app, b.cookie, '/api/order/cancel', { id: o.orderId }));
  return { id: o.orderId, storeId: b.storeId };
}

const MOVES: Record<OrderTarget, OrderMove> = {
  unpaid: { to: 'unpaid', text: '订单已审批通过' },
  paid: { to: 'paid', method: 'wallet' },
  shipped: { to: 'shipped', carrier: '顺丰速运', trackingNo: 'SF3000000001' },
  completed: { to: 'completed', text: '平台已确认收货，订单已完成' },
  cancelled: { to: 'cancelled', reason: '测试取消' },
};

const ORDER_ALLOWED = ['pending_approval→unpaid', 'pending_approval→cancelled', 'unpaid→paid', 'unpaid→cancelled', 'paid→shipped', 'paid→cancelled', 'shipped→completed'];
const ORDER_REFUSALS: Record<string, string> = {
  'unpaid→unpaid': '订单已审批，请勿重复操作',
  'paid→unpaid': '订单已审批，请勿重复操作',
  'shipped→unpaid': '订单已审批，请勿重复操作',
  'completed→unpaid': '订单已审批，请勿重复操作',
  'cancelled→unpaid': '订单已取消，无法审批',
  'pending_approval→paid': '订单待审批，审批通过后才能支付',
  'pending_approval→shipped': '订单尚未付款，不能发货',
  'pending_approval→completed': '订单尚未发货，无法确认收货',
  'paid→paid': '订单已支付，请勿重复支付',
  'shipped→paid': '订单已支付，请勿重复支付',
  'completed→paid': '订单已支付，请勿重复支付',
  'cancelled→paid': '订单已取消，无法支付',
  'unpaid→shipped': '订单尚未付款，不能发货',
  'shipped→shipped': '订单已发货，不能再次发货',
  'completed→shipped': '订单已发货，不能再次发货',
  'cancelled→shipped': '订单已取消，不能再次发货',
  'unpaid→completed': '订单尚未发货，无法确认收货',
  'paid→completed': '订单尚未发货，无法确认收货',
  'completed→completed': '订单已完成，请勿重复确认收货',
  'cancelled→completed': '订单已取消',
  'shipped→cancelled': '订单已发货，请申请退货',
  'completed→cancelled': '订单已发货，请申请退货',
  'cancelled→cancelled': '订单已取消',
};

const snapshot = async (orderId: number, storeId: number) => ({
  order: (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0],
  events: (await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).length,
  wallet: (await app.db.select().from(walletLedger).where(eq(walletLedger.storeId, storeId))).length,
});

describe('the order lifecycle', () => {
  const pairs = everyMove(ORDER_PROCESS).filter((m) => m.to !== 'pending_approval');

  it('allows exactly the moves of the diagram', () => {
    expect(pairs.filter((m) => m.allowed).map((m) => `${m.from}→${m.to}`)).toEqual(ORDER_ALLOWED);
    expect(everyMove(ORDER_PROCESS).filter((m) => m.to === 'pending_approval' && m.allowed)).toEqual([]);
  });

  it.each(pairs)('$from → $to', async ({ from, to, allowed }) => {
    const o = await orderIn(from);
    const before = await snapshot(o.id, o.storeId);
    const attempt = app.db.transaction(async (tx) => {
      const order = await lockOrderById(tx, o.id);
      if (!order) throw new Error('order missing');
      return transitionOrder(tx, order, MOVES[to as OrderTarget], { kind: 'staff', staffId: 7 });
    });
    const after = () => snapshot(o.id, o.storeId);
    if (allowed) {
      await attempt;
      const now = await after();
      expect(now.order.status).toBe(to);
      const [event] = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(orderEvents.id).then((e) => e.slice(-1));
      expect(event).toMatchObject({ status: to, actor: 'staff:7' });
    } else {
      const err = await attempt.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(BizError);
      expect((err as BizError).message).toBe(ORDER_REFUSALS[`${from}→${to}`]);
      expect(await after()).toEqual(before);
    }
  });
});

describe('the return and after-sales request lifecycle', () => {
  const MOVE: Record<string, AfterSaleMove> = { approved: { to: 'approved' }, rejected: { to: 'rejected', reason: '不影响使用' }, cancelled: { to: 'cancelled' } };
  const REFUSED: Record<string, string> = { approved: '该申请已同意，请勿重复处理', rejected: '该申请已拒绝，请勿重复处理', cancelled: '该申请已撤销，请勿重复处理' };
  const pairs = everyMove(AFTER_SALE_PROCESS).filter((m) => m.to !== 'pending');

  it('allows a pending request to be decided once or withdrawn, and nothing else', () => {
    expect(pairs.filter((m) => m.allowed).map((m) => `${m.from}→${m.to}`)).toEqual(['pending→approved', 'pending→rejected', 'pending→cancelled']);
  });

  it.each(pairs)('$from → $to', async ({ from, to, allowed }) => {
    const b = await readyBuyer(app);
    const o = await shippedOrder(app, b, await line());
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, o.orderId));
    const asked = await okData<{ id: number }>(post(app, b.cookie, '/api/order/return', { order_id: o.orderId, type: 'return', reason: '包装破损', items: [{ order_item_id: item.id, number: 1 }] }));
    const move = (m: AfterSaleMove) =>
      app.db.transaction(async (tx) => {
        const request = await lockRequest(tx, asked.id);
        if (!request) throw new Error('request missing');
        return transitionRequest(tx, request, m, { kind: 'buyer', accountId: b.accountId });
      });
    if (from !== 'pending') await move(MOVE[from]);
    const events = async () => (await app.db.select().from(afterSaleEvents).where(eq(afterSaleEvents.afterSaleId, asked.id))).length;
    const row = async () => (await app.db.select().from(afterSales).where(eq(afterSales.id, asked.id)))[0];
    const before = { row: await row(), events: await events() };
    if (allowed) {
      await move(MOVE[to]);
      expect((await row()).status).toBe(to);
      expect(await events()).toBe(before.events + 1);
    } else {
      const expected = to === 'cancelled' ? '申请已处理，无法撤销' : REFUSED[from];
      await expect(move(MOVE[to])).rejects.toThrow(expected);
      expect({ row: await row(), events: await events() }).toEqual(before);
    }
  });
});

describe('the payment lifecycle', () => {
  const pairs = everyMove(PAYMENT_PROCESS).filter((m) => m.to !== 'pending');
  const path: Record<string, string[]> = { pending: [], succeeded: ['succeeded'], closed: ['closed'], refunded: ['succeeded', 'refunded'] };

  it('settles or closes a pending payment, settles a closed one the provider still took money for, and refunds a settled one once', () => {
    expect(pairs.filter((m) => m.allowed).map((m) => `${m.from}→${m.to}`)).toEqual(['pending→succeeded', 'pending→closed', 'succeeded→refunded', 'closed→succeeded']);
  });

  it.each(pairs)('$from → $to', async ({ from, to, allowed }) => {
    const b = await readyBuyer(app);
    const created = await createPendingPayment(app.db, { storeId: b.storeId, purpose: 'recharge', refId: 0, amount: 100, method: 'online' });
    const move = (status: typeof to) =>
      app.db.transaction(async (tx) => {
        const payment = await lockPayment(tx, created.id);
        if (!payment) throw new Error('payment missing');
        await transitionPayment(tx, payment, status);
      });
    for (const step of path[from]) await move(step as typeof to);
    const status = async () => (await app.db.select().from(payments).where(eq(payments.id, created.id)))[0].status;
    if (allowed) {
      await move(to);
      expect(await status()).toBe(to);
    } else {
      await expect(move(to)).rejects.toThrow(`cannot move from ${from} to ${to}`);
      expect(await status()).toBe(from);
    }
  });
});

describe('the points order lifecycle', () => {
  const pairs = everyMove(POINTS_ORDER_PROCESS).filter((m) => m.to !== 'pending');
  const MOVES: Record<PointsOrderTarget, PointsOrderMove> = {
    shipped: { to: 'shipped', carrier: '顺丰速运', trackingNo: 'SF3000000002', delivery: {} },
    completed: { to: 'completed' },
  };
  const path: Record<string, PointsOrderTarget[]> = { pending: [], shipped: ['shipped'], completed: ['shipped', 'completed'] };
  const REFUSALS: Record<string, string> = {
    'shipped→shipped': '积分订单已发货，不能再次发货',
    'completed→shipped': '积分订单已发货，不能再次发货',
    'pending→completed': '礼品尚未发货，不能确认收货',
    'completed→completed': '该订单已确认收货',
  };

  it('ships a waiting gift once and completes a shipped one once, and nothing else', () => {
    expect(pairs.filter((m) => m.allowed).map((m) => `${m.from}→${m.to}`)).toEqual(['pending→shipped', 'shipped→completed']);
  });

  it.each(pairs)('$from → $to', async ({ from, to: target, allowed }) => {
    // The pairs leave out 'pending', which no move targets.
    const to = target as PointsOrderTarget;
    const b = await readyBuyer(app);
    const [gift] = await app.db.insert(pointsGoods).values({ name: '医用口罩', points: 100, stock: 10 }).returning();
    const [created] = await app.db
      .insert(pointsOrders)
      .values({ storeId: b.storeId, pointsGoodsId: gift!.id, number: 1, points: 100, address: '北京市东城区测试路1号' })
      .returning();
    const move = (target: PointsOrderTarget) =>
      app.db.transaction(async (tx) => {
        const order = await lockPointsOrder(tx, created!.id);
        if (!order) throw new Error('points order missing');
        await transitionPointsOrder(tx, order, MOVES[target]);
      });
    for (const step of path[from]!) await move(step);
    const row = async () => (await app.db.select().from(pointsOrders).where(eq(pointsOrders.id, created!.id)))[0]!;
    const before = await row();
    if (allowed) {
      await move(to);
      expect(await row()).toMatchObject({ status: to, ...(to === 'shipped' ? { trackingNo: 'SF3000000002' } : {}) });
    } else {
      const refused = await move(to).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(BizError);
      expect((refused as BizError).message).toBe(REFUSALS[`${from}→${to}`]);
      expect(await row()).toEqual(before);
    }
  });
});
