/**
 * A payment's moves are kept beside it (payment_events), as an order's are: created, settled, closed
 * or refunded, each with the state it left, in the order they happened, once each however often the
 * provider calls back.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../src/db/schema/index.js';
import { createBuyer, createUnpaidOrder, fundWallet, PAY_PASSWORD } from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const payOrder = (cookie: string, orderId: number, method: string) =>
  app.inject({
    method: 'POST',
    url: '/api/pay/order',
    headers: { cookie, ...form },
    payload: `order_id=${orderId}&method=${method}&pay_password=${PAY_PASSWORD}`,
  });
const cancel = (cookie: string, id: number) =>
  app.inject({ method: 'POST', url: '/api/order/cancel', headers: { cookie }, payload: { id } });

const paymentsOf = (orderId: number) => app.db.select().from(payments).where(eq(payments.refId, orderId)).orderBy(asc(payments.id));
const movesOf = async (paymentId: number) =>
  (
    await app.db
      .select({ from: paymentEvents.fromStatus, to: paymentEvents.toStatus })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId))
      .orderBy(asc(paymentEvents.id))
  ).map((m) => `${m.from ?? '∅'}→${m.to}`);

describe('payment events', () => {
  it('a wallet payment is born settled, and its refund on cancel is its second move', async () => {
    const buyer = await createBuyer(app);
    await fundWallet(app, buyer.storeId, 1_000_000);
    const cookie = await login(app, buyer);
    const order = await createUnpaidOrder(app, buyer);
    expect((await payOrder(cookie, order.orderId, 'wallet')).json().code).toBe(10000);
    expect((await cancel(cookie, order.orderId)).json().code).toBe(10000);
    const [payment] = (await paymentsOf(order.orderId)).filter((p) => p.purpose === 'order');
    expect(payment.status).toBe('refunded');
    expect(await movesOf(payment.id)).toEqual(['∅→succeeded', 'succeeded→refunded']);
  });

  it('an online payment waits, then settles once though the provider calls back twice at once', async () => {
    const buyer = await createBuyer(app);
    const order = await createUnpaidOrder(app, buyer);
    const res = (await payOrder(await login(app, buyer), order.orderId, 'online')).json().data;
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.outTradeNo, res.pay_url.split('/').pop() as string));
    expect(await movesOf(payment.id)).toEqual(['∅→pending']);
    const notify = () =>
      app.inject({ method: 'POST', url: '/api/pay/notify', payload: { payment_id: payment.id, token: payment.idempotencyKey } });
    await Promise.all([notify(), notify()]);
    expect(await movesOf(payment.id)).toEqual(['∅→pending', 'pending→succeeded']);
  });
});
