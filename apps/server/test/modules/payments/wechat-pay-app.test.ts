/**
 * The store paying and refunding through WeChat Pay, configured as a real store is (WECHATPAY_* settings
 * through the registry) but pointed at the local API v3 of wechat-pay-server.ts, which signs and encrypts
 * its notifications with a platform key made here.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, paymentRefunds, payments } from '../../../src/db/schema/index.js';
import { queryPendingPayments } from '../../../src/jobs/query-payments.js';
import { sendRefunds } from '../../../src/jobs/send-refunds.js';
import { approveRequest } from '../../../src/modules/after-sales/review.js';
import { shipOrder } from '../../../src/modules/fulfilment/service.js';
import { OPERATOR, PAY_PASSWORD, seedGoods } from '../../fixtures.js';
import { fileApp } from '../../helper.js';
import { get, okData, placeOrder, post, readyBuyer, type ReadyBuyer } from '../../ops/order-flow.js';
import { WechatPayServer, type NotificationChanges, type SignedNotification } from '../../wechat-pay-server.js';

const wechat = await WechatPayServer.start();
afterAll(() => wechat.close());
const app = fileApp(4, { payments: { sandbox: true, notifyBaseUrl: 'https://shop.example.cn', wechat: wechat.config() } });

const notify = (n: SignedNotification) => app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.rawBody });
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = (storeId: number) => app.db.select().from(payments).where(eq(payments.storeId, storeId)).orderBy(payments.id);
const eventsOf = (orderId: number) => app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

/** An order the buyer chose to pay with 微信支付: the page gets the QR code's `code_url`, WeChat Pay the transaction. */
async function payingWithWechat(b?: ReadyBuyer) {
  const buyer = b ?? (await readyBuyer(app));
  const order = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 3 }]);
  const paying = await okData<{ status: string; code_url: string | null; pay_url: string | null }>(
    post(app, buyer.cookie, '/api/pay/order', { order_id: order.orderId, method: 'online', pay_type: 'wechat', pay_password: PAY_PASSWORD }),
  );
  const [payment] = (await paymentsOf(buyer.storeId)).filter((p) => p.refId === order.orderId);
  return { buyer, order, paying, payment, outTradeNo: payment.outTradeNo as string };
}

