import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, wechatBindTokens } from '../../src/db/schema/index.js';
import { expectInvalid, loggedInBuyer, postForm } from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();

const createCode = (cookie: string) => app.inject({ method: 'POST', url: '/api/user/create_code', headers: { cookie } });
const bind = (token: string, openid: string) => postForm(app, '/api/user/wechat/bind', { token, openid });
const unbind = (cookie: string) => app.inject({ method: 'DELETE', url: '/api/user/unbind_wechat', headers: { cookie } });
const openidOf = async (accountId: number) => (await app.db.select().from(accounts).where(eq(accounts.id, accountId)))[0].wechatOpenid;

const buyerWithCookie = () => loggedInBuyer(app);

describe('WeChat binding', () => {
  it('makes a 10-minute PNG QR code of a binding URL carrying the token', async () => {
    const { cookie } = await buyerWithCookie();
    const res = await createCode(cookie);
    const { code, data } = res.json();
    expect(code).toBe(10000);
    expect(data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(data.qr_data_url.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(data.bind_url).toContain(`token=${data.token}`);
    const ttl = new Date(data.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('binds through the callback once, shows 已绑定 in user/base, and unbinds', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const { token } = (await createCode(cookie)).json().data;
    const openid = `o_test_${buyer.accountId}`;
    expect((await bind(token, openid)).json()).toMatchObject({ code: 10000, msg: '绑定成功' });
    expect(await openidOf(buyer.accountId)).toBe(openid);
    expect((await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } })).json().data.wechat).toBe('已绑定');

    expect((await bind(token, `${openid}_again`)).json()).toMatchObject({ code: 400, msg: '二维码已失效，请刷新后重新扫码' });
    expect(await openidOf(buyer.accountId)).toBe(openid);
    expect((await createCode(cookie)).json().msg).toBe('您已绑定微信，如需更换请先解绑');

    expect((await unbind(cookie)).json()).toMatchObject({ code: 10000, msg: '解绑成功' });
    expect(await openidOf(buyer.accountId)).toBeNull();
    expect((await unbind(cookie)).json().msg).toBe('您尚未绑定微信');
  });

  it('refuses an expired token and a token replaced by a newer code', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const first = (await createCode(cookie)).json().data.token;
    const second = (await createCode(cookie)).json().data.token;
    expect((await bind(first, 'o_replaced')).json().code).toBe(400);
    await app.db
      .update(wechatBindTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(wechatBindTokens.token, second));
    expect((await bind(second, 'o_expired')).json().msg).toBe('二维码已失效，请刷新后重新扫码');
    expect(await openidOf(buyer.accountId)).toBeNull();
  });

  it('refuses a WeChat user bound to another login', async () => {
    const a = await buyerWithCookie();
    const b = await buyerWithCookie();
    const openid = `o_shared_${a.buyer.accountId}`;
    await bind((await createCode(a.cookie)).json().data.token, openid);
    const res = await bind((await createCode(b.cookie)).json().data.token, openid);
    expect(res.json()).toMatchObject({ code: 400, msg: '该微信已绑定其他账号' });
    expect(await openidOf(b.buyer.accountId)).toBeNull();
  });

  it('asks for a login to make a code or unbind, and 422 for a bad callback', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/user/create_code' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/user/unbind_wechat' })).statusCode).toBe(401);
    const res = await bind('short', 'o_x');
    expectInvalid(res, '二维码无效');
  });
});
