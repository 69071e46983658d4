/**
 * Random sequences of what buyers, the warehouse, the payment provider and the jobs do to one
 * order, through the API and the services they call; after every step money and stock must
 * balance: what the order was paid less what went back equals what the ledgers hold, and the
 * shelf plus what the order holds equals what the shelf started with.
 */
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSales, goods, orderItems, orders, payments, walletLedger } from '../../src/db/schema/index.js';
import { expireUnpaidOrders } from '../../src/jobs/expire-unpaid-orders.js';
import { approveRequest, rejectRequest } from '../../src/modules/after-sales/review.js';
import { completeOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { fundWallet, OPERATOR, PAY_PASSWORD, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';

const app = fileApp();

interface World {
  b: ReadyBuyer;
  orderId: number;
  goodsId: number;
  stockBefore: number;
  /** Sandbox payment pages opened for the order, confirmed or not. */
  payUrls: string[];
  requests: number[];
}

/** Each action may be refused (a wrong moment is part of the test); only a 5xx or a thrown non-refusal fails it. */
const settle = async (p: Promise<unknown>) => {
  try {
    const r = await p;
    if (r && typeof r === 'object' && 'statusCode' in r) expect((r as { statusCode: number }).statusCode).toBeLessThan(500);
  } catch (err) {
    if (!(err instanceof Error) || err.constructor.name !== 'BizError') throw err;
  }
};

const ACTIONS: Record<string, (w: World) => Promise<unknown>> = {
  payWallet: (w) => post(app, w.b.cookie, '/api/pay/order', { order_id: w.orderId, method: 'wallet', pay_password: PAY_PASSWORD }),
  openOnline: async (w) => {
    const res = await post(app, w.b.cookie, '/api/pay/order', { order_id: w.orderId, method: 'online' });
    if (res.json().data?.pay_url) w.payUrls.push(res.json().data.pay_url as string);
    return res;
  },
  /** The provider's callback, possibly late (after a cancel) or repeated. */
  callback: async (w) => (w.payUrls.length ? app.inject({ method: 'POST', url: `${w.payUrls[w.payUrls.length - 1]}/confirm` }) : undefined),
  cancel: (w) => post(app, w.b.cookie, '/api/order/cancel', { id: w.orderId }),
  expire: async (w) => {
    await app.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, w.orderId));
    return expireUnpaidOrders(app.db);
  },
  ship: (w) => shipOrder(app.db, w.orderId, '顺丰速运', `SF${String(w.orderId).padStart(12, '0')}`, OPERATOR),
  confirm: (w) => post(app, w.b.cookie, '/api/order/confirm', { id: w.orderId }),
  complete: (w) => completeOrder(app.db, w.orderId, OPERATOR),
  askReturn: async (w) => {
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, w.orderId));
    const res = await post(app, w.b.cookie, '/api/order/return', { order_id: w.orderId, type: 'return', reason: '破损', items: [{ order_item_id: item.id, number: 1 }] });
    if (res.json().code === 10000) w.requests.push(res.json().data.id as number);
    return res;
  },
  approve: async (w) => (w.requests.length ? approveRequest(app.db, w.requests[w.requests.length - 1], OPERATOR) : undefined),
  reject: async (w) => (w.requests.length ? rejectRequest(app.db, w.requests[w.requests.length - 1], OPERATOR, '不影响使用') : undefined),
};

async function assertBalanced(w: World): Promise<void> {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, w.orderId));
  const approved = await app.db.select().from(afterSales).where(and(eq(afterSales.orderId, w.orderId), eq(afterSales.status, 'approved')));
  const refundedByRequests = approved.reduce((n, r) => n + r.refundAmount, 0);
  const paid = order.paidAt ? order.payAmount : 0;
  const refunded = (order.status === 'cancelled' && order.paidAt ? order.payAmount : 0) + refundedByRequests;

  const requestIds = approved.map((r) => r.id);
  const [walletNet] = await app.db
    .select({ fen: sql<number>`coalesce(-sum(${walletLedger.amount}), 0)::int` })
    .from(walletLedger)
    .where(and(eq(walletLedger.storeId, w.b.storeId), inArray(walletLedger.useType, ['pay', 'refund'])));
  const online = await app.db.select().from(payments).where(eq(payments.storeId, w.b.storeId));
  const onlineKept =
    online.filter((p) => p.purpose === 'order' && p.method === 'online' && p.status === 'succeeded').reduce((n, p) => n + p.amount, 0) -
    online.filter((p) => p.purpose === 'refund' && requestIds.includes(p.refId)).reduce((n, p) => n + p.amount, 0);
  expect(paid - refunded).toBe(walletNet.fen + onlineKept);

  const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, w.orderId));
  const [shelf] = await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, w.goodsId));
  const held = order.status === 'cancelled' ? 0 : item.number;
  const restocked = approved.reduce((n, r) => n + r.items.reduce((m, l) => m + l.number, 0), 0);
  expect(shelf.stock + held - restocked).toBe(w.stockBefore);
  expect(shelf.stock).toBeGreaterThanOrEqual(0);
}

describe('an order under random buyer, warehouse, payment and job actions', () => {
  it('keeps money and stock balanced after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...Object.keys(ACTIONS)), { minLength: 1, maxLength: 8 }), async (steps) => {
        const b = await readyBuyer(app);
        const g = await seedGoods(app, 'plain', { stock: 50 });
        const placed = await placeOrder(app, b, [{ goods: g, number: 3 }]);
        await fundWallet(app, b.storeId, placed.payFen);
        const w: World = { b, orderId: placed.orderId, goodsId: g.id, stockBefore: 50, payUrls: [], requests: [] };
        for (const step of steps) {
          await settle(ACTIONS[step](w));
          await assertBalanced(w);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
