import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses } from '../../src/db/schema/index.js';
import { createBuyer } from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const body = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    consignee: '李四',
    phone: '13912345678',
    province: '北京市',
    city: '北京市',
    district: '海淀区',
    detail: '中关村大街1号',
    ...over,
  }).toString();
const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: string) =>
  app.inject({ method, url, headers: payload === undefined ? { cookie } : { cookie, ...form }, payload });
const rowsOf = (storeId: number) => app.db.select().from(addresses).where(eq(addresses.storeId, storeId)).orderBy(addresses.id);

async function member() {
  const buyer = await createBuyer(app);
  return { ...buyer, cookie: await login(app, buyer) };
}

describe('/api/address', () => {
  it('creates, lists (default first), updates, moves the default and deletes', async () => {
    const m = await member();
    expect((await call(m.cookie, 'GET', '/api/address')).json().data).toEqual([]);
    const first = (await call(m.cookie, 'POST', '/api/address', body())).json();
    expect(first).toMatchObject({
      code: 10000,
      data: { consignee: '李四', is_default: 1, full_address: '北京市北京市海淀区中关村大街1号' },
    });
    const second = (await call(m.cookie, 'POST', '/api/address', body({ consignee: '王五', is_default: '1' }))).json().data;
    expect(second.is_default).toBe(1);
    const third = (await call(m.cookie, 'POST', '/api/address', body({ consignee: '赵六' }))).json().data;
    expect(third.is_default).toBe(0);
    const listed = (await call(m.cookie, 'GET', '/api/address')).json().data;
    expect(listed.map((a: { id: number; is_default: number }) => [a.id, a.is_default])).toEqual([
      [second.id, 1],
      [third.id, 0],
      [first.data.id, 0],
    ]);

    const updated = (await call(m.cookie, 'POST', `/api/address/${third.id}`, body({ consignee: '赵六六', detail: '新地址' }))).json().data;
    expect(updated).toMatchObject({ id: third.id, consignee: '赵六六', detail: '新地址', is_default: 0 });
    expect((await call(m.cookie, 'POST', `/api/address/${third.id}/default`)).json().data.is_default).toBe(1);
    expect((await rowsOf(m.storeId)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);

    expect((await call(m.cookie, 'DELETE', `/api/address/${third.id}`)).json().data).toEqual({ id: third.id });
    // The default passes to the newest address left.
    expect((await rowsOf(m.storeId)).map((a) => [a.id, a.isDefault])).toEqual([
      [first.data.id, false],
      [second.id, true],
    ]);
  });

  it.each([
    [{ phone: '12345678901' }, '收货人手机号格式不正确'],
    [{ consignee: '' }, '请输入收货人'],
    [{ detail: '路'.repeat(101) }, '详细地址不能超过100个字'],
    [{ is_default: '2' }, '默认地址设置不正确'],
  ])('refuses %j with 422 and saves nothing', async (over, msg) => {
    const m = await member();
    const res = await call(m.cookie, 'POST', '/api/address', body(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await rowsOf(m.storeId)).toHaveLength(0);
  });

  it('refuses another store’s address id and changes nothing', async () => {
    const owner = await member();
    const stranger = await member();
    const id = (await call(owner.cookie, 'POST', '/api/address', body())).json().data.id as number;
    const before = await rowsOf(owner.storeId);
    for (const res of [
      await call(stranger.cookie, 'POST', `/api/address/${id}`, body({ consignee: '冒名' })),
      await call(stranger.cookie, 'POST', `/api/address/${id}/default`),
      await call(stranger.cookie, 'DELETE', `/api/address/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('收货地址不存在');
    }
    expect(await rowsOf(owner.storeId)).toEqual(before);
    expect((await call(stranger.cookie, 'GET', '/api/address')).json().data).toEqual([]);
    expect((await call(owner.cookie, 'DELETE', '/api/address/abc')).statusCode).toBe(422);
  });

  it('keeps at most 20 addresses and needs a login', async () => {
    const m = await member();
    await app.db
      .insert(addresses)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          storeId: m.storeId,
          consignee: `收货人${i}`,
          phone: '13912345678',
          province: '北京市',
          city: '北京市',
          detail: `地址${i}`,
        })),
      );
    expect((await call(m.cookie, 'POST', '/api/address', body())).json()).toMatchObject({ code: 400, msg: '最多保存20个收货地址' });
    expect((await app.inject({ method: 'GET', url: '/api/address' })).statusCode).toBe(401);
  });
});
