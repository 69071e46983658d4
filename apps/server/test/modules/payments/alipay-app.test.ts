/**
 * The store paying and refunding through Alipay, configured as a real store is (the ALIPAY_* settings through the registry)
 * but pointed at the local gateway of alipay-gateway.ts, which checks the app's RSA2 signatures and signs as Alipay does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, paymentRefunds, payments } from '../../../src/db/schema/index.js';
import { queryPendingPayments } from '../../../src/jobs/query-payments.js';
import { sendRefunds } from '../../../src/jobs/send-refunds.js';
import { approveRequest } from '../../../src/modules/after-sales/review.js';
import { shipOrder } from '../../../src/modules/fulfilment/service.js';
import { fenToAlipayAmount } from '../../../src/modules/payments/providers/alipay.js';
import { AlipayGateway } from '../../alipay-gateway.js';
import { OPERATOR, PAY_PASSWORD, seedGoods } from '../../fixtures.js';
import { fileApp } from '../../helper.js';
import { get, okData, placeOrder, post, readyBuyer } from '../../ops/order-flow.js';

const gateway = await new AlipayGateway().start();
afterAll(() => gateway.close());
const app = fileApp(4, {
  payments: {
    sandbox: true,
    notifyBaseUrl: 'https://shop.example.cn',
    alipay: { appId: gateway.appId, privateKey: gateway.appPrivateKey, alipayPublicKey: gateway.alipayPublicKey, gateway: gateway.url },
  },
});

/** Alipay posts its notification form-encoded and reads a plain-text answer. */
const notify = (rawBody: string) =>
  app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: rawBody });
const storePayments = (storeId: number) => app.db.select().from(payments).where(eq(payments.storeId, storeId)).orderBy(payments.id);
const statusOf = async (orderId: number) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;
const paidEvents = async (orderId: number) => (await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((e) => e.status === 'paid');

/** An order the buyer pays with 支付宝: the answer's pay_url is the gateway's cashier, which the buyer's browser opens. */
async function payWithAlipay(userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0') {
  const buyer = await readyBuyer(app);
  const order = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 2 }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/pay/order',
    headers: { cookie: buyer.cookie, 'user-agent': userAgent },
    payload: { order_id: order.orderId, method: 'online', pay_type: 'alipay', pay_password: PAY_PASSWORD },
  });
  const answer = await okData<{ status: string; pay_url: string; code_url: string | null }>(Promise.resolve(res));
  const [payment] = await storePayments(buyer.storeId);
  const outTradeNo = payment.outTradeNo as string;
  return { buyer, order, answer, payment, outTradeNo, page: gateway.open(answer.pay_url) };
}

/** The order still waits and its payment too: no status, no event, no Alipay number written. */
async function expectUntouched(orderId: number, paymentId: number) {
  expect(await statusOf(orderId)).toBe('unpaid');
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(payment).toMatchObject({ status: 'pending', providerTradeNo: null, paidAt: null });
  expect(await paidEvents(orderId)).toEqual([]);
}

