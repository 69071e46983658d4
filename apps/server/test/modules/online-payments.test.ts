/**
 * Online payment as the store runs it (issue 33): the sandbox only with PAYMENT_SANDBOX=1, provider
 * notifications applied once and only when they check out, the query job for lost notifications, the
 * refund job; and a credit debt repaid only once (issue 35).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditAccounts, creditLedger, orderEvents, orders, paymentRefunds, payments, rechargeOrders, walletLedger } from '../../src/db/schema/index.js';
import { QUERY_AFTER_MS, queryPendingPayments } from '../../src/jobs/query-payments.js';
import { sendRefunds } from '../../src/jobs/send-refunds.js';
import { NO_PROVIDER_REASON } from '../../src/modules/payments/providers/index.js';
import { fakeProvider } from '../fake-payment-provider.js';
import { fundWallet, PAY_PASSWORD, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';

/** The demo: the sandbox on. */
const demo = fileApp();
/** A store started without PAYMENT_SANDBOX=1 and no provider configured, on the same database. */
const bare = fileApp(2, { payments: { sandbox: false } });
const wechat = fakeProvider('wechat');
/** A store with (a stand-in for) WeChat Pay and no sandbox, on the same database. */
const live = fileApp(2, { payments: { sandbox: false, notifyBaseUrl: 'https://shop.example.cn' } }, [wechat]);

const orderRow = async (id: number) => (await demo.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentOf = async (purpose: string, refId: number) =>
  (await demo.db.select().from(payments).where(and(eq(payments.purpose, purpose), eq(payments.refId, refId))).orderBy(payments.id)).at(-1);
const walletOf = async (storeId: number) => (await demo.db.select().from(walletLedger).where(eq(walletLedger.storeId, storeId))).reduce((n, r) => n + r.amount, 0);
const eventsOf = async (orderId: number) => demo.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
const goods = () => seedGoods(demo, 'plain', { stock: 50 });
const notify = (n: { headers: Record<string, string>; payload: string }) =>
  live.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.payload });

/** What an order's money and history are, to compare before and after something that must write nothing. */
const snapshot = async (storeId: number, orderId: number) => ({
  order: (await orderRow(orderId)).status,
  events: (await eventsOf(orderId)).length,
  payments: await demo.db.select().from(payments).where(eq(payments.storeId, storeId)).orderBy(payments.id),
  wallet: await walletOf(storeId),
});

async function onlineOrder(app: typeof demo, b?: ReadyBuyer) {
  const buyer = b ?? (await readyBuyer(demo));
  const order = await placeOrder(demo, buyer, [{ goods: await goods(), number: 2 }]);
  const paying = await okData<{ status: string; pay_url: string | null; code_url: string | null }>(
    post(app, buyer.cookie, '/api/pay/order', { order_id: order.orderId, method: 'online' }),
  );
  const payment = (await paymentOf('order', order.orderId))!;
  return { buyer, order, paying, payment };
}

