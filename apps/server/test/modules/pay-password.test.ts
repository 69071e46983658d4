/** 支付密码: set and reset with an SMS code, changed with the old one, asked before wallet and credit money moves, locked like logins. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, creditAccounts, orders } from '../../src/db/schema/index.js';
import {
  captureSms,
  createBuyer,
  createUnpaidOrder,
  expectInvalid,
  fundWallet,
  PAY_PASSWORD,
  postForm,
  sessionCookie,
} from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();
const sms = captureSms();

const UNSET = '请先在账户安全中设置支付密码';

async function buyer(opts: { payPassword?: boolean } = {}) {
  const b = await createBuyer(app, opts);
  await fundWallet(app, b.storeId, 10_000_000);
  return { ...b, cookie: await sessionCookie(app, b) };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

const post = (b: Buyer, url: string, payload: Record<string, string | number>) =>
  postForm(app, url, Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])), b.cookie);
const payOrder = (b: Buyer, orderId: number, method: string, pay_password?: string) =>
  post(b, '/api/pay/order', { order_id: orderId, method, ...(pay_password === undefined ? {} : { pay_password }) });
const sendCode = (b: Buyer, phone = b.username) => post(b, '/api/user/sms_code', { phone, purpose: 'pay_password' });
const statusOf = async (orderId: number) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;
const balanceOf = async (b: Buyer) =>
  (await app.inject({ method: 'GET', url: '/api/charge/index', headers: { cookie: b.cookie } })).json().data.balance;
const baseOf = async (b: Buyer) => (await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: b.cookie } })).json().data;

describe('paying from the wallet or on credit', () => {
  it('asks for the payment password and pays with the right one', async () => {
    const b = await buyer();
    const order = await createUnpaidOrder(app, b);
    expectInvalid(await payOrder(b, order.orderId, 'wallet'), '请输入支付密码');
    expectInvalid(await payOrder(b, order.orderId, 'wallet', '12ab'), '支付密码为6位数字');
    const wrong = await payOrder(b, order.orderId, 'wallet', '246802');
    expect(wrong.json()).toMatchObject({ code: 400, msg: '支付密码错误，还可尝试 4 次' });
    expect(await statusOf(order.orderId)).toBe('unpaid');
    expect(await balanceOf(b)).toBe(100_000);

    expect((await payOrder(b, order.orderId, 'wallet', PAY_PASSWORD)).json()).toMatchObject({ code: 10000, data: { status: 'paid' } });
    expect(await balanceOf(b)).toBe((10_000_000 - order.payAmount) / 100);
  });

  it('asks for it on credit too, and not for an online payment', async () => {
    const b = await buyer();
    await app.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 10_000_000, termDays: 30 });
    const onCredit = await createUnpaidOrder(app, b);
    expectInvalid(await payOrder(b, onCredit.orderId, 'credit'), '请输入支付密码');
    expect((await payOrder(b, onCredit.orderId, 'credit', '975310')).json().msg).toBe('支付密码错误，还可尝试 4 次');
    expect((await payOrder(b, onCredit.orderId, 'credit', PAY_PASSWORD)).json().data.status).toBe('paid');

    const online = await createUnpaidOrder(app, b);
    expect((await payOrder(b, online.orderId, 'online')).json()).toMatchObject({ code: 10000, data: { status: 'unpaid' } });
  });

  it('sends a login without one to 账户安全', async () => {
    const b = await buyer({ payPassword: false });
    const order = await createUnpaidOrder(app, b);
    expect((await payOrder(b, order.orderId, 'wallet', PAY_PASSWORD)).json()).toMatchObject({ code: 400, msg: UNSET });
    expect(await statusOf(order.orderId)).toBe('unpaid');
  });

  it('locks the login from this client after five wrong passwords; even the right one waits', async () => {
    const b = await buyer();
    const order = await createUnpaidOrder(app, b);
    const answers = [];
    for (const guess of ['111112', '222223', '333334', '444445', '555556'])
      answers.push((await payOrder(b, order.orderId, 'wallet', guess)).json().msg);
    expect(answers).toEqual([
      '支付密码错误，还可尝试 4 次',
      '支付密码错误，还可尝试 3 次',
      '支付密码错误，还可尝试 2 次',
      '支付密码错误，还可尝试 1 次',
      '密码错误次数过多，请1分钟后再试',
    ]);
    const right = await payOrder(b, order.orderId, 'wallet', PAY_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toBe('密码错误次数过多，请1分钟后再试');
    expect(await statusOf(order.orderId)).toBe('unpaid');
    expect(await balanceOf(b)).toBe(100_000);
  });

  it('repaying credit from the wallet asks for it; repaying online does not', async () => {
    const b = await buyer();
    await app.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 10_000_000, termDays: 30 });
    const order = await createUnpaidOrder(app, b);
    await payOrder(b, order.orderId, 'credit', PAY_PASSWORD);
    const bill = (await post(b, '/api/pay/user_credit_create', {})).json().data;
    const repay = (extra: Record<string, string>) => post(b, '/api/pay/user_credit_pay', { id: bill.id, method: 'wallet', ...extra });
    expectInvalid(await repay({}), '请输入支付密码');
    expect((await repay({ pay_password: '864202' })).json().msg).toBe('支付密码错误，还可尝试 4 次');
    expect((await post(b, '/api/pay/user_credit_pay', { id: bill.id, method: 'online' })).json().data.pay_url).toMatch(
      /^\/api\/pay\/sandbox\//,
    );
    // The bill went to the online provider, where the payer may be paying it: the wallet takes a new bill.
    expect((await repay({ pay_password: PAY_PASSWORD })).json().msg).toBe('该还款单已选择其他支付方式，请继续完成支付或重新发起还款');
    const again = (await post(b, '/api/pay/user_credit_create', {})).json().data;
    const paid = await post(b, '/api/pay/user_credit_pay', { id: again.id, method: 'wallet', pay_password: PAY_PASSWORD });
    expect(paid.json()).toMatchObject({ code: 10000, msg: '还款成功' });
  });
});

describe('账户安全: setting, resetting and changing it', () => {
  it('sets the first one with the code sent to the login’s phone; /api/user/base says it is set, never the hash', async () => {
    const b = await buyer({ payPassword: false });
    expect(await baseOf(b)).toMatchObject({ pay_password_set: 0 });
    expect((await sendCode(b)).json().code).toBe(10000);
    const res = await post(b, '/api/user/payPassword/set', { code: sms.codeFor(b.username), password: '258013' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '支付密码设置成功' });
    const base = await baseOf(b);
    expect(base.pay_password_set).toBe(1);
    expect(JSON.stringify(base)).not.toContain('scrypt');

    const order = await createUnpaidOrder(app, b);
    expect((await payOrder(b, order.orderId, 'wallet', '258013')).json().data.status).toBe('paid');
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, b.accountId));
    expect(row.payPasswordHash).toMatch(/^scrypt\$/);
    expect(row.payPasswordHash).not.toContain('258013');
  });

  it('refuses a second first-time set, a wrong code, and codes for another phone or without a login', async () => {
    const b = await buyer();
    await sendCode(b);
    const set = await post(b, '/api/user/payPassword/set', { code: sms.codeFor(b.username), password: '258013' });
    expect(set.json()).toMatchObject({ code: 400, msg: '您已设置支付密码，可用原支付密码修改，或通过短信验证码重置' });

    const fresh = await buyer({ payPassword: false });
    await sendCode(fresh);
    const code = sms.codeFor(fresh.username);
    expectInvalid(
      await post(fresh, '/api/user/payPassword/set', { code: code === '000000' ? '111111' : '000000', password: '258013' }),
      '验证码错误',
    );
    expect((await baseOf(fresh)).pay_password_set).toBe(0);

    const other = await createBuyer(app);
    expectInvalid(await sendCode(fresh, other.username), '验证码只能发送到当前登录手机号');
    expect((await postForm(app, '/api/user/sms_code', { phone: fresh.username, purpose: 'pay_password' })).statusCode).toBe(401);
  });

  it.each([
    ['12345', '支付密码为6位数字'],
    ['12345a', '支付密码为6位数字'],
    ['1234567', '支付密码为6位数字'],
    ['888888', '支付密码过于简单'],
    ['123456', '支付密码过于简单'],
    ['654321', '支付密码过于简单'],
    ['', '请输入支付密码'],
  ])('refuses the new password %j: %s', async (password, msg) => {
    const b = await buyer({ payPassword: false });
    expectInvalid(await post(b, '/api/user/payPassword/set', { code: '123456', password }), msg);
  });

  it('resets a forgotten one with an SMS code', async () => {
    const b = await buyer();
    await sendCode(b);
    const res = await post(b, '/api/user/payPassword/reset', { code: sms.codeFor(b.username), password: '802468' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '支付密码已重置' });
    const order = await createUnpaidOrder(app, b);
    expect((await payOrder(b, order.orderId, 'wallet', PAY_PASSWORD)).json().code).toBe(400);
    expect((await payOrder(b, order.orderId, 'wallet', '802468')).json().code).toBe(10000);
    // The code is spent.
    expectInvalid(
      await post(b, '/api/user/payPassword/reset', { code: sms.codeFor(b.username), password: '802461' }),
      '验证码已使用，请重新获取',
    );
  });

  it('changes it with the old one, whose wrong guesses count toward the lock', async () => {
    const b = await buyer();
    const wrong = await post(b, '/api/user/payPassword/change', { old_password: '000001', password: '802468' });
    expectInvalid(wrong, '原支付密码错误，还可尝试 4 次');
    expectInvalid(
      await post(b, '/api/user/payPassword/change', { old_password: PAY_PASSWORD, password: PAY_PASSWORD }),
      '新支付密码不能与原支付密码相同',
    );
    expect((await post(b, '/api/user/payPassword/change', { old_password: PAY_PASSWORD, password: '802468' })).json()).toMatchObject({
      code: 10000,
      msg: '支付密码修改成功',
    });
    const order = await createUnpaidOrder(app, b);
    expect((await payOrder(b, order.orderId, 'wallet', '802468')).json().code).toBe(10000);
  });

  it('needs a login', async () => {
    const res = await postForm(app, '/api/user/payPassword/set', { code: '123456', password: '258013' });
    expect(res.statusCode).toBe(401);
  });
});