describe('an order paid with Alipay', () => {
  it('goes to the signed page.pay cashier, and the signed notification pays it once, answered `success`', async () => {
    const { buyer, order, answer, payment, outTradeNo, page } = await payWithAlipay();
    expect(answer).toMatchObject({ order_id: order.orderId, status: 'unpaid', code_url: null });
    expect(payment).toMatchObject({ provider: 'alipay', status: 'pending', amount: order.payFen });
    expect(page.method).toBe('alipay.trade.page.pay');
    expect(page.bizContent).toMatchObject({ out_trade_no: outTradeNo, product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect(page.bizContent.total_amount).toBe(fenToAlipayAmount(order.payFen));
    expect(page.params).toMatchObject({
      notify_url: 'https://shop.example.cn/api/pay/notify/alipay',
      return_url: `https://shop.example.cn/cart/step4?order_id=${order.orderId}`,
    });

    const notification = gateway.pay(outTradeNo);
    const res = await notify(notification);
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([200, 'text/plain; charset=utf-8', 'success']);
    const info = await okData<{ status_text: string }>(get(app, buyer.cookie, `/api/order/info/${order.orderId}`));
    expect(info.status_text).toBe('待发货');
    expect(await storePayments(buyer.storeId)).toMatchObject([{ id: payment.id, status: 'succeeded', providerTradeNo: gateway.trade(outTradeNo).tradeNo }]);

    // Alipay posts it again until it reads `success`: answered so again, and nothing more is written.
    const events = await paidEvents(order.orderId);
    const replay = await notify(notification);
    expect([replay.statusCode, replay.body]).toEqual([200, 'success']);
    expect(await paidEvents(order.orderId)).toEqual(events);
    expect(events).toHaveLength(1);
    expect(await storePayments(buyer.storeId)).toHaveLength(1);
  });

  it('goes to the wap.pay page from a phone', async () => {
    const { page } = await payWithAlipay('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    expect(page.method).toBe('alipay.trade.wap.pay');
    expect(page.bizContent).toMatchObject({ product_code: 'QUICK_WAP_WAY' });
  });

  const refusals: [string, (outTradeNo: string) => Parameters<AlipayGateway['notification']>[1]][] = [
    ['a signature of another key', () => ({ signWith: gateway.stranger.privateKey })],
    ['total_amount changed after signing', () => ({ after: { total_amount: '0.01' } })],
    // Signed by Alipay, but not what the store asked for: the payment's own amount decides.
    ['a signed total_amount other than the payment’s', () => ({ change: { total_amount: '0.01' } })],
    ['an unknown out_trade_no', () => ({ change: { out_trade_no: 'YCP20991231000000ABCDEFGHJKLM' } })],
    ['another merchant app’s trade', () => ({ change: { app_id: '2021000000000999' } })],
  ];
  it.each(refusals)('refuses a notification with %s: `failure`, and nothing written', async (_, changes) => {
    const { order, payment, outTradeNo } = await payWithAlipay();
    gateway.pay(outTradeNo);
    const res = await notify(gateway.notification(outTradeNo, changes(outTradeNo)));
    expect([res.statusCode, res.body]).toEqual([200, 'failure']);
    await expectUntouched(order.orderId, payment.id);
  });

  it('refuses a notification naming another store’s payment made another way, and writes nothing', async () => {
    const other = await readyBuyer(app);
    const theirs = await placeOrder(app, other, [{ goods: await seedGoods(app), number: 1 }]);
    await okData(post(app, other.cookie, '/api/pay/order', { order_id: theirs.orderId, method: 'online', pay_type: 'sandbox', pay_password: PAY_PASSWORD }));
    const [sandboxPayment] = await storePayments(other.storeId);
    const mine = await payWithAlipay();
    gateway.pay(mine.outTradeNo);
    const forTheirs = gateway.notification(mine.outTradeNo, {
      change: { out_trade_no: sandboxPayment.outTradeNo as string, total_amount: fenToAlipayAmount(theirs.payFen) },
    });
    expect((await notify(forTheirs)).body).toBe('failure');
    await expectUntouched(theirs.orderId, sandboxPayment.id);
    await expectUntouched(mine.order.orderId, mine.payment.id);
  });

  it('a notification that is lost is found by the query job through alipay.trade.query', async () => {
    const { buyer, order, payment, outTradeNo } = await payWithAlipay();
    const later = new Date(Date.now() + 3 * 60_000);
    await queryPendingPayments(app.db, app.payments, app.log, later);
    expect(await statusOf(order.orderId)).toBe('unpaid');
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'alipay.trade.query', bizContent: { out_trade_no: outTradeNo } });

    gateway.pay(outTradeNo);
    expect((await queryPendingPayments(app.db, app.payments, app.log, later)).paid).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.orderId)).toBe('paid');
    expect(await storePayments(buyer.storeId)).toMatchObject([{ id: payment.id, status: 'succeeded', providerTradeNo: gateway.trade(outTradeNo).tradeNo }]);
    // The notification comes after all: `success`, and the order is paid once.
    expect((await notify(gateway.notification(outTradeNo))).body).toBe('success');
    expect(await paidEvents(order.orderId)).toHaveLength(1);
  });

  it('a trade Alipay closed unpaid closes its payment when the query job asks, and the order still waits', async () => {
    const { order, payment, outTradeNo } = await payWithAlipay();
    gateway.trade(outTradeNo).status = 'TRADE_CLOSED';
    const { closed } = await queryPendingPayments(app.db, app.payments, app.log, new Date(Date.now() + 3 * 60_000));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect((await app.db.select().from(payments).where(eq(payments.id, payment.id)))[0].status).toBe('closed');
    expect(await statusOf(order.orderId)).toBe('unpaid');
  });
});