describe('the 演示支付 sandbox', () => {
  it('exists with PAYMENT_SANDBOX=1: its page shows the banner and its confirm pays the order', async () => {
    const { order, paying } = await onlineOrder(demo);
    expect(paying.pay_url).toMatch(/^\/api\/pay\/sandbox\/YCP[0-9A-Z]{26}$/);
    const page = await demo.inject({ method: 'GET', url: paying.pay_url! });
    expect(page.body).toContain('演示支付');
    expect((await demo.inject({ method: 'POST', url: `${paying.pay_url}/confirm` })).statusCode).toBe(303);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(await okData(get(demo, (await readyBuyer(demo)).cookie, '/api/pay/channels'))).toEqual({
      providers: [{ value: 'sandbox', label: '演示支付' }],
      sandbox: true,
      reason: null,
    });
  });

  it('is gone without PAYMENT_SANDBOX=1: its URLs answer 404 and a confirm, anonymous or logged in, changes nothing', async () => {
    const { buyer, order, paying, payment } = await onlineOrder(demo);
    const before = await snapshot(buyer.storeId, order.orderId);
    expect((await bare.inject({ method: 'GET', url: paying.pay_url! })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'POST', url: `${paying.pay_url}/confirm` })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'POST', url: `${paying.pay_url}/confirm`, headers: { cookie: buyer.cookie } })).statusCode).toBe(404);
    const notify = await bare.inject({ method: 'POST', url: '/api/pay/notify', payload: { payment_id: payment.id, token: payment.idempotencyKey } });
    expect(notify.statusCode).toBe(404);
    expect(await snapshot(buyer.storeId, order.orderId)).toEqual(before);
  });

  it('without it and without a provider, online payment is not offered and says why; the wallet still pays', async () => {
    const b = await readyBuyer(demo);
    expect(await okData(get(bare, b.cookie, '/api/pay/channels'))).toEqual({ providers: [], sandbox: false, reason: NO_PROVIDER_REASON });
    const order = await placeOrder(demo, b, [{ goods: await goods(), number: 1 }]);
    const online = (await post(bare, b.cookie, '/api/pay/order', { order_id: order.orderId, method: 'online' })).json();
    expect(online).toMatchObject({ code: 400, msg: NO_PROVIDER_REASON });
    expect((await post(bare, b.cookie, '/api/charge/store', { amount: 100 })).json()).toMatchObject({ code: 400, msg: NO_PROVIDER_REASON });
    expect(await demo.db.select().from(payments).where(eq(payments.storeId, b.storeId))).toEqual([]);
    expect(await demo.db.select().from(rechargeOrders).where(eq(rechargeOrders.storeId, b.storeId))).toEqual([]);
    await fundWallet(demo, b.storeId, order.payFen);
    const wallet = await post(bare, b.cookie, '/api/pay/order', { order_id: order.orderId, method: 'wallet', pay_password: PAY_PASSWORD });
    expect(wallet.json()).toMatchObject({ code: 10000, data: { status: 'paid' } });
  });
});

