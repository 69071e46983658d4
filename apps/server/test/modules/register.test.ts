import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, accountStores, messages, sessions, smsCodes, stores } from '../../src/db/schema/index.js';
import { captureSms, createBuyer, expectInvalid, unusedPhone } from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();
const sms = captureSms();

let calls = 0;
/** Each call from its own address, so the per-IP rate limits of these routes do not cut the file short. */
const post = (url: string, payload: Record<string, string>) => {
  calls += 1;
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: `10.9.${calls >> 8}.${calls & 255}`,
    payload: new URLSearchParams(payload).toString(),
  });
};
const sendCode = (phone: string, purpose = 'register') => post('/api/user/sms_code', { phone, purpose });

/** Lets the next code go out at once instead of after the 60-second interval. */
const ageCodes = (phone: string) =>
  app.db
    .update(smsCodes)
    .set({ createdAt: sql`now() - interval '61 seconds'` })
    .where(eq(smsCodes.phone, phone));

const registration = (phone: string, code: string, extra: Record<string, string> = {}) => ({
  phone,
  code,
  password: 'Newshop2026',
  company: '测试新开大药房',
  contact_name: '李采购',
  province: '河北省',
  city: '石家庄市',
  address: '长安区中山东路1号',
  customer_type: '连锁药店',
  ...extra,
});

describe('POST /api/user/sms_code', () => {
  it('sends a 6-digit code through the sender, valid 5 minutes, at most one a minute per phone', async () => {
    const phone = unusedPhone();
    const res = await sendCode(phone);
    expect(res.json()).toMatchObject({ code: 10000, data: { expires_in: 300, resend_in: 60 } });
    expect(sms.codeFor(phone)).toMatch(/^\d{6}$/);
    const [row] = await app.db
      .select({ ttl: sql<number>`extract(epoch from ${smsCodes.expiresAt} - ${smsCodes.createdAt})`.mapWith(Number) })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone));
    expect(Math.round(row.ttl)).toBe(300);

    const again = await sendCode(phone);
    expect(again.json().code).toBe(429);
    expect(again.json().msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    expect(sms.sent.filter((m) => m.phone === phone)).toHaveLength(1);
  });

  it('sends one code when two requests for a phone arrive together', async () => {
    const phone = unusedPhone();
    const results = await Promise.all([sendCode(phone), sendCode(phone)]);
    expect(results.map((r) => r.json().code).sort((a, b) => a - b)).toEqual([429, 10000]);
    expect(sms.sent.filter((m) => m.phone === phone)).toHaveLength(1);
  });

  it('refuses a register code for a taken phone, and answers a reset code for an unknown one as for a known one (issue 35)', async () => {
    const buyer = await createBuyer(app);
    const taken = await sendCode(buyer.username);
    expectInvalid(taken, '该手机号已注册，请直接登录');
    const phone = unusedPhone();
    const unknown = await sendCode(phone, 'forget');
    expect(unknown.json()).toMatchObject({ code: 10000, msg: '若该手机号已注册，验证码已发送' });
    expect(sms.sent.filter((m) => m.phone === phone)).toEqual([]);
  });

  it('answers 422 with the Chinese message for a malformed phone or purpose', async () => {
    const bad = await sendCode('23800000000');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 422, msg: '手机号格式不正确', errors: { phone: ['手机号格式不正确'] } });
    expect((await sendCode(unusedPhone(), 'login')).json().msg).toBe('验证码用途不正确');
  });
});

describe('GET /api/user/phone/{value}', () => {
  it('says whether a login uses the phone', async () => {
    const buyer = await createBuyer(app);
    expect((await app.inject({ method: 'GET', url: `/api/user/phone/${buyer.username}` })).json().data).toEqual({ exists: 1 });
    expect((await app.inject({ method: 'GET', url: `/api/user/phone/${unusedPhone()}` })).json().data).toEqual({ exists: 0 });
  });

  it('answers 422 for a malformed phone', async () => {
    for (const value of ['1380000000', '12800000000', '138000000001', 'abc']) {
      const res = await app.inject({ method: 'GET', url: `/api/user/phone/${value}` });
      expectInvalid(res, '手机号格式不正确');
    }
  });
});

