import { HOME_FLOOR_KEYS } from '@yc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orders } from '../../src/db/schema/index.js';
import { pageViewCounts } from '../../src/modules/content/service.js';
import { createBuyer, createUnpaidOrder, sessionCookie } from '../fixtures.js';
import { fileApp, login, PENDING_MEMBER } from '../helper.js';

const app = fileApp();

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/focus/common', () => {
  it('answers hot searches, nav, the four category trees, brands and a seconds timestamp', async () => {
    const { code, data } = (await get('/api/focus/common')).json();
    expect(code).toBe(10000);
    expect(data.rnss.length).toBeGreaterThanOrEqual(5);
    expect(data.nav.length).toBeGreaterThanOrEqual(9);
    for (const k of ['category', 'category_yx', 'category_zy', 'category_qx']) expect(data[k].length).toBeGreaterThan(0);
    expect(data.category.length).toBeGreaterThanOrEqual(7);
    expect(data.category[0].children.length).toBeGreaterThan(0);
    expect(data.category[0].childrenShow).toBe(1);
    expect(data.brand.length).toBeGreaterThanOrEqual(20);
    expect(String(data.timestamp)).toHaveLength(10);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe('ad slots', () => {
  it.each(['top', 'right', 'login', 'yx', 'kxzq', 'ppzq', 'zyzq', 'new_kxzq', 'kxzq_ad'])(
    '/api/focus/%s answers its banners',
    async (slot) => {
      const { code, data } = (await get(`/api/focus/${slot}`)).json();
      expect(code).toBe(10000);
      expect(data.length).toBeGreaterThan(0);
      expect(data[0].image).toMatch(/^\/api\/img\/ad\/\d+\.svg$/);
    },
  );

  it('/api/focus/xrtj (新人特价) answers only a store that has paid no order yet', async () => {
    expect((await get('/api/focus/xrtj')).json()).toMatchObject({ code: 10000, data: [] });
    const fresh = await createBuyer(app);
    const cookie = await sessionCookie(app, fresh);
    const asFresh = () => app.inject({ method: 'GET', url: '/api/focus/xrtj', headers: { cookie } });
    expect((await asFresh()).json().data.length).toBeGreaterThan(0);
    const { orderId } = await createUnpaidOrder(app, fresh);
    expect((await asFresh()).json().data.length).toBeGreaterThan(0);
    // Test setup: the order as payment leaves it (paid_at set), without running a payment.
    await app.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, orderId));
    expect((await asFresh()).json().data).toEqual([]);
  });

  it('/api/focus/top offers 新客首单立减30元 to visitors and stores that have paid no order, while its coupon can be claimed', async () => {
    const titles = async (cookie?: string) =>
      (
        (await app.inject({ method: 'GET', url: '/api/focus/top', headers: cookie ? { cookie } : {} })).json().data as { title: string }[]
      ).map((b) => b.title);
    expect(await titles()).toContain('新客首单立减30元');
    const fresh = await createBuyer(app);
    const cookie = await sessionCookie(app, fresh);
    expect(await titles(cookie)).toContain('新客首单立减30元');
    const { orderId } = await createUnpaidOrder(app, fresh);
    expect(await titles(cookie)).toContain('新客首单立减30元');
    await app.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, orderId));
    expect(await titles(cookie)).not.toContain('新客首单立减30元');

    // The offer is its coupon in the coupon centre: all claimed, or past its window, and the ad goes.
    const [offer] = await app.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.name, '新客专享券'), eq(coupons.isPublic, true)));
    try {
      await app.db.update(coupons).set({ claimed: offer.total }).where(eq(coupons.id, offer.id));
      expect(await titles()).not.toContain('新客首单立减30元');
      await app.db
        .update(coupons)
        .set({ claimed: offer.claimed, validTo: new Date(Date.now() - 1000) })
        .where(eq(coupons.id, offer.id));
      expect(await titles()).not.toContain('新客首单立减30元');
    } finally {
      await app.db.update(coupons).set({ claimed: offer.claimed, validTo: offer.validTo }).where(eq(coupons.id, offer.id));
    }
    expect(await titles()).toContain('新客首单立减30元');
  });

  it('the home carousel is /api/focus', async () => {
    expect((await get('/api/focus')).json().data.length).toBeGreaterThan(0);
  });

  it('kxzq_ad narrows to the ad ids a zone link names, and refuses ids that are not numbers', async () => {
    const all: { image: string }[] = (await get('/api/focus/kxzq_ad')).json().data;
    expect(all.length).toBeGreaterThan(1);
    const idOf = (b: { image: string }) => b.image.match(/(\d+)\.svg$/)![1];
    const last = all.at(-1)!;
    const narrowed = (await get(`/api/focus/kxzq_ad?ids=${idOf(last)}`)).json().data;
    expect(narrowed).toEqual([last]);
    const bad = await get('/api/focus/kxzq_ad?ids=1;drop');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('广告编号格式不正确');
  });

  it('an unknown slot is a 422, not a 500', async () => {
    expect((await get('/api/focus/<script>')).statusCode).toBe(422);
  });

  it('banner pictures are SVG drawn with their title', async () => {
    const [first] = (await get('/api/focus/top')).json().data;
    const img = await get(first.image);
    expect(img.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(img.body).toContain('<svg');
  });
});

