/**
 * Random sequences of what buyers, the warehouse, the payment provider and the jobs do to one
 * order, through the API and the services they call; after every step money and stock must
 * balance: what the order was paid less what went back equals what the ledgers hold, and the
 * shelf plus what the order holds equals what the shelf started with.
 */
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSales, creditAccounts, creditLedger, goods, orderItems, orders, paymentRefunds, payments, walletLedger } from '../../src/db/schema/index.js';
import { expireUnpaidOrders } from '../../src/jobs/expire-unpaid-orders.js';
import { QUERY_AFTER_MS, queryPendingPayments } from '../../src/jobs/query-payments.js';
import { sendRefunds } from '../../src/jobs/send-refunds.js';
import { approveRequest, rejectRequest } from '../../src/modules/after-sales/review.js';
import { completeOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { fakeProvider } from '../fake-payment-provider.js';
import { fundWallet, OPERATOR, PAY_PASSWORD, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';

/** The sandbox and (a stand-in for) WeChat Pay, whose notifications may be replayed, late or lost. */
const wechat = fakeProvider('wechat');
const app = fileApp(4, { payments: { sandbox: true, notifyBaseUrl: 'https://shop.example.cn' } }, [wechat]);
const wechatPayments = (storeId: number) =>
  app.db.select().from(payments).where(and(eq(payments.storeId, storeId), eq(payments.provider, 'wechat'))).orderBy(payments.id);
const notifyWechat = async (storeId: number) => {
  const last = (await wechatPayments(storeId)).at(-1);
  if (!last?.outTradeNo) return undefined;
  const n = wechat.notification({ outTradeNo: last.outTradeNo, state: 'succeeded', amount: last.amount, providerTradeNo: `T${last.id}` });
  return app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.payload });
};
/** The provider has the money of the store's last WeChat payment but its notification never came; the query job runs later. */
const loseNotification = async (storeId: number) => {
  const last = (await wechatPayments(storeId)).at(-1);
  if (last?.outTradeNo) wechat.known.set(last.outTradeNo, { outTradeNo: last.outTradeNo, state: 'succeeded', amount: last.amount });
  return queryPendingPayments(app.db, app.payments, app.log, new Date(Date.now() + QUERY_AFTER_MS + 1000));
};
const refundJob = () => sendRefunds(app.db, app.payments, app.log);

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
  openWechat: (w) => post(app, w.b.cookie, '/api/pay/order', { order_id: w.orderId, method: 'online', pay_type: 'wechat' }),
  /** WeChat Pay's signed notification of the last WeChat payment, possibly late or repeated. */
  notifyWechat: (w) => notifyWechat(w.b.storeId),
  queryJob: (w) => loseNotification(w.b.storeId),
  refundJob: () => refundJob(),
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
  // A cancelled order keeps no settled payment, whichever way it was paid, so a count of settled payments is what was kept.
  if (order.status === 'cancelled') expect(online.filter((p) => p.purpose === 'order' && p.refId === w.orderId && p.status === 'succeeded')).toEqual([]);
  await assertRefundsQueued(w.b.storeId);

  const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, w.orderId));
  const [shelf] = await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, w.goodsId));
  const held = order.status === 'cancelled' ? 0 : item.number;
  const restocked = approved.reduce((n, r) => n + r.items.reduce((m, l) => m + l.number, 0), 0);
  expect(shelf.stock + held - restocked).toBe(w.stockBefore);
  expect(shelf.stock).toBeGreaterThanOrEqual(0);
}

/**
 * Every online payment reversed (a cancelled order, a payment that came after it) and every online
 * refund of a request is queued to go back through its provider; what WeChat Pay was asked to refund
 * is exactly what the queue settled with it.
 */
