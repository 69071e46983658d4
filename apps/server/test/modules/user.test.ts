import { describe, expect, it } from 'vitest';
import { fileApp, login, PENDING_MEMBER } from '../helper.js';

const app = fileApp();

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/user/base', () => {
  it('describes the verified demo member and its first store', async () => {
    const cookie = await login(app);
    const { code, data } = (await get('/api/user/base', cookie)).json();
    expect(code).toBe(10000);
    expect(data.username).toBe('13800000001');
    expect(data.company).toMatch(/[\u4e00-\u9fa5]/);
    expect(data.is_passed).toBe(1);
    expect(data.contract_signed).toBe(1);
    expect(data.admin.is_default).toBe(0);
    expect(data.admin.name).not.toBe('');
    expect(data.points).toBeGreaterThan(0);
    expect(data.common_config.hot_line).toMatch(/\d/);
  });

  it('shows the pending member as not passed, with the default manager when none is assigned', async () => {
    const cookie = await login(app, PENDING_MEMBER);
    const { data } = (await get('/api/user/base', cookie)).json();
    expect(data.is_passed).toBe(0);
    expect(data.admin.name).not.toBe('');
  });
});

describe('multi-store', () => {
  it('lists the two stores of the demo member and switches between them', async () => {
    const cookie = await login(app);
    const stores = (await get('/api/multi/index', cookie)).json().data as { id: number; is_current: number; company: string }[];
    expect(stores).toHaveLength(2);
    const other = stores.find((s) => s.is_current === 0);
    if (!other) throw new Error('no second store');
    const sw = await app.inject({ method: 'POST', url: '/api/multi/switch', headers: { cookie }, payload: { id: other.id } });
    expect(sw.json().code).toBe(10000);
    const base = (await get('/api/user/base', cookie)).json().data;
    expect(base.store_id).toBe(other.id);
    expect(base.company).toBe(other.company);
  });

  it("refuses a switch to another account's store and keeps the current one", async () => {
    const pending = await login(app, PENDING_MEMBER);
    const foreign = ((await get('/api/multi/index', pending)).json().data as { id: number }[])[0].id;
    const cookie = await login(app);
    const before = (await get('/api/user/base', cookie)).json().data.store_id;
    const sw = await app.inject({ method: 'POST', url: '/api/multi/switch', headers: { cookie }, payload: { id: foreign } });
    expect(sw.json()).toMatchObject({ code: 400, msg: '该店铺不属于当前账号，无法切换' });
    expect((await get('/api/user/base', cookie)).json().data.store_id).toBe(before);
  });

  it('answers 422 for a store id that is not a number', async () => {
    const cookie = await login(app);
    const sw = await app.inject({ method: 'POST', url: '/api/multi/switch', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=abc' });
    expect(sw.statusCode).toBe(422);
  });
});