describe('site texts', () => {
  it('/api/global/links answers links, licence lines and the app codes', async () => {
    const { data } = (await get('/api/global/links')).json();
    expect(data.licence.length).toBeGreaterThan(0);
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.app_url).not.toBe('');
  });

  it('help categories list groups with their articles, keyed for their /help routes', async () => {
    const { data } = (await get('/api/article/help_categories')).json();
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data.map((g: { key: string }) => g.key)).toEqual(['xrzn', 'cjwt', 'fwbz', 'us', 'zfps']);
    expect(data[0].children.map((a: { slug: string }) => a.slug)).toEqual(['hyzc', 'gwzn', 'aqgy']);
    // Every footer link opens its article.
    for (const article of data[0].children) {
      expect((await get(`/api/article/detail/${article.id}`)).json().data.title).toBe(article.name);
    }
  });
});

describe('page views', () => {
  it('stores one row per view, countable per route', async () => {
    const name = `test_route_${Date.now()}`;
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/page_view', payload: { path: '/x', name } });
      expect(res.json().code).toBe(10000);
    }
    const rows = await app.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM page_views WHERE name = ${name}`);
    expect(rows.rows[0].n).toBe(3);
  });

  it('refuses a missing path with 422', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analytics/page_view', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('缺少页面路径');
  });
});

describe('GET /api/focus/demo (home floors)', () => {
  type Floor = { key: string; title: string; url: string; ad: { image: string } | null; links: { url: string }[]; goods: GoodsRow[] };
  type GoodsRow = { id: number; price: number | null; price_text: string; is_jxq: number; is_free_shipping: number; sccj: string };

  it('answers every floor with its ad, class links and best sellers, prices hidden from visitors', async () => {
    const { code, data } = (await get('/api/focus/demo')).json();
    expect(code).toBe(10000);
    expect(data.map((f: Floor) => f.key)).toEqual([...HOME_FLOOR_KEYS]);
    for (const floor of data as Floor[]) {
      expect(floor.goods, floor.key).toHaveLength(5);
      expect(floor.ad?.image, floor.key).toMatch(/^\/api\/img\/ad\/\d+\.svg$/);
      expect(floor.links.length, floor.key).toBeGreaterThan(1);
      for (const link of floor.links) expect(link.url).toMatch(/\?category_id=\d+$/);
      for (const g of floor.goods) expect([g.price, g.price_text]).toEqual([null, '登录可见']);
    }
    const byKey = new Map((data as Floor[]).map((f) => [f.key, f]));
    expect(byKey.get('jxq')?.goods.every((g) => g.is_jxq === 1)).toBe(true);
    expect(byKey.get('yx')?.goods.every((g) => g.is_free_shipping === 1)).toBe(true);
    expect(byKey.get('qx')?.url).toBe('/qxzq');
  });

  it('gives a floor the goods its zone lists, for the store that asks', async () => {
    const cookie = await login(app);
    const as = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const floors = (await as('/api/focus/demo?keys=zyyp,qx&page_size=8')).json().data as Floor[];
    expect(floors.map((f) => f.key)).toEqual(['zyyp', 'qx']);
    const tcmRoot = (await as('/api/focus/common')).json().data.category.find((c: { name: string }) => c.name === '中药饮片');
    const pieces = (await as(`/api/goods/list?category_id=${tcmRoot.id}&sort=sales&page_size=8`)).json().data;
    expect(floors[0].goods.map((g) => g.id)).toEqual(pieces.list.map((g: GoodsRow) => g.id));
    const devices = (await as('/api/goods/list?qx=1&sort=sales&page_size=8')).json().data;
    expect(floors[1].goods.map((g) => g.id)).toEqual(devices.list.map((g: GoodsRow) => g.id));
    expect(floors[1].goods[0].price).toBeGreaterThan(0);
    const pending = await login(app, PENDING_MEMBER);
    const hidden = (await app.inject({ method: 'GET', url: '/api/focus/demo?keys=qx', headers: { cookie: pending } })).json()
      .data as Floor[];
    expect(hidden[0].goods[0].price_text).toBe('资质审核中');
  });

  it('refuses an unknown floor or a bad size with 422', async () => {
    const unknown = await get('/api/focus/demo?keys=qx,nope');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toBe('楼层不存在');
    const big = await get('/api/focus/demo?page_size=500');
    expect(big.statusCode).toBe(422);
    expect(big.json().msg).toBe('每层商品数不能超过20');
  });
});

describe('page view counts', () => {
  it('counts views and distinct stores per route name over a period', async () => {
    const name = `count_route_${Date.now()}`;
    const cookie = await login(app);
    const view = (headers = {}) =>
      app.inject({ method: 'POST', url: '/api/analytics/page_view', payload: { path: '/news/hy', name }, headers });
    await view();
    await view({ cookie });
    await view({ cookie });
    const now = Date.now();
    const counts = await pageViewCounts(app.db, { from: new Date(now - 60_000), to: new Date(now + 60_000) });
    expect(counts.find((c) => c.name === name)).toEqual({ name, views: 3, stores: 1 });
    const before = await pageViewCounts(app.db, { from: new Date(now - 120_000), to: new Date(now - 60_000) });
    expect(before.find((c) => c.name === name)).toBeUndefined();
    await expect(pageViewCounts(app.db, { from: new Date(now), to: new Date(now) })).rejects.toThrow('统计的开始时间须早于结束时间');
  });
});
