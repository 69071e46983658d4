import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, accountStores, messages, sessions } from '../../src/db/schema/index.js';
import {
  captureSms,
  createBuyer,
  expectFormInvalid,
  expectInvalid,
  getAs,
  loggedInBuyer,
  postForm,
  sessionCookie,
  unusedPhone,
} from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();
const sms = captureSms();

const get = (url: string, cookie: string) => getAs(app, url, cookie);
const post = (url: string, cookie: string, payload: Record<string, string>) => postForm(app, url, payload, cookie);
const untie = (cookie: string, id: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/multi/untie?id=${id}`, headers: { cookie } });

const buyerWithCookie = (opts: Parameters<typeof createBuyer>[1] = {}) => loggedInBuyer(app, opts);

describe('POST api/user/updateUserInfo', () => {
  const sendChangeCode = (cookie: string, phone: string) => post('/api/user/sms_code', cookie, { phone, purpose: 'change_phone' });
  const phoneOf = async (accountId: number) => (await app.db.select().from(accounts).where(eq(accounts.id, accountId)))[0].phone;

  it('moves the login to a new phone with the code sent to it and the login password; the old phone is told', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const fresh = unusedPhone();
    expect((await sendChangeCode(cookie, fresh)).json().code).toBe(10000);
    const res = await post('/api/user/updateUserInfo', cookie, {
      name: '王采购',
      phone: fresh,
      code: sms.codeFor(fresh),
      password: buyer.password,
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '保存成功' });
    expect((await get('/api/user/base', cookie)).json().data).toMatchObject({ name: '王采购', phone: fresh, username: fresh });
    await expect(login(app, { username: fresh, password: buyer.password })).resolves.toMatch(/^yc_sid=/);

    const masked = `${fresh.slice(0, 3)}****${fresh.slice(-4)}`;
    const notice = sms.sent.filter((m) => m.phone === buyer.username && m.kind === 'phone_changed');
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain(`您的登录手机号已改为 ${masked}`);
    const inbox = await app.db.select().from(messages).where(eq(messages.storeId, buyer.storeId));
    expect(inbox.map((m) => m.content)).toContainEqual(expect.stringContaining(`您的登录手机号已改为 ${masked}`));
  });

  it('keeps the phone without the new phone’s code and the login password, saying why', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const fresh = unusedPhone();
    await sendChangeCode(cookie, fresh);
    const code = sms.codeFor(fresh);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const tries: [Record<string, string>, string, string][] = [
      [{ name: '王采购', phone: fresh }, 'code', '请输入新手机号收到的验证码'],
      [{ name: '王采购', phone: fresh, code }, 'password', '请输入登录密码'],
      [{ name: '王采购', phone: fresh, code, password: 'Wrong@2026' }, 'password', '登录密码不正确'],
      [{ name: '王采购', phone: fresh, code: wrongCode, password: buyer.password }, 'code', '验证码错误'],
    ];
    for (const [body, field, msg] of tries) {
      const res = await post('/api/user/updateUserInfo', cookie, body);
      expectInvalid(res, msg);
      expect(res.json().errors).toEqual({ [field]: [msg] });
    }
    expect(await phoneOf(buyer.accountId)).toBe(buyer.username);
    expect(sms.sent.filter((m) => m.phone === buyer.username && m.kind === 'phone_changed')).toHaveLength(0);
  });

  it('refuses a code sent for another purpose or to another phone', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const fresh = unusedPhone();
    const other = unusedPhone();
    await post('/api/user/sms_code', cookie, { phone: fresh, purpose: 'register' });
    await sendChangeCode(cookie, other);
    for (const code of [sms.codeFor(fresh), sms.codeFor(other)]) {
      const res = await post('/api/user/updateUserInfo', cookie, { name: '王采购', phone: fresh, code, password: buyer.password });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['code']);
    }
    expect(await phoneOf(buyer.accountId)).toBe(buyer.username);
  });

  it('sends a change code only to a free phone, and only for a login', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const other = await createBuyer(app);
    expectInvalid(await sendChangeCode(cookie, other.username), '该手机号已被注册');
    expectInvalid(await sendChangeCode(cookie, buyer.username), '新手机号与当前登录手机号相同');
    expect((await postForm(app, '/api/user/sms_code', { phone: unusedPhone(), purpose: 'change_phone' })).statusCode).toBe(401);
  });

  it('refuses a phone another login uses and keeps the old one', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const other = await createBuyer(app);
    const res = await post('/api/user/updateUserInfo', cookie, {
      name: '王采购',
      phone: other.username,
      code: '123456',
      password: buyer.password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: '该手机号已被注册', errors: { phone: ['该手机号已被注册'] } });
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, buyer.accountId));
    expect(row).toMatchObject({ phone: buyer.username, name: '测试采购员' });
  });

  it('keeps its own phone with a new name', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    expect((await post('/api/user/updateUserInfo', cookie, { name: '赵四', phone: buyer.username })).json().code).toBe(10000);
    expect((await app.db.select().from(accounts).where(eq(accounts.id, buyer.accountId)))[0]).toMatchObject({
      name: '赵四',
      phone: buyer.username,
    });
  });

  it.each([
    [{ name: '', phone: '13800000009' }, '请输入姓名'],
    [{ name: '王', phone: '13800000009' }, '姓名至少2个字'],
    [{ name: '王采购', phone: '1380000000' }, '手机号格式不正确'],
    [{ name: '王采购' }, '请输入手机号'],
  ])('answers 422 for %j', (body, msg) => expectFormInvalid(app, '/api/user/updateUserInfo', body, msg));

  it('asks for a login', async () => {
    const res = await postForm(app, '/api/user/updateUserInfo', { name: 'abc', phone: '13800000009' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST api/user/resetPassword', () => {
  const verifyToken = async (cookie: string, phone: string): Promise<string> => {
    expect((await post('/api/user/sms_code', cookie, { phone, purpose: 'forget' })).json().code).toBe(10000);
    const res = await post('/api/user/forget/verify', cookie, { phone, code: sms.codeFor(phone) });
    return res.json().data.token as string;
  };

  it('takes {password} with the verify step token, no old password, and ends every session of the login', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const elsewhere = await sessionCookie(app, buyer);
    const token = await verifyToken(cookie, buyer.username);
    const res = await post('/api/user/resetPassword', cookie, { token, password: 'Fresh2026x' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '密码重置成功，请重新登录' });
    expect((await get('/api/user/base', cookie)).statusCode).toBe(401);
    expect((await get('/api/user/base', elsewhere)).statusCode).toBe(401);
    await expect(login(app, { username: buyer.username, password: 'Fresh2026x' })).resolves.toMatch(/^yc_sid=/);
  });

  it('refuses a session without a verify token, so a borrowed or stolen session cannot take the login over', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    expectInvalid(await post('/api/user/resetPassword', cookie, { password: 'Fresh2026y' }), '重置凭证无效，请重新验证手机号');
    const forged = await post('/api/user/resetPassword', cookie, { token: 'x'.repeat(43), password: 'Fresh2026y' });
    expect(forged.json()).toMatchObject({ code: 400, msg: '重置凭证已失效，请重新验证手机号' });
    await expect(login(app, buyer)).resolves.toMatch(/^yc_sid=/);
    expect((await get('/api/user/base', cookie)).statusCode).toBe(200);
  });

  it('refuses a weak new password, changing nothing and keeping the token', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const token = await verifyToken(cookie, buyer.username);
    const weak = await post('/api/user/resetPassword', cookie, { token, password: 'onlyletters' });
    expect(weak.json().msg).toBe('新密码须同时包含字母和数字');
    await expect(login(app, buyer)).resolves.toMatch(/^yc_sid=/);
    expect((await post('/api/user/resetPassword', cookie, { token, password: 'Fresh2026z' })).json().code).toBe(10000);
  });
});

describe('GET api/user/jyfw', () => {
  it("names the store's business scope classes from the category tree", async () => {
    const { cookie } = await buyerWithCookie({ scope: ['zcy', 'qx'] });
    const res = (await get('/api/user/jyfw', cookie)).json();
    expect(res.code).toBe(10000);
    expect(res.data.map((c: { key: string }) => c.key).sort()).toEqual(['qx', 'zcy']);
    expect(res.data.every((c: { name: string }) => /[\u4e00-\u9fa5]/.test(c.name))).toBe(true);
  });

  it('is empty for a store without a scope', async () => {
    const { cookie } = await buyerWithCookie({ scope: [] });
    expect((await get('/api/user/jyfw', cookie)).json().data).toEqual([]);
  });
});

describe('multi-store: link, untie, aliases', () => {
  async function linkedPair() {
    const me = await buyerWithCookie();
    const other = await createBuyer(app);
    const res = await post('/api/multi/link', me.cookie, { username: other.username, password: other.password });
    expect(res.json()).toMatchObject({ code: 10000, msg: '关联成功' });
    return { ...me, other, stores: res.json().data as { id: number; is_owner: number; is_current: number }[] };
  }

  it("links another login's store after its password, and lists it under both paths", async () => {
    const { cookie, other, stores } = await linkedPair();
    expect(stores).toHaveLength(2);
    expect(stores.find((s) => s.id === other.storeId)).toMatchObject({ is_owner: 0, is_current: 0 });
    expect((await get('/api/multi/stores', cookie)).json().data).toEqual((await get('/api/multi/index', cookie)).json().data);
  });

  it('switches through the alias path as through /multi/switch', async () => {
    const { cookie, other } = await linkedPair();
    const res = await post('/api/multi/store_switch', cookie, { id: String(other.storeId) });
    expect(res.json()).toMatchObject({ code: 10000, msg: '切换成功' });
    expect((await get('/api/user/base', cookie)).json().data.store_id).toBe(other.storeId);
  });

  it('refuses a wrong password, its own login and a second link', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const other = await createBuyer(app);
    const wrong = await post('/api/multi/link', cookie, { username: other.username, password: 'Wrong2026' });
    expect(wrong.json()).toMatchObject({ code: 400, msg: '账号或密码错误' });
    const self = await post('/api/multi/link', cookie, { username: buyer.username, password: buyer.password });
    expect(self.json().msg).toBe('不能关联当前登录的账号');
    expect((await post('/api/multi/link', cookie, { username: other.username, password: other.password })).json().code).toBe(10000);
    const again = await post('/api/multi/link', cookie, { username: other.username, password: other.password });
    expect(again.json().msg).toBe('该账号的店铺已关联，无需重复关联');
    expect(await app.db.select().from(accountStores).where(eq(accountStores.accountId, buyer.accountId))).toHaveLength(2);
  });

  it('unties a linked store and ends the sessions standing in it', async () => {
    const { buyer, cookie, other } = await linkedPair();
    const inOther = await sessionCookie(app, buyer);
    await post('/api/multi/switch', inOther, { id: String(other.storeId) });
    const res = await untie(cookie, other.storeId);
    expect(res.json()).toMatchObject({ code: 10000, msg: '解绑成功' });
    expect(((await get('/api/multi/index', cookie)).json().data as { id: number }[]).map((s) => s.id)).toEqual([buyer.storeId]);
    expect((await get('/api/user/base', inOther)).statusCode).toBe(401);
    // The other login keeps its store.
    const kept = await app.db
      .select()
      .from(accountStores)
      .where(and(eq(accountStores.accountId, other.accountId), eq(accountStores.storeId, other.storeId)));
    expect(kept).toHaveLength(1);
  });

  it('refuses to untie the owned store, the current store and a store not linked', async () => {
    const { buyer, cookie, other } = await linkedPair();
    expect((await untie(cookie, buyer.storeId)).json()).toMatchObject({ code: 400, msg: '不能解绑您自己的店铺' });
    await post('/api/multi/switch', cookie, { id: String(other.storeId) });
    expect((await untie(cookie, other.storeId)).json().msg).toBe('不能解绑当前正在使用的店铺，请先切换到其他店铺');
    const stranger = await createBuyer(app);
    expect((await untie(cookie, stranger.storeId)).json().msg).toBe('该店铺不属于当前账号');
    expect(await app.db.select().from(accountStores).where(eq(accountStores.accountId, buyer.accountId))).toHaveLength(2);
    expect(await app.db.select().from(sessions).where(eq(sessions.accountId, buyer.accountId))).not.toHaveLength(0);
  });

  it('answers 422 for a bad id', async () => {
    const { cookie } = await buyerWithCookie();
    const res = await untie(cookie, 'abc');
    expectInvalid(res, '店铺编号不正确');
  });
});
