/**
 * The session lives only in its HttpOnly cookie: no JSON body carries it, and the cookie is Secure
 * whenever the request came over https (here through a proxy TRUST_PROXY trusts).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { captureSms, createBuyer, postForm, unusedPhone } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { SEEDED_STAFF, SEEDED_STAFF_PASSWORD } from '../staff-fixtures.js';

const app = fileApp();
/** The same API behind a reverse proxy at 127.0.0.1 (app.inject's address) that terminates https. */
const proxied = fileApp(2, { trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
const sms = captureSms();

const HTTPS = { 'x-forwarded-proto': 'https' };
const sessionOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'yc_sid');

describe('no session secret in a JSON body', () => {
  it('login answers no token, and the session user’s token is not the session', async () => {
    const buyer = await createBuyer(app);
    const res = await postForm(app, '/api/user/login', { username: buyer.username, password: buyer.password });
    const sid = sessionOf(res)?.value ?? '';
    expect(sid.length).toBeGreaterThan(20);
    expect(res.json()).toMatchObject({ code: 10000, data: null });
    expect(res.body).not.toContain(sid);

    const base = await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie: `yc_sid=${sid}` } });
    expect(base.json().code).toBe(10000);
    expect(base.body).not.toContain(sid);
    expect(base.json().data.token).toBe('');
  });

  it('registration logs in through the cookie only', async () => {
    const phone = unusedPhone();
    await postForm(app, '/api/user/sms_code', { phone, purpose: 'register' });
    const res = await postForm(app, '/api/user/register', {
      phone,
      code: sms.codeFor(phone),
      password: 'Newshop2026',
      company: '会话测试大药房',
      contact_name: '李采购',
      province: '河北省',
      city: '石家庄市',
      address: '长安区中山东路1号',
      customer_type: '连锁药店',
    });
    const sid = sessionOf(res)?.value ?? '';
    expect(res.json().code).toBe(10000);
    expect(sid.length).toBeGreaterThan(20);
    expect(res.body).not.toContain(sid);
    expect(res.json().data).not.toHaveProperty('token');
  });
});

describe('cookie flags', () => {
  it('a buyer’s session is HttpOnly and SameSite=Lax always, Secure when the request came over https', async () => {
    const buyer = await createBuyer(app);
    const login = (headers: Record<string, string>) =>
      proxied.inject({ method: 'POST', url: '/api/user/login', headers, payload: { username: buyer.username, password: buyer.password } });

    const overHttps = sessionOf(await login(HTTPS));
    expect(overHttps).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    const overHttp = sessionOf(await login({}));
    expect(overHttp).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(overHttp).not.toHaveProperty('secure');

    const out = await proxied.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: { ...HTTPS, cookie: `yc_sid=${overHttps?.value}` },
    });
    expect(sessionOf(out)).toMatchObject({ value: '', secure: true, httpOnly: true });
  });

  it('ignores X-Forwarded-Proto from a client no proxy setting trusts', async () => {
    const buyer = await createBuyer(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: HTTPS,
      payload: { username: buyer.username, password: buyer.password },
    });
    expect(sessionOf(res)).not.toHaveProperty('secure');
  });

  it('the console’s session keeps its path and SameSite=Strict, and is Secure over https', async () => {
    const payload = { username: SEEDED_STAFF.admin, password: SEEDED_STAFF_PASSWORD };
    const res = await proxied.inject({ method: 'POST', url: '/api/admin/login', headers: HTTPS, payload });
    expect(res.json().code).toBe(10000);
    expect(res.cookies.find((c) => c.name === 'yc_staff')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/admin',
    });
  });
});