describe('POST /api/user/register', () => {
  it('creates login, pending store, ownership and welcome message, and logs in', async () => {
    const phone = unusedPhone();
    await sendCode(phone);
    const res = await post(
      '/api/user/register',
      registration(phone, sms.codeFor(phone), { email: 'li_cg@example.com', landline: '010-87654321' }),
    );
    expect(res.json()).toMatchObject({ code: 10000, msg: '注册成功' });
    const cookie = res.cookies.find((c) => c.name === 'yc_sid');
    expect(cookie?.httpOnly).toBe(true);

    const base = (await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: `yc_sid=${cookie?.value}` } })).json().data;
    expect(base).toMatchObject({
      username: phone,
      name: '李采购',
      company: '测试新开大药房',
      is_passed: 0,
      customer: '连锁药店',
      message_count: 1,
    });

    const [account] = await app.db.select().from(accounts).where(eq(accounts.phone, phone));
    expect(account.email).toBe('li_cg@example.com');
    const [store] = await app.db.select().from(stores).where(eq(stores.id, base.store_id));
    expect(store).toMatchObject({ qualificationStatus: 'pending', province: '河北省', contactPhone: '010-87654321' });
    const [link] = await app.db.select().from(accountStores).where(eq(accountStores.accountId, account.id));
    expect(link).toMatchObject({ storeId: store.id, isOwner: true });
    const welcome = await app.db.select().from(messages).where(eq(messages.storeId, store.id));
    expect(welcome.map((m) => m.title)).toEqual(['欢迎注册药采云']);

    // The password works on the login page as well.
    await expect(login(app, { username: phone, password: 'Newshop2026' })).resolves.toMatch(/^yc_sid=/);
  });

  it('refuses a wrong code, and voids the code after five wrong guesses', async () => {
    const phone = unusedPhone();
    await sendCode(phone);
    const right = sms.codeFor(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await post('/api/user/register', registration(phone, wrong));
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ msg: '验证码错误', errors: { code: ['验证码错误'] } });
    for (let i = 0; i < 3; i += 1) await post('/api/user/register', registration(phone, wrong));
    expect((await post('/api/user/register', registration(phone, wrong))).json().msg).toBe('验证码错误次数过多，请重新获取');
    expect((await post('/api/user/register', registration(phone, right))).json().msg).toBe('验证码错误次数过多，请重新获取');
    expect(await app.db.select().from(accounts).where(eq(accounts.phone, phone))).toHaveLength(0);
  });

  it('refuses an expired code and one never sent', async () => {
    const phone = unusedPhone();
    expect((await post('/api/user/register', registration(phone, '123456'))).json().msg).toBe('请先获取验证码');
    await sendCode(phone);
    await app.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, phone));
    const res = await post('/api/user/register', registration(phone, sms.codeFor(phone)));
    expect(res.json().msg).toBe('验证码已过期，请重新获取');
  });

  it('refuses a code sent to another phone', async () => {
    const phone = unusedPhone();
    await sendCode(phone);
    const res = await post('/api/user/register', registration(unusedPhone(), sms.codeFor(phone)));
    expect(res.json().msg).toBe('请先获取验证码');
  });

  it('refuses a taken phone and leaves the code unused', async () => {
    const phone = unusedPhone();
    await sendCode(phone);
    const code = sms.codeFor(phone);
    expect((await post('/api/user/register', registration(phone, code))).json().code).toBe(10000);
    const again = await post('/api/user/register', registration(phone, code, { company: '另一家药房' }));
    expectInvalid(again, '该手机号已注册，请直接登录');
    expect(await app.db.select().from(accounts).where(eq(accounts.phone, phone))).toHaveLength(1);
  });

  it('registers once when the same code is submitted twice at once', async () => {
    const phone = unusedPhone();
    await sendCode(phone);
    const body = registration(phone, sms.codeFor(phone));
    const results = await Promise.all([post('/api/user/register', body), post('/api/user/register', body)]);
    expect(results.filter((r) => r.json().code === 10000)).toHaveLength(1);
    expect(results.find((r) => r.json().code !== 10000)?.statusCode).toBe(422);
    expect(await app.db.select().from(accounts).where(eq(accounts.phone, phone))).toHaveLength(1);
  });

  it.each([
    ['phone', { phone: '12345678901' }, '手机号格式不正确'],
    ['phone', { phone: '1380000000a' }, '手机号格式不正确'],
    ['code', { code: '12345' }, '验证码为6位数字'],
    ['password', { password: 'abc123' }, '密码长度为8-20位'],
    ['password', { password: 'abcdefgh' }, '密码须同时包含字母和数字'],
    ['password', { password: '12345678' }, '密码须同时包含字母和数字'],
    ['company', { company: '' }, '请输入企业名称'],
    ['customer_type', { customer_type: '医院' }, '请选择客户类型'],
    ['email', { email: 'li@' }, '邮箱格式不正确'],
    ['email', { email: 'li.cg@example.com' }, '邮箱格式不正确'],
    ['email', { email: 'li@example' }, '邮箱格式不正确'],
    ['landline', { landline: '010-123456' }, '固定电话格式不正确，例如 010-12345678'],
    ['landline', { landline: '10-12345678' }, '固定电话格式不正确，例如 010-12345678'],
    ['landline', { landline: '02-12345678' }, '固定电话格式不正确，例如 010-12345678'],
    ['landline', { landline: '07551-1234567' }, '固定电话格式不正确，例如 010-12345678'],
    ['landline', { landline: '01012345678' }, '固定电话格式不正确，例如 010-12345678'],
  ])('answers 422 naming %s first for %j', async (field, extra, message) => {
    const res = await post('/api/user/register', registration(unusedPhone(), '123456', extra));
    expectInvalid(res, message);
    expect(Object.keys(res.json().errors)[0]).toBe(field);
  });

  it('accepts the spec forms of landline and email, and leaves blank optional fields out', async () => {
    for (const extra of [
      { landline: '010-1234567', email: 'a-b_c@yc-test.com.cn' },
      { landline: '021-12345678', email: '' },
      { landline: '0755-1234567', email: '' },
      { landline: '0311-12345678', email: '' },
      { landline: '', email: 'x@y.cn' },
    ]) {
      const phone = unusedPhone();
      await sendCode(phone);
      const res = await post('/api/user/register', registration(phone, sms.codeFor(phone), extra));
      expect(res.json().code).toBe(10000);
    }
  });
});