/** Nothing of the order or its payment moved: still unpaid, still pending, no event written. */
async function expectNothingWritten(orderId: number, paymentId: number): Promise<void> {
  expect((await orderRow(orderId)).status).toBe('unpaid');
  expect((await app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({ status: 'pending', providerTradeNo: null });
  expect((await eventsOf(orderId)).filter((e) => e.status === 'paid')).toHaveLength(0);
}

const FAIL = { code: 'FAIL', message: '失败' };

describe('paying an order with WeChat Pay', () => {
  it('is offered on a desktop and, with the H5 product, on a phone', async () => {
    const { cookie } = await readyBuyer(app);
    for (const ua of ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148']) {
      const res = await app.inject({ method: 'GET', url: '/api/pay/channels', headers: { cookie, 'user-agent': ua } });
      expect(res.json().data.providers).toContainEqual({ value: 'wechat', label: '微信支付' });
    }
  });

  it('shows the Native QR code, and the signed notification pays the order once: 待发货', async () => {
    const { buyer, order, paying, payment, outTradeNo } = await payingWithWechat();
    expect(paying).toEqual({ order_id: order.orderId, status: 'unpaid', pay_url: null, code_url: wechat.transactions.get(outTradeNo)?.codeUrl });
    expect(payment).toMatchObject({ provider: 'wechat', status: 'pending', amount: order.payFen });
    expect(wechat.transactions.get(outTradeNo)).toMatchObject({ total: order.payFen, notifyUrl: 'https://shop.example.cn/api/pay/notify/wechat' });

    const { transactionId } = wechat.pay(outTradeNo);
    const notification = wechat.notification(outTradeNo);
    expect((await notify(notification)).statusCode).toBe(204);
    const info = await okData<{ status_text: string }>(get(app, buyer.cookie, `/api/order/info/${order.orderId}`));
    expect(info.status_text).toBe('待发货');
    expect(await paymentsOf(buyer.storeId)).toMatchObject([{ id: payment.id, status: 'succeeded', providerTradeNo: transactionId }]);

    // WeChat Pay sends it again (it did not hear the answer): answered success, nothing more is written.
    const events = await eventsOf(order.orderId);
    const replay = await notify(notification);
    expect(replay.statusCode).toBe(204);
    expect(await eventsOf(order.orderId)).toEqual(events);
    expect(await paymentsOf(buyer.storeId)).toHaveLength(1);
    expect((await orderRow(order.orderId)).status).toBe('paid');
  });

  const refusals: [string, (outTradeNo: string) => NotificationChanges][] = [
    ['a bad signature', () => ({ forgedSignature: true })],
    ['a body changed after signing', () => ({ tamperedBody: true })],
    ['a changed amount', () => ({ total: 1 })],
    ['an unknown out_trade_no', () => ({ outTradeNo: 'P20991231000000000000000000' })],
    ['another merchant’s transaction', () => ({ mchid: '1900000110' })],
  ];
  it.each(refusals)('refuses a notification with %s and writes nothing', async (_, changes) => {
    const { order, payment, outTradeNo } = await payingWithWechat();
    wechat.pay(outTradeNo);
    const res = await notify(wechat.notification(outTradeNo, changes(outTradeNo)));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toEqual(FAIL);
    await expectNothingWritten(order.orderId, payment.id);
  });

  it('refuses a notification naming another store’s payment made another way, and writes nothing', async () => {
    // Another store pays through the sandbox; a WeChat notification naming its number must not pay it.
    const other = await readyBuyer(app);
    const order = await placeOrder(app, other, [{ goods: await seedGoods(app), number: 1 }]);
    await okData(post(app, other.cookie, '/api/pay/order', { order_id: order.orderId, method: 'online', pay_type: 'sandbox', pay_password: PAY_PASSWORD }));
    const [sandboxPayment] = await paymentsOf(other.storeId);
    const mine = await payingWithWechat();
    wechat.pay(mine.outTradeNo);
    const res = await notify(wechat.notification(mine.outTradeNo, { outTradeNo: sandboxPayment.outTradeNo as string, total: order.payFen }));
    expect(res.json()).toEqual(FAIL);
    await expectNothingWritten(order.orderId, sandboxPayment.id);
    await expectNothingWritten(mine.order.orderId, mine.payment.id);
  });

  it('finds a payment whose notification was lost when the query job asks WeChat Pay', async () => {
    const { buyer, order, payment, outTradeNo } = await payingWithWechat();
    const later = new Date(Date.now() + 3 * 60_000);
    // Not paid yet: asked, still pending.
    await queryPendingPayments(app.db, app.payments, app.log, later);
    expect((await orderRow(order.orderId)).status).toBe('unpaid');
    const { transactionId } = wechat.pay(outTradeNo);
    expect((await queryPendingPayments(app.db, app.payments, app.log, later)).paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect((await paymentsOf(buyer.storeId))[0]).toMatchObject({ id: payment.id, status: 'succeeded', providerTradeNo: transactionId });
    // The notification arrives after all: answered success, nothing more.
    expect((await notify(wechat.notification(outTradeNo))).statusCode).toBe(204);
    expect((await eventsOf(order.orderId)).filter((e) => e.status === 'paid')).toHaveLength(1);
  });
});

describe('a returned order paid with WeChat Pay', () => {
  it('is refunded through /v3/refund/domestic/refunds once, and the store’s refunds match WeChat Pay’s', async () => {
    const { buyer, order, outTradeNo } = await payingWithWechat();
    wechat.pay(outTradeNo);
    expect((await notify(wechat.notification(outTradeNo))).statusCode).toBe(204);
    await shipOrder(app.db, order.orderId, '顺丰速运', `SF${String(order.orderId).padStart(12, '0')}`, OPERATOR);
    const [item] = await okData<{ items: { id: number }[] }>(get(app, buyer.cookie, `/api/order/info/${order.orderId}`)).then((o) => o.items);
    const request = await okData<{ id: number }>(
      post(app, buyer.cookie, '/api/order/return', { order_id: order.orderId, type: 'return', reason: '买多了', items: [{ order_item_id: item.id, number: 1 }] }),
    );
    const { refunded } = await approveRequest(app.db, request.id, OPERATOR);
    expect(refunded).toBeGreaterThan(0);

    // WeChat Pay accepts it and settles later; the next run asks again with the same number and it is done.
    wechat.refundStatus = 'PROCESSING';
    await sendRefunds(app.db, app.payments, app.log);
    wechat.refundStatus = 'SUCCESS';
    await sendRefunds(app.db, app.payments, app.log);
    await sendRefunds(app.db, app.payments, app.log);

    const sent = wechat.requests.filter((r) => r.path === '/v3/refund/domestic/refunds' && r.body?.out_trade_no === outTradeNo);
    expect(sent).toHaveLength(2);
    expect(sent[0].body).toEqual(sent[1].body);
    expect(sent[0].body).toMatchObject({ amount: { refund: refunded, total: order.payFen, currency: 'CNY' } });
    const refunds = await app.db.select().from(paymentRefunds).where(and(eq(paymentRefunds.storeId, buyer.storeId)));
    expect(refunds).toMatchObject([{ amount: refunded, status: 'succeeded', outRefundNo: sent[0].body?.out_refund_no, providerRefundNo: expect.any(String) }]);
    expect(wechat.transactions.get(outTradeNo)?.refunded).toBe(refunded);
    expect((await paymentsOf(buyer.storeId)).map((p) => [p.purpose, p.status, p.amount])).toEqual([
      ['order', 'succeeded', order.payFen],
      ['refund', 'refunded', refunded],
    ]);
  });
});
