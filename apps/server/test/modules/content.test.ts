import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { buildTestApp } from '../helper.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

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
  it.each(['top', 'right', 'login', 'yx', 'kxzq', 'ppzq', 'xrtj', 'zyzq', 'new_kxzq', 'kxzq_ad'])('/api/focus/%s answers its banners', async (slot) => {
    const { code, data } = (await get(`/api/focus/${slot}`)).json();
    expect(code).toBe(10000);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0].image).toMatch(/^\/api\/img\/ad\/\d+\.svg$/);
  });

  it('the home carousel is /api/focus', async () => {
    expect((await get('/api/focus')).json().data.length).toBeGreaterThan(0);
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

  it('help categories list groups with their articles', async () => {
    const { data } = (await get('/api/article/help_categories')).json();
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data[0].children.length).toBeGreaterThan(0);
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
