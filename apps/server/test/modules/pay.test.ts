import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditAccounts, goods, orders, payments, walletLedger } from '../../src/db/schema/index.js';
import { createBuyer, createUnpaidOrder, fundWallet, PAY_PASSWORD } from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const payOrder = (cookie: string, order_id: number | string, method: string) =>
  app.inject({
    method: 'POST',
    url: '/api/pay/order',
    headers: { cookie, ...form },
    payload: `order_id=${order_id}&method=${method}&pay_password=${PAY_PASSWORD}`,
  });
const balance = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/charge/index', headers: { cookie } })).json().data.balance as number;
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const walletRows = (storeId: number, refId: number) =>
  app.db.select().from(walletLedger).where(and(eq(walletLedger.storeId, storeId), eq(walletLedger.refType, 'order'), eq(walletLedger.refId, refId)));

async function buyerWithMoney(fen: number) {
  const buyer = await createBuyer(app);
  await fundWallet(app, buyer.storeId, fen);
  return { buyer, cookie: await login(app, buyer) };
}

describe('wallet payment', () => {
  it('pays once: the ledger takes the amount, the order is 待发货, a second payment is refused', async () => {
    const { buyer, cookie } = await buyerWithMoney(1_000_000);
    const order = await createUnpaidOrder(app, buyer);
    const res = await payOrder(cookie, order.orderId, 'wallet');
    expect(res.json()).toMatchObject({ code: 10000, msg: '支付成功', data: { status: 'paid', pay_url: null } });
    expect(await balance(cookie)).toBe((1_000_000 - order.payAmount) / 100);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    const again = await payOrder(cookie, order.orderId, 'wallet');
    expect(again.json()).toMatchObject({ code: 400, msg: '订单已支付，请勿重复支付' });
    expect(await walletRows(buyer.storeId, order.orderId)).toHaveLength(1);
  });

  it('charges the wallet once when two payments of one order race', async () => {
    const { buyer, cookie } = await buyerWithMoney(1_000_000);
    const order = await createUnpaidOrder(app, buyer);
    const results = await Promise.all([payOrder(cookie, order.orderId, 'wallet'), payOrder(cookie, order.orderId, 'wallet')]);
    expect(results.map((r) => r.json().code).sort((a, b) => a - b)).toEqual([400, 10000]);
    expect(await walletRows(buyer.storeId, order.orderId)).toHaveLength(1);
    expect(await balance(cookie)).toBe((1_000_000 - order.payAmount) / 100);
  });

  it('never spends the same balance twice on two orders paid at once', async () => {
    const buyer = await createBuyer(app);
    const first = await createUnpaidOrder(app, buyer);
    const second = await createUnpaidOrder(app, buyer, { payAmount: first.payAmount });
    await fundWallet(app, buyer.storeId, first.payAmount + Math.floor(first.payAmount / 2));
    const cookie = await login(app, buyer);
    const results = await Promise.all([payOrder(cookie, first.orderId, 'wallet'), payOrder(cookie, second.orderId, 'wallet')]);
    const codes = results.map((r) => r.json().code).sort((a, b) => a - b);
    expect(codes).toEqual([400, 10000]);
    expect(results.find((r) => r.json().code === 400)?.json().msg).toBe('账户余额不足，请充值或选择其他支付方式');
    expect(await balance(cookie)).toBeGreaterThanOrEqual(0);
  });

  it('refuses when the balance is short and changes nothing', async () => {
    const { buyer, cookie } = await buyerWithMoney(1);
    const order = await createUnpaidOrder(app, buyer);
    const res = await payOrder(cookie, order.orderId, 'wallet');
    expect(res.json().msg).toBe('账户余额不足，请充值或选择其他支付方式');
    expect((await orderRow(order.orderId)).status).toBe('unpaid');
    expect(await balance(cookie)).toBe(0.01);
  });

  it("answers another store's order id as not found and leaves it unpaid", async () => {
    const owner = await createBuyer(app);
    const order = await createUnpaidOrder(app, owner);
    const { cookie } = await buyerWithMoney(1_000_000);
    const res = await payOrder(cookie, order.orderId, 'wallet');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('订单不存在');
    expect((await orderRow(order.orderId)).status).toBe('unpaid');
  });

  it.each([
    ['abc', 'wallet', '订单编号不正确'],
    ['-1', 'wallet', '订单编号不正确'],
    ['1', 'cash', '请选择支付方式'],
  ])('refuses order_id=%s method=%s with 422', async (id, method, msg) => {
    const { cookie } = await buyerWithMoney(0);
    const res = await payOrder(cookie, id, method);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });
});