describe('a returned order paid with Alipay', () => {
  it('is refunded through alipay.trade.refund once, and the store’s refunds match Alipay’s', async () => {
    const { buyer, order, outTradeNo } = await payWithAlipay();
    expect((await notify(gateway.pay(outTradeNo))).body).toBe('success');
    await shipOrder(app.db, order.orderId, '顺丰速运', `SF${String(order.orderId).padStart(12, '0')}`, OPERATOR);
    const { items } = await okData<{ items: { id: number }[] }>(get(app, buyer.cookie, `/api/order/info/${order.orderId}`));
    const request = await okData<{ id: number }>(
      post(app, buyer.cookie, '/api/order/return', { order_id: order.orderId, type: 'return', reason: '买多了', items: [{ order_item_id: items[0].id, number: 1 }] }),
    );
    const { refunded } = await approveRequest(app.db, request.id, OPERATOR);
    expect(refunded).toBeGreaterThan(0);

    // Alipay refunds but its answer is lost: the refund stays queued, the next run sends the same number and Alipay
    // moves no money again but confirms the first; a third run has nothing left to send.
    gateway.fail('lost-answer');
    await sendRefunds(app.db, app.payments, app.log);
    expect(gateway.refundedFen(outTradeNo)).toBe(refunded);
    await sendRefunds(app.db, app.payments, app.log);
    await sendRefunds(app.db, app.payments, app.log);

    const sent = gateway.calls.filter((c) => c.method === 'alipay.trade.refund' && c.bizContent.out_trade_no === outTradeNo);
    expect(sent).toHaveLength(2);
    expect(sent[0].bizContent).toEqual(sent[1].bizContent);
    const [queued] = await app.db.select().from(paymentRefunds).where(eq(paymentRefunds.storeId, buyer.storeId));
    expect(queued).toMatchObject({ amount: refunded, status: 'succeeded', attempts: 2 });
    expect(sent[0].bizContent).toMatchObject({ refund_amount: fenToAlipayAmount(refunded), out_request_no: queued.outRefundNo });
    // The ledgers reconcile: what the store paid back is what Alipay moved, out of what Alipay took.
    expect(gateway.refundedFen(outTradeNo)).toBe(refunded);
    expect(gateway.trade(outTradeNo).totalAmount).toBe(fenToAlipayAmount(order.payFen));
    const ledger = async () => (await storePayments(buyer.storeId)).map((p) => [p.purpose, p.status, p.amount]);
    const reconciled = [
      ['order', 'succeeded', order.payFen],
      ['refund', 'refunded', refunded],
    ];
    expect(await ledger()).toEqual(reconciled);

    // Alipay tells notify_url of the refund too (the trade still TRADE_SUCCESS, with refund_fee): `success`, nothing changes.
    const refundNotice = gateway.notification(outTradeNo, {
      change: { refund_fee: fenToAlipayAmount(refunded), gmt_refund: '2026-12-01 12:00:00.000', out_biz_no: queued.outRefundNo },
    });
    expect((await notify(refundNotice)).body).toBe('success');
    expect(await ledger()).toEqual(reconciled);
    expect(await paidEvents(order.orderId)).toHaveLength(1);
  });
});