describe('forgot password', () => {
  async function resetToken(phone: string): Promise<string> {
    await sendCode(phone, 'forget');
    const res = await post('/api/user/forget/verify', { phone, code: sms.codeFor(phone) });
    expect(res.json().code).toBe(10000);
    return res.json().data.token as string;
  }

  it('verifies the code, sets the new password once and ends every session of the account', async () => {
    const buyer = await createBuyer(app);
    const cookie = await login(app, buyer);
    const token = await resetToken(buyer.username);
    const res = await post('/api/user/resetPassword', { token, password: 'Changed2026' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '密码重置成功，请重新登录' });
    expect((await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } })).statusCode).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.accountId, buyer.accountId))).toHaveLength(0);
    await expect(login(app, buyer)).rejects.toThrow();
    await expect(login(app, { username: buyer.username, password: 'Changed2026' })).resolves.toMatch(/^yc_sid=/);

    const reused = await post('/api/user/resetPassword', { token, password: 'Another2026' });
    expect(reused.json()).toMatchObject({ code: 400, msg: '重置凭证已失效，请重新验证手机号' });
  });

  it('refuses a code used once already', async () => {
    const buyer = await createBuyer(app);
    await sendCode(buyer.username, 'forget');
    const code = sms.codeFor(buyer.username);
    expect((await post('/api/user/forget/verify', { phone: buyer.username, code })).json().code).toBe(10000);
    const again = await post('/api/user/forget/verify', { phone: buyer.username, code });
    expectInvalid(again, '验证码已使用，请重新获取');
  });

  it('takes only the latest code of the phone', async () => {
    const buyer = await createBuyer(app);
    await sendCode(buyer.username, 'forget');
    const old = sms.codeFor(buyer.username);
    await ageCodes(buyer.username);
    await sendCode(buyer.username, 'forget');
    const fresh = sms.codeFor(buyer.username);
    if (old !== fresh) expect((await post('/api/user/forget/verify', { phone: buyer.username, code: old })).json().msg).toBe('验证码错误');
    expect((await post('/api/user/forget/verify', { phone: buyer.username, code: fresh })).json().code).toBe(10000);
  });

  it('checks the new password like registration does', async () => {
    const buyer = await createBuyer(app);
    const token = await resetToken(buyer.username);
    const res = await post('/api/user/resetPassword', { token, password: 'short1' });
    expectInvalid(res, '新密码长度为8-20位');
    const [account] = await app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, buyer.accountId)));
    expect(account.passwordHash).toBeTruthy();
    await expect(login(app, buyer)).resolves.toMatch(/^yc_sid=/);
  });
});
