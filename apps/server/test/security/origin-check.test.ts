/**
 * Cross-site request forgery: a state-changing request (or a WebSocket handshake) that a browser
 * marks as coming from another site is refused with 403 and the envelope, in the store and the
 * console; same-origin pages, forms and tools without an Origin keep working.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { createBuyer } from '../fixtures.js';
import { testDatabaseUrl } from '../file-database.js';
import { fileApp, login } from '../helper.js';
import { loggedInStaff } from '../staff-fixtures.js';

const SHOP = 'shop.example.com';
const REFUSED = { code: 403, msg: '非法的跨站请求', data: null };
const FEEDBACK = { type: '功能建议', content: '希望增加按批号筛选' };

const app = fileApp();
let buyerCookie: string;
let staffCookie: string;
beforeAll(async () => {
  buyerCookie = await login(app, await createBuyer(app));
  staffCookie = (await loggedInStaff(app, 'admin', 'customer_service')).cookie;
});

const feedback = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/user/feedback', payload: FEEDBACK, headers: { host: SHOP, cookie: buyerCookie, ...headers } });
const feedbackCount = async () =>
  (await app.inject({ method: 'GET', url: '/api/user/feedback_list', headers: { cookie: buyerCookie } })).json().data.total as number;
const staffLogout = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/admin/logout', headers: { host: SHOP, cookie: staffCookie, ...headers } });
const staffMe = () => app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: staffCookie } });

describe('state-changing requests from another site', () => {
  it('are refused in the store, and nothing is stored', async () => {
    const before = await feedbackCount();
    const res = await feedback({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await feedbackCount()).toBe(before);
  });

  it('are refused in the console, and the session stays', async () => {
    const res = await staffLogout({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect((await staffMe()).json().code).toBe(10000);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Origin: null', { origin: 'null' }],
    ['another port of the same name', { origin: `https://${SHOP}:8443` }],
    ['a sibling subdomain', { origin: `https://evil.${SHOP}` }],
  ])('are refused when the browser sends %s', async (_what, headers) => {
    const res = await feedback(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('are refused on a login too (no forced login into the attacker’s account)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: '13800000001', password: 'Pharma@2026' },
      headers: { host: SHOP, origin: 'https://evil.example' },
    });
    expect(res.json()).toEqual(REFUSED);
  });
});

describe('requests the check lets through', () => {
  it('same origin, with the default port written or not, and without Origin (curl, older browsers)', async () => {
    expect((await feedback({ origin: `https://${SHOP}`, 'sec-fetch-site': 'same-origin' })).json().code).toBe(10000);
    expect((await feedback({ origin: `https://${SHOP}`, host: `${SHOP}:443` })).json().code).toBe(10000);
    expect((await feedback({ origin: `http://${SHOP}` })).json().code).toBe(10000);
    expect((await feedback({})).json().code).toBe(10000);
  });

  it('reads from another site (a GET changes nothing)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/base', headers: { host: SHOP, cookie: buyerCookie, origin: 'https://evil.example' } });
    expect(res.json().code).toBe(10000);
  });

  it('the payment sandbox page’s own form', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/charge/store', payload: { amount: 10 }, headers: { host: SHOP, origin: `https://${SHOP}`, cookie: buyerCookie } });
    const payUrl = new URL(created.json().data.pay_url as string, `https://${SHOP}`);
    const page = await app.inject({ method: 'GET', url: payUrl.pathname, headers: { host: SHOP } });
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    expect(action).toBeDefined();
    const confirmed = await app.inject({ method: 'POST', url: action!, headers: { host: SHOP, origin: `https://${SHOP}`, 'sec-fetch-site': 'same-origin', cookie: buyerCookie } });
    expect(confirmed.statusCode).toBe(303);
  });

  it('the console on its own origin', async () => {
    const { cookie } = await loggedInStaff(app, 'warehouse');
    const res = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { host: SHOP, origin: `https://${SHOP}`, cookie } });
    expect(res.json().code).toBe(10000);
  });
});

describe('X-Forwarded-Host', () => {
  const behindProxy = { host: 'app-1:3000', 'x-forwarded-host': SHOP, origin: `https://${SHOP}` };

  it('is ignored unless TRUST_PROXY names the proxy', async () => {
    expect((await feedback(behindProxy)).json()).toEqual(REFUSED);
  });

  it('is the host compared when the request came through a trusted proxy', async () => {
    const { db, pool } = createDb(testDatabaseUrl(), 2);
    const proxied = await buildApp({ config: { ...loadConfig({ TRUST_PROXY: '127.0.0.1' }), databaseUrl: testDatabaseUrl() }, db });
    try {
      const res = await proxied.inject({ method: 'POST', url: '/api/user/feedback', payload: FEEDBACK, headers: { ...behindProxy, cookie: buyerCookie } });
      expect(res.json().code).toBe(10000);
    } finally {
      await proxied.close();
      await pool.end();
    }
  });
});

describe('chat sockets (cross-site WebSocket hijacking)', () => {
  /** The HTTP status the handshake ended with: 101 when the socket opened. */
  async function handshake(url: string, cookie: string, origin: string): Promise<number> {
    let status = 0;
    try {
      await app.injectWS(url, { headers: { cookie, origin, host: SHOP } }, {
        onInit: (ws) => ws.on('upgrade', (res) => (status = res.statusCode ?? 0)),
        onOpen: (ws) => ws.close(),
      });
      return status || 101;
    } catch (err) {
      const match = /Unexpected server response: (\d+)/.exec(String(err));
      if (!match) throw err;
      return Number(match[1]);
    }
  }

  it.each([
    ['store', '/api/chat/ws', () => buyerCookie],
    ['console', '/api/admin/chat/ws', () => staffCookie],
  ])('refuses a foreign Origin on the %s socket and opens for its own', async (_side, url, cookie) => {
    expect(await handshake(url, cookie(), 'https://evil.example')).toBe(403);
    expect(await handshake(url, cookie(), `https://${SHOP}`)).toBe(101);
  });
});