async function assertRefundsQueued(storeId: number): Promise<void> {
  const sum = (rows: { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0);
  const rows = await app.db.select().from(payments).where(eq(payments.storeId, storeId));
  const reversed = rows.filter((p) => (p.purpose === 'order' && p.method === 'online' && p.status === 'refunded') || p.purpose === 'refund');
  const queued = await app.db.select().from(paymentRefunds).where(eq(paymentRefunds.storeId, storeId));
  // A repayment paid for debt gone meanwhile stays succeeded and sends its excess back: the credit property
  // (assertSettled) holds those against the credit ledger.
  const repayments = new Set(rows.filter((p) => p.purpose === 'credit_repay').map((p) => p.id));
  expect(sum(queued.filter((r) => !repayments.has(r.paymentId)))).toBe(sum(reversed));
  const tradeNos = new Set(rows.filter((p) => p.provider === 'wechat').map((p) => p.outTradeNo));
  const toWechat = queued.filter((r) => r.status === 'succeeded' && rows.find((p) => p.id === r.paymentId)?.provider === 'wechat');
  expect(sum(wechat.refunds.filter((r) => tradeNos.has(r.outTradeNo)))).toBe(sum(toWechat));
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

/** Random repayments of a store's credit debt: every way of paying a bill, twice or late, with orders taken on credit and cancelled between. */
describe('a credit debt under random orders, bills and repayments', () => {
  interface Debtor {
    b: ReadyBuyer;
    bills: number[];
    payUrls: string[];
    orders: number[];
  }
  const pay = (d: Debtor, method: 'wallet' | 'online', payType?: string) =>
    d.bills.length
      ? post(app, d.b.cookie, '/api/pay/user_credit_pay', { id: d.bills[d.bills.length - 1], method, pay_type: payType, pay_password: PAY_PASSWORD })
      : undefined;
  const STEPS: Record<string, (d: Debtor) => Promise<unknown>> = {
    buyOnCredit: async (d) => {
      const order = await placeOrder(app, d.b, [{ goods: await seedGoods(app, 'plain', { stock: 50 }), number: 1 }]);
      d.orders.push(order.orderId);
      return post(app, d.b.cookie, '/api/pay/order', { order_id: order.orderId, method: 'credit', pay_password: PAY_PASSWORD });
    },
    cancelOrder: async (d) => (d.orders.length ? post(app, d.b.cookie, '/api/order/cancel', { id: d.orders[d.orders.length - 1] }) : undefined),
    newBill: async (d) => {
      const res = await post(app, d.b.cookie, '/api/pay/user_credit_create', {});
      if (res.json().code === 10000) d.bills.push(res.json().data.id as number);
      return res;
    },
    payFromWallet: (d) => pay(d, 'wallet') ?? Promise.resolve(),
    paySandbox: async (d) => {
      const res = await pay(d, 'online', 'sandbox');
      if (res?.json().data?.pay_url) d.payUrls.push(res.json().data.pay_url as string);
      return res;
    },
    confirmSandbox: async (d) => (d.payUrls.length ? app.inject({ method: 'POST', url: `${d.payUrls[d.payUrls.length - 1]}/confirm` }) : undefined),
    payWechat: (d) => pay(d, 'online', 'wechat') ?? Promise.resolve(),
    notifyWechat: (d) => notifyWechat(d.b.storeId),
    queryJob: (d) => loseNotification(d.b.storeId),
    refundJob: () => refundJob(),
  };

  /** The debt never goes below nothing, and every fen repaid is either a repayment on the ledger or queued back to the payer. */
  async function assertSettled(d: Debtor): Promise<void> {
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.storeId, d.b.storeId));
    expect(ledger.reduce((n, r) => n + r.amount, 0)).toBeGreaterThanOrEqual(0);
    const repaidOnLedger = -ledger.filter((r) => r.type === 'repay').reduce((n, r) => n + r.amount, 0);
    const bills = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.storeId, d.b.storeId), eq(payments.purpose, 'credit_repay'), eq(payments.status, 'succeeded')));
    const billIds = bills.map((p) => p.id);
    const sentBack = billIds.length
      ? (await app.db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, billIds))).reduce((n, r) => n + r.amount, 0)
      : 0;
    expect(bills.reduce((n, p) => n + p.amount, 0)).toBe(repaidOnLedger + sentBack);
    const [walletPaid] = await app.db
      .select({ fen: sql<number>`coalesce(-sum(${walletLedger.amount}), 0)::int` })
      .from(walletLedger)
      .where(and(eq(walletLedger.storeId, d.b.storeId), eq(walletLedger.refType, 'credit_repay')));
    expect(walletPaid.fen).toBe(bills.filter((p) => p.method !== 'online').reduce((n, p) => n + p.amount, 0));
    await assertRefundsQueued(d.b.storeId);
  }

  it('never repays more than is owed, and every repayment reconciles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...Object.keys(STEPS)), { minLength: 1, maxLength: 10 }), async (steps) => {
        const b = await readyBuyer(app);
        await app.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 10_000_000, termDays: 30 });
        await fundWallet(app, b.storeId, 10_000_000);
        const d: Debtor = { b, bills: [], payUrls: [], orders: [] };
        for (const step of ['buyOnCredit', ...steps]) {
          await settle(STEPS[step](d));
          await assertSettled(d);
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
