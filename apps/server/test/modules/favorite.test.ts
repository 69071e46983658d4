import type { FavoritePage, VisitPage } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../helper.js';
import { demoStores, get, rows } from './catalog-fixtures.js';

const app = fileApp();
let a: string;
let b: string;
let goods: { id: number; name: string }[];
beforeAll(async () => {
  ({ a, b } = await demoStores(app));
  // Distinct names, so a name filter tells them apart; not controlled, so both stores may see them.
  goods = await rows(app, sql`SELECT DISTINCT ON (name) id, name FROM goods WHERE NOT is_controlled AND goods_type = 1 ORDER BY name, id LIMIT 12`);
});

const post = (url: string, cookie: string | undefined, payload: string | object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    payload,
  });
const favourites = async (cookie: string) => (await get<FavoritePage>(app, '/api/favorite?page_size=100', cookie)).data.list.map((g) => g.id);
const visits = async (cookie: string, query = '') => (await get<VisitPage>(app, `/api/goods/visit?page_size=100${query}`, cookie)).data.list.map((g) => g.id);

describe('visitors', () => {
  it.each([
    ['GET', '/api/favorite'],
    ['POST', '/api/favorite'],
    ['POST', '/api/favorite/cancel'],
    ['GET', '/api/goods/visit'],
    ['POST', '/api/goods/visit'],
  ])('%s %s answers 10001', async (method, url) => {
    const body = url === '/api/goods/visit' ? { goods_id: goods[0].id } : { goods_ids: goods[0].id };
    const res = await app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? body : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 10001, msg: '请先登录' });
  });
});

describe('favourites', () => {
  it('belong to the store of the session: store A adds, store B does not see it, B cannot cancel it', async () => {
    const [x, y] = goods;
    const added = await post('/api/favorite', a, { goods_ids: x.id });
    expect(added.json()).toMatchObject({ code: 10000, msg: '收藏成功', data: { goods_ids: [x.id] } });
    expect(await favourites(a)).toContain(x.id);
    expect(await favourites(b)).not.toContain(x.id);

    await post('/api/favorite', b, { goods_ids: [y.id] });
    expect(await favourites(a)).not.toContain(y.id);

    expect((await post('/api/favorite/cancel', b, { goods_ids: x.id })).json().code).toBe(10000);
    expect(await favourites(a)).toContain(x.id);

    const cancelled = await post('/api/favorite/cancel', a, { goods_ids: x.id });
    expect(cancelled.json()).toMatchObject({ code: 10000, msg: '取消收藏成功' });
    expect(await favourites(a)).not.toContain(x.id);
  });

  it('lists cards newest first with the time they were added, once each', async () => {
    const [, , p, q] = goods;
    await post('/api/favorite', a, { goods_ids: [p.id] });
    await post('/api/favorite', a, { goods_ids: [q.id, p.id] });
    const { data } = await get<FavoritePage>(app, '/api/favorite', a);
    expect(data.list.filter((g) => g.id === p.id)).toHaveLength(1);
    const mine = data.list.filter((g) => g.id === p.id || g.id === q.id);
    expect(mine.every((g) => Math.abs(g.favorited_at - Date.now() / 1000) < 60 && g.price !== null)).toBe(true);
    expect(data.total).toBeGreaterThanOrEqual(2);
  });

  it('take goods_ids as a number, an array, a comma-separated string or a form array', async () => {
    const [, , , , c, d, e, f] = goods;
    await post('/api/favorite', a, `goods_ids=${c.id},${d.id}`);
    await post('/api/favorite', a, `goods_ids[]=${e.id}&goods_ids[]=${f.id}`);
    expect(await favourites(a)).toEqual(expect.arrayContaining([c.id, d.id, e.id, f.id]));
    await post('/api/favorite/cancel', a, { goods_ids: [c.id, d.id, e.id, f.id] });
    expect((await favourites(a)).filter((id) => [c.id, d.id, e.id, f.id].includes(id))).toEqual([]);
  });

  it.each([
    [{ goods_ids: 'abc' }, '商品编号不正确'],
    [{ goods_ids: '' }, '请选择商品'],
    [{}, '请选择商品'],
    [{ goods_ids: -4 }, '商品编号不正确'],
    [{ goods_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, '一次最多选择100个商品'],
    [{ goods_ids: 1, store_id: 1 }, undefined],
  ])('refuses %j with a 422', async (body, msg) => {
    const res = await post('/api/favorite', a, body);
    expect(res.statusCode).toBe(422);
    if (msg) expect(res.json().msg).toBe(msg);
  });

  it('refuses an unknown goods without saving any of the others', async () => {
    const [, , , , , , , , , , k] = goods;
    const res = await post('/api/favorite', a, { goods_ids: [k.id, 99999999] });
    expect(res.json()).toMatchObject({ code: 404, msg: '商品不存在' });
    expect(await favourites(a)).not.toContain(k.id);
  });
});

describe('browsing history', () => {
  const visit = (goodsId: number | string, cookie: string) => post('/api/goods/visit', cookie, { goods_id: goodsId });

  it("records a store's detail views, newest first, and only for that store", async () => {
    const [, , , , , , , , g1, g2] = goods;
    expect((await visit(g1.id, b)).json()).toMatchObject({ code: 10000 });
    await visit(g2.id, b);
    expect((await visits(b)).slice(0, 2)).toEqual([g2.id, g1.id]);
    await visit(g1.id, b);
    const again = await visits(b);
    expect(again[0]).toBe(g1.id);
    expect(again.filter((id) => id === g1.id)).toHaveLength(1);
    expect(await visits(a)).not.toContain(g1.id);

    const byName = await visits(b, `&keywords=${encodeURIComponent(g2.name)}`);
    expect(byName).toContain(g2.id);
    expect(byName).not.toContain(g1.id);
    expect(await visits(b, `&keywords=${encodeURIComponent('%')}`)).toEqual([]);
    const page = (await get<VisitPage>(app, '/api/goods/visit', b)).data;
    expect(page.list[0].visited_at).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await get(app, '/api/goods/visit?page=-1', b)).status).toBe(422);
  });

  it('is not written by reading the detail: a GET never changes state', async () => {
    const g = goods[10];
    expect((await get(app, `/api/goods/detail/${g.id}`, a)).code).toBe(10000);
    expect(await visits(a)).not.toContain(g.id);
  });

  it('refuses goods that are not on sale or do not exist, and a bad id', async () => {
    const [withdrawn] = await rows<{ id: number }>(app, sql`SELECT id FROM goods WHERE NOT on_sale LIMIT 1`);
    if (withdrawn) expect((await visit(withdrawn.id, a)).statusCode).toBe(404);
    const missing = await visit(2_000_000_000, a);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, msg: '商品不存在' });
    expect((await visit('x', a)).json()).toMatchObject({ code: 422, msg: '商品编号不正确' });
  });
});