describe('a provider notification', () => {
  const paidState = (p: { outTradeNo: string | null; amount: number }, change: object = {}) => ({
    outTradeNo: p.outTradeNo as string,
    state: 'succeeded' as const,
    amount: p.amount,
    providerTradeNo: `42000${p.outTradeNo}`,
    ...change,
  });

  it('pays once: the order is paid with the provider’s number; a replay answers success and changes nothing', async () => {
    const { buyer, order, paying, payment } = await onlineOrder(live);
    expect(paying).toMatchObject({ status: 'unpaid', pay_url: null, code_url: `weixin://wxpay/bizpayurl?pr=${payment.outTradeNo}` });
    expect(payment).toMatchObject({ provider: 'wechat', status: 'pending', amount: order.payFen });
    const first = await notify(wechat.notification(paidState(payment)));
    expect(first.statusCode).toBe(204);
    expect(await paymentOf('order', order.orderId)).toMatchObject({ status: 'succeeded', providerTradeNo: `42000${payment.outTradeNo}` });
    expect((await orderRow(order.orderId)).status).toBe('paid');
    const after = await snapshot(buyer.storeId, order.orderId);
    const replays = await Promise.all([notify(wechat.notification(paidState(payment))), notify(wechat.notification(paidState(payment)))]);
    expect(replays.map((r) => r.statusCode)).toEqual([204, 204]);
    expect(await snapshot(buyer.storeId, order.orderId)).toEqual(after);
  });

  it.each([
    ['a bad signature', (p: typeof payments.$inferSelect) => wechat.notification(paidState(p), 'f'.repeat(64))],
    ['a changed amount', (p: typeof payments.$inferSelect) => wechat.notification(paidState(p, { amount: p.amount - 1 }))],
    ['an unknown out_trade_no', (p: typeof payments.$inferSelect) => wechat.notification(paidState(p, { outTradeNo: 'YCP20261201000000AAAAAAAAAAAA' }))],
  ])('refuses %s and writes nothing', async (_what, make) => {
    const { buyer, order, payment } = await onlineOrder(live);
    const before = await snapshot(buyer.storeId, order.orderId);
    const res = await notify(make(payment));
    expect(res.statusCode).toBe(500);
    expect(await snapshot(buyer.storeId, order.orderId)).toEqual(before);
  });

  it('refuses a notification naming another store’s payment with this order’s amount, and neither order moves', async () => {
    const mine = await onlineOrder(live);
    const theirs = await onlineOrder(live);
    const before = [await snapshot(mine.buyer.storeId, mine.order.orderId), await snapshot(theirs.buyer.storeId, theirs.order.orderId)];
    const res = await notify(wechat.notification(paidState({ outTradeNo: theirs.payment.outTradeNo, amount: mine.payment.amount + 1 })));
    expect(res.statusCode).toBe(500);
    expect([await snapshot(mine.buyer.storeId, mine.order.orderId), await snapshot(theirs.buyer.storeId, theirs.order.orderId)]).toEqual(before);
    // Nor may a buyer start paying another store's order.
    expect((await post(live, mine.buyer.cookie, '/api/pay/order', { order_id: theirs.order.orderId, method: 'online' })).statusCode).toBe(404);
  });

  it('answers success to a verified notification of a payment still waiting, and applies nothing', async () => {
    const { buyer, order, payment } = await onlineOrder(live);
    const before = await snapshot(buyer.storeId, order.orderId);
    expect((await notify(wechat.notification(paidState(payment, { state: 'pending' })))).statusCode).toBe(204);
    expect(await snapshot(buyer.storeId, order.orderId)).toEqual(before);
  });

  it('has a route only for a configured provider, open to the provider without a login', async () => {
    const unconfigured = await live.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
    expect(unconfigured.statusCode).toBe(404);
    expect((await live.inject({ method: 'POST', url: '/api/pay/notify/paypal', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(422);
    expect((await live.inject({ method: 'GET', url: '/api/pay/channels' })).statusCode).toBe(401);
  });

  it('credits a recharge paid online once', async () => {
    const b = await readyBuyer(demo);
    const created = await okData<{ id: number; code_url: string | null }>(post(live, b.cookie, '/api/charge/store', { amount: 300 }));
    expect(created.code_url).toMatch(/^weixin:/);
    const payment = (await paymentOf('recharge', created.id))!;
    await notify(wechat.notification(paidState(payment)));
    await notify(wechat.notification(paidState(payment)));
    expect(await walletOf(b.storeId)).toBe(30_000);
    expect(await okData(get(live, b.cookie, `/api/pay/check_cz_order?id=${created.id}`))).toMatchObject({ status: 'paid' });
  });
});

describe('the query job', () => {
  it('finds a payment whose notification was lost, pays it once, and closes one that expired unpaid', async () => {
    const lost = await onlineOrder(live);
    const unpaid = await onlineOrder(live);
    wechat.known.set(lost.payment.outTradeNo!, { outTradeNo: lost.payment.outTradeNo!, state: 'succeeded', amount: lost.payment.amount, providerTradeNo: 'T1' });
    // Too early: a notification may still be on its way.
    expect(await queryPendingPayments(demo.db, live.payments, live.log)).toMatchObject({ paid: 0 });
    const later = new Date(Date.now() + QUERY_AFTER_MS + 1000);
    expect((await queryPendingPayments(demo.db, live.payments, live.log, later)).paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(lost.order.orderId)).status).toBe('paid');
    expect((await paymentOf('order', lost.order.orderId))?.status).toBe('succeeded');
    expect((await paymentOf('order', unpaid.order.orderId))?.status).toBe('pending');
    await queryPendingPayments(demo.db, live.payments, live.log, later);
    expect((await eventsOf(lost.order.orderId)).filter((e) => e.status === 'paid')).toHaveLength(1);

    const pastExpiry = new Date(unpaid.payment.expiresAt!.getTime() + 10 * 60_000);
    await queryPendingPayments(demo.db, live.payments, live.log, pastExpiry);
    expect((await paymentOf('order', unpaid.order.orderId))?.status).toBe('closed');
  });
});

describe('the refund job', () => {
  it('sends a cancelled online order’s money back through the provider once, after the transaction, and retries while it is down', async () => {
    const { buyer, order, payment } = await onlineOrder(live);
    await notify(wechat.notification({ outTradeNo: payment.outTradeNo!, state: 'succeeded', amount: payment.amount }));
    expect((await post(live, buyer.cookie, '/api/order/cancel', { id: order.orderId })).json().code).toBe(10000);
    const queued = await demo.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(queued).toMatchObject([{ status: 'pending', amount: order.payFen, attempts: 0 }]);
    expect(wechat.refunds.filter((r) => r.outTradeNo === payment.outTradeNo)).toEqual([]);

    wechat.refundsDown = true;
    await sendRefunds(demo.db, live.payments, live.log);
    wechat.refundsDown = false;
    expect((await demo.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, queued[0].id)))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await sendRefunds(demo.db, live.payments, live.log);
    await sendRefunds(demo.db, live.payments, live.log);
    expect(wechat.refunds.filter((r) => r.outTradeNo === payment.outTradeNo)).toEqual([
      { outTradeNo: payment.outTradeNo, outRefundNo: queued[0].outRefundNo, amount: order.payFen, total: order.payFen, reason: expect.any(String) },
    ]);
    expect((await demo.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, queued[0].id)))[0]).toMatchObject({ status: 'succeeded' });
    expect((await paymentOf('order', order.orderId))?.status).toBe('refunded');
  });

  it('settles a sandbox refund at once, as the demo always did', async () => {
    const { buyer, order, paying, payment } = await onlineOrder(demo);
    await demo.inject({ method: 'POST', url: `${paying.pay_url}/confirm` });
    await post(demo, buyer.cookie, '/api/order/cancel', { id: order.orderId });
    expect(await demo.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toMatchObject([{ status: 'succeeded', amount: order.payFen }]);
  });
});

describe('a credit debt (issue 35)', () => {
  async function owing(fen: number) {
    const b = await readyBuyer(demo);
    await demo.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 5_000_000, termDays: 30 });
    await demo.db.insert(creditLedger).values({ storeId: b.storeId, amount: fen, type: 'use', refType: 'test', refId: b.storeId, dueDate: '2099-01-01' });
    await fundWallet(demo, b.storeId, 10 * fen);
    return b;
  }
  const bill = async (b: ReadyBuyer) => okData<{ id: number }>(post(demo, b.cookie, '/api/pay/user_credit_create', {}));
  const credit = (b: ReadyBuyer) => okData<{ used: number; available: number }>(get(demo, b.cookie, '/api/user/user_credit'));

  it('is repaid once from the wallet: a second bill for the settled debt is refused in Chinese', async () => {
    const b = await owing(7720);
    const [first, second] = [await bill(b), await bill(b)];
    const pay = (id: number) => post(demo, b.cookie, '/api/pay/user_credit_pay', { id, method: 'wallet', pay_password: PAY_PASSWORD });
    expect((await pay(first.id)).json()).toMatchObject({ code: 10000, data: { status: 'succeeded' } });
    expect((await pay(second.id)).json()).toMatchObject({ code: 400, msg: '该笔账期欠款已还清，请勿重复还款' });
    expect(await credit(b)).toMatchObject({ used: 0, available: 50_000 });
    expect(await walletOf(b.storeId)).toBe(10 * 7720 - 7720);
  });

  it('is repaid once when both bills are paid at the same moment', async () => {
    const b = await owing(7720);
    const [first, second] = [await bill(b), await bill(b)];
    const pay = (id: number) => post(demo, b.cookie, '/api/pay/user_credit_pay', { id, method: 'wallet', pay_password: PAY_PASSWORD });
    const codes = (await Promise.all([pay(first.id), pay(second.id)])).map((r) => r.json().code as number).sort((x, y) => x - y);
    expect(codes).toEqual([400, 10000]);
    expect(await credit(b)).toMatchObject({ used: 0, available: 50_000 });
  });

  it('once repaid, is not given back to the credit again when its order is cancelled: the refund goes to the wallet', async () => {
    const b = await readyBuyer(demo);
    await demo.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 5_000_000, termDays: 30 });
    const order = await placeOrder(demo, b, [{ goods: await goods(), number: 1 }]);
    await okData(post(demo, b.cookie, '/api/pay/order', { order_id: order.orderId, method: 'credit', pay_password: PAY_PASSWORD }));
    await fundWallet(demo, b.storeId, order.payFen);
    const repay = await bill(b);
    await okData(post(demo, b.cookie, '/api/pay/user_credit_pay', { id: repay.id, method: 'wallet', pay_password: PAY_PASSWORD }));
    expect(await walletOf(b.storeId)).toBe(0);
    await okData(post(demo, b.cookie, '/api/order/cancel', { id: order.orderId }));
    expect(await credit(b)).toMatchObject({ used: 0, available: 50_000 });
    expect(await walletOf(b.storeId)).toBe(order.payFen);
  });

  it('leaves no settled payment behind a cancelled order paid from the wallet or on credit: each becomes 已退款, nothing is sent online', async () => {
    const b = await readyBuyer(demo);
    await demo.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 5_000_000, termDays: 30 });
    const byWallet = await placeOrder(demo, b, [{ goods: await goods(), number: 1 }]);
    await fundWallet(demo, b.storeId, byWallet.payFen);
    await okData(post(demo, b.cookie, '/api/pay/order', { order_id: byWallet.orderId, method: 'wallet', pay_password: PAY_PASSWORD }));
    const onCredit = await placeOrder(demo, b, [{ goods: await goods(), number: 1 }]);
    await okData(post(demo, b.cookie, '/api/pay/order', { order_id: onCredit.orderId, method: 'credit', pay_password: PAY_PASSWORD }));
    for (const order of [byWallet, onCredit]) await okData(post(demo, b.cookie, '/api/order/cancel', { id: order.orderId }));
    const settled = await demo.db.select().from(payments).where(and(eq(payments.storeId, b.storeId), eq(payments.purpose, 'order')));
    expect(settled.map((p) => ({ refId: p.refId, method: p.method, status: p.status })).sort((x, y) => x.refId - y.refId)).toEqual([
      { refId: byWallet.orderId, method: 'wallet', status: 'refunded' },
      { refId: onCredit.orderId, method: 'credit', status: 'refunded' },
    ]);
    expect(await demo.db.select().from(paymentRefunds).where(eq(paymentRefunds.storeId, b.storeId))).toEqual([]);
    expect(await walletOf(b.storeId)).toBe(byWallet.payFen);
  });

  it('paid online twice, settles the debt once and sends the second payment back', async () => {
    const b = await owing(7720);
    const opened = [];
    for (const x of [await bill(b), await bill(b)]) {
      opened.push(await okData<{ pay_url: string }>(post(demo, b.cookie, '/api/pay/user_credit_pay', { id: x.id, method: 'online' })));
    }
    for (const o of opened) await demo.inject({ method: 'POST', url: `${o.pay_url}/confirm` });
    expect(await credit(b)).toMatchObject({ used: 0, available: 50_000 });
    const refunds = await demo.db.select().from(paymentRefunds).where(eq(paymentRefunds.storeId, b.storeId));
    expect(refunds).toMatchObject([{ amount: 7720, status: 'succeeded' }]);
  });
});