describe('credit payment (账期)', () => {
  it('pays within the limit and refuses beyond it', async () => {
    const buyer = await createBuyer(app);
    const order = await createUnpaidOrder(app, buyer);
    await app.db.insert(creditAccounts).values({ storeId: buyer.storeId, limit: order.payAmount + 100, termDays: 30 });
    const cookie = await login(app, buyer);
    expect((await payOrder(cookie, order.orderId, 'credit')).json().data.status).toBe('paid');
    const credit = (await app.inject({ method: 'GET', url: '/api/user/user_credit', headers: { cookie } })).json().data;
    expect(credit).toMatchObject({ used: order.payAmount / 100, available: 1, term_days: 30 });
    const second = await createUnpaidOrder(app, buyer);
    const refused = await payOrder(cookie, second.orderId, 'credit');
    expect(refused.json().msg).toBe('账期可用额度不足，当前可用 ¥1.00');
  });

  it('refuses a store without credit terms', async () => {
    const buyer = await createBuyer(app);
    const order = await createUnpaidOrder(app, buyer);
    const res = await payOrder(await login(app, buyer), order.orderId, 'credit');
    expect(res.json().msg).toBe('您尚未开通账期支付，请选择其他支付方式');
  });

  it('repays from the wallet', async () => {
    const buyer = await createBuyer(app);
    const order = await createUnpaidOrder(app, buyer);
    await app.db.insert(creditAccounts).values({ storeId: buyer.storeId, limit: 10_000_000, termDays: 30 });
    await fundWallet(app, buyer.storeId, 10_000_000);
    const cookie = await login(app, buyer);
    await payOrder(cookie, order.orderId, 'credit');
    const owing = (await app.inject({ method: 'GET', url: '/api/user/user_credit', headers: { cookie } })).json().data;
    expect(owing.next_due_date).toBe(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    const bill = (await app.inject({ method: 'POST', url: '/api/pay/user_credit_create', headers: { cookie }, payload: {} })).json().data;
    expect(bill.amount).toBe(order.payAmount / 100);
    const paid = await app.inject({ method: 'POST', url: '/api/pay/user_credit_pay', headers: { cookie }, payload: { id: bill.id, method: 'wallet', pay_password: PAY_PASSWORD } });
    expect(paid.json()).toMatchObject({ code: 10000, msg: '还款成功' });
    const credit = (await app.inject({ method: 'GET', url: '/api/user/user_credit', headers: { cookie } })).json().data;
    expect(credit.used).toBe(0);
    // Nothing is owed any more, so nothing falls due.
    expect(credit.next_due_date).toBeNull();
    const check = await app.inject({ method: 'POST', url: '/api/pay/user_credit_check', headers: { cookie }, payload: { id: bill.id } });
    expect(check.json().data.status).toBe('succeeded');
    // The bill's payment row says how it was paid (it was created before the buyer chose).
    const [row] = await app.db.select().from(payments).where(eq(payments.id, bill.id));
    expect(row).toMatchObject({ method: 'wallet', status: 'succeeded', purpose: 'credit_repay', amount: order.payAmount });
    const twice = await app.inject({ method: 'POST', url: '/api/pay/user_credit_pay', headers: { cookie }, payload: { id: bill.id, method: 'wallet', pay_password: PAY_PASSWORD } });
    expect(twice.json().msg).toBe('该还款单已处理，请勿重复还款');
  });
});

describe('online payment through the sandbox provider', () => {
  it('answers a pay page; the callback applies once however often it comes', async () => {
    const buyer = await createBuyer(app);
    const order = await createUnpaidOrder(app, buyer);
    const cookie = await login(app, buyer);
    const res = (await payOrder(cookie, order.orderId, 'online')).json().data;
    expect(res.status).toBe('unpaid');
    const page = await app.inject({ method: 'GET', url: res.pay_url });
    expect(page.body).toContain(`¥${(order.payAmount / 100).toFixed(2)}`);
    const [payment] = await app.db.select().from(payments).where(eq(payments.outTradeNo, res.pay_url.split('/').pop() as string));
    const notify = () => app.inject({ method: 'POST', url: '/api/pay/notify', payload: { payment_id: payment.id, token: payment.idempotencyKey } });
    const results = await Promise.all([notify(), notify()]);
    expect(results.map((r) => r.json().data.applied).sort()).toEqual([0, 1]);
    expect((await notify()).json().data.applied).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe('paid');
  });

  it('refuses a callback with a wrong token', async () => {
    const buyer = await createBuyer(app);
    const order = await createUnpaidOrder(app, buyer);
    const res = (await payOrder(await login(app, buyer), order.orderId, 'online')).json().data;
    const [payment] = await app.db.select().from(payments).where(eq(payments.outTradeNo, res.pay_url.split('/').pop() as string));
    const bad = await app.inject({ method: 'POST', url: '/api/pay/notify', payload: { payment_id: payment.id, token: 'x'.repeat(32) } });
    expect(bad.json().msg).toBe('支付凭证无效');
    expect((await orderRow(order.orderId)).status).toBe('unpaid');
  });

  it('recharges the wallet through the sandbox page', async () => {
    const buyer = await createBuyer(app);
    const cookie = await login(app, buyer);
    const created = (await app.inject({ method: 'POST', url: '/api/charge/store', headers: { cookie }, payload: { amount: 500 } })).json().data;
    expect(created.status).toBe('pending');
    const confirm = await app.inject({ method: 'POST', url: `${created.pay_url}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/wdqb_yegl?recharge_id=${created.id}`);
    expect(await balance(cookie)).toBe(500);
    const check = await app.inject({ method: 'GET', url: `/api/pay/check_cz_order?id=${created.id}`, headers: { cookie } });
    expect(check.json().data.status).toBe('paid');
    await app.inject({ method: 'POST', url: `${created.pay_url}/confirm` });
    expect(await balance(cookie)).toBe(500);
  });

  it.each([['0', '充值金额至少1元'], ['1.5', '充值金额须为整数元'], ['abc', '请输入充值金额']])('refuses a recharge of %s', async (amount, msg) => {
    const cookie = await login(app, await createBuyer(app));
    const res = await app.inject({ method: 'POST', url: '/api/charge/store', headers: { cookie, ...form }, payload: `amount=${amount}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });
});

describe('unpaid orders past 30 minutes', () => {
  it('are cancelled by the job, their stock released; a paid one is untouched', async () => {
    const { expireUnpaidOrders } = await import('../../src/jobs/expire-unpaid-orders.js');
    const { buyer, cookie } = await buyerWithMoney(10_000_000);
    const late = await createUnpaidOrder(app, buyer, { expiresAt: new Date(Date.now() - 1000) });
    const paid = await createUnpaidOrder(app, buyer);
    const stockBefore = (await app.db.select({ s: goods.stock }).from(goods).where(eq(goods.id, late.goodsId)))[0].s;
    await payOrder(cookie, paid.orderId, 'wallet');
    await app.db.update(orders).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(orders.id, paid.orderId));
    expect((await payOrder(cookie, late.orderId, 'wallet')).json().msg).toBe('订单已超过支付时限，请重新下单');
    expect(await expireUnpaidOrders(app.db)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(late.orderId)).status).toBe('cancelled');
    expect((await orderRow(paid.orderId)).status).toBe('paid');
    const stockAfter = (await app.db.select({ s: goods.stock }).from(goods).where(eq(goods.id, late.goodsId)))[0].s;
    expect(stockAfter - stockBefore).toBe(late.count);
  });
});
