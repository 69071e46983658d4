import type {
  BrandFocus,
  CombinationGroups,
  CombinationPage,
  EverydayPrice,
  GoodsActivities,
  GoodsCard,
  GoodsDetail,
  QualityReportPage,
  SpikeList,
} from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../fixtures.js';
import { fileApp, login } from '../helper.js';
import { get, rows } from './catalog-fixtures.js';

const app = fileApp();
let member: string;
beforeAll(async () => {
  member = await login(app);
});

const now = () => Math.floor(Date.now() / 1000);

describe('GET /api/goods/detail/{id}', () => {
  it('adds the gallery, class path, reports, promotions and related goods of the same class', async () => {
    const [g] = await rows<{ id: number; keys: string[]; promo: number }>(
      app,
      sql`SELECT g.id, g.category_keys AS keys, p.id AS promo FROM goods g JOIN quality_reports r ON r.goods_id = g.id
          JOIN promotions p ON p.goods_ids @> ARRAY[g.id] WHERE NOT g.is_controlled AND g.goods_type = 1 ORDER BY g.id LIMIT 1`,
    );
    const { code, data } = await get<GoodsDetail>(app, `/api/goods/detail/${g.id}`, member);
    expect(code).toBe(10000);
    expect(data.goods_image.map((i) => i.url)).toEqual([0, 1, 2].map((v) => `/api/img/goods/${g.id}.svg?v=${v}`));
    expect(data.image).toBe(`/api/img/goods/${g.id}.svg`);

    const names = await rows<{ key: string; name: string }>(app, sql`SELECT key, name FROM categories WHERE kind = 'ordinary' AND key IN ${g.keys}`);
    expect(data.category_path.map((c) => c.name)).toEqual(g.keys.map((k) => names.find((n) => n.key === k)?.name));

    const reports = await rows<{ id: number; batch: string }>(app, sql`SELECT id, batch FROM quality_reports WHERE goods_id = ${g.id}`);
    expect(data.quality_reports.map((r) => r.id).sort()).toEqual(reports.map((r) => r.id).sort());
    expect(data.promotions.map((p) => p.id)).toContain(g.promo);
    expect(data.production_batch).toMatch(/^\d{8}$/);

    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.length).toBeLessThanOrEqual(8);
    expect(data.related.map((r) => r.id)).not.toContain(g.id);
    const leaf = g.keys[g.keys.length - 1];
    const relatedKeys = await rows<{ ok: boolean }>(app, sql`SELECT category_keys @> ARRAY[${leaf}]::varchar[] AS ok FROM goods WHERE id IN ${data.related.map((r) => r.id)}`);
    expect(relatedKeys.every((r) => r.ok)).toBe(true);
    const sales = data.related.map((r) => r.sales);
    expect([...sales].sort((x, y) => y - x)).toEqual(sales);
  });

  it('shows a flash sale with its price to a verified store and without it to a visitor', async () => {
    const [f] = await rows<{ goods_id: number; price: number; ends: number }>(
      app,
      sql`SELECT goods_id, price, floor(extract(epoch FROM ends_at))::int AS ends FROM flash_sales WHERE starts_at <= now() AND ends_at > now() ORDER BY id LIMIT 1`,
    );
    const seen = (await get<GoodsDetail>(app, `/api/goods/detail/${f.goods_id}`, member)).data.flash_sale;
    expect(seen).toMatchObject({ price: f.price / 100, end_time: f.ends });
    expect((await get<GoodsDetail>(app, `/api/goods/detail/${f.goods_id}`)).data.flash_sale?.price).toBeNull();
  });

  it('lists the members of a combination package and what they cost one by one', async () => {
    const [pkg] = await rows<{ id: number }>(app, sql`SELECT id FROM goods WHERE goods_type = 3 ORDER BY id LIMIT 1`);
    const members = await rows<{ goods_id: number; number: number; base: number }>(
      app,
      sql`SELECT c.goods_id, c.number, g.base_price AS base FROM combination_items c JOIN goods g ON g.id = c.goods_id WHERE c.package_id = ${pkg.id} ORDER BY c.goods_id`,
    );
    const d = (await get<GoodsDetail>(app, `/api/goods/detail/${pkg.id}`, member)).data;
    expect(d.goods_type).toBe(3);
    expect(d.members.map((m) => [m.id, m.combination_number])).toEqual(members.map((m) => [m.goods_id, m.number]));
    expect(d.original_price).toBe(members.reduce((s, m) => s + m.base * m.number, 0) / 100);
    expect(d.price ?? Infinity).toBeLessThan(d.original_price ?? 0);
    expect((await get<GoodsDetail>(app, `/api/goods/detail/${pkg.id}`)).data.original_price).toBeNull();
  });

  it('a package is outside the scope of a store lacking any member class', async () => {
    const [pkg] = await rows<{ id: number; root: string }>(
      app,
      sql`SELECT c.package_id AS id, g.category_keys[1] AS root FROM combination_items c JOIN goods g ON g.id = c.goods_id
          JOIN goods p ON p.id = c.package_id WHERE g.category_keys[1] <> p.category_keys[1] ORDER BY c.package_id LIMIT 1`,
    );
    const scope = ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'].filter((k) => k !== pkg.root);
    const cookie = await login(app, await createBuyer(app, { scope }));
    expect((await get<GoodsDetail>(app, `/api/goods/detail/${pkg.id}`, cookie)).data).toMatchObject({ is_buy: 0, buy_reason: '超出经营范围' });
    expect((await get<GoodsDetail>(app, `/api/goods/detail/${pkg.id}`, member)).data.is_buy).toBe(1);
  });
});

describe('home lists', () => {
  it('GET /api/goods/hot answers the 10 best sellers', async () => {
    const { data } = await get<GoodsCard[]>(app, '/api/goods/hot');
    const top = await rows<{ sales: number }>(app, sql`SELECT sales FROM goods WHERE on_sale ORDER BY sales DESC LIMIT 10`);
    expect(data.map((c) => c.sales)).toEqual(top.map((t) => t.sales));
  });

  it('GET /api/index_wntj/1 recommends best sellers of the classes a store viewed', async () => {
    const buyer = await createBuyer(app);
    const cookie = await login(app, buyer);
    const hot = (await get<GoodsCard[]>(app, '/api/goods/hot', cookie)).data.map((c) => c.id);
    expect((await get<GoodsCard[]>(app, '/api/index_wntj/1', cookie)).data.map((c) => c.id)).toEqual(hot);

    const [viewed] = await rows<{ id: number; leaf: string }>(app, sql`SELECT id, category_key AS leaf FROM goods WHERE category_key = 'hx.pc' AND NOT is_controlled LIMIT 1`);
    // The goods page records the view with its own POST: a GET never writes.
    await app.inject({ method: 'POST', url: '/api/goods/visit', headers: { cookie }, payload: { goods_id: viewed.id } });
    const recommended = (await get<GoodsCard[]>(app, '/api/index_wntj/1', cookie)).data;
    expect(recommended.length).toBeGreaterThan(0);
    const leaves = await rows<{ leaf: string }>(app, sql`SELECT category_key AS leaf FROM goods WHERE id IN ${recommended.map((c) => c.id)}`);
    expect(leaves.every((l) => l.leaf === viewed.leaf)).toBe(true);
    expect((await get(app, '/api/index_wntj/abc')).status).toBe(422);
  });

  it('GET /api/index/spike lists flash sales on now with the server clock in seconds', async () => {
    const { data } = await get<SpikeList>(app, '/api/index/spike?page_size=5', member);
    const [{ n }] = await rows<{ n: number }>(
      app,
      sql`SELECT count(*)::int AS n FROM flash_sales f JOIN goods g ON g.id = f.goods_id WHERE f.starts_at <= now() AND f.ends_at > now()
          AND (NOT g.is_controlled OR (g.controlled_regions @> '{北京市}' AND g.controlled_customer_types @> '{连锁药店}'))`,
    );
    expect(data.total).toBe(n);
    expect(data.list.length).toBe(Math.min(5, n));
    expect(Math.abs(data.timestamp - now())).toBeLessThan(5);
    for (const item of data.list) {
      expect(item.flash_sale.end_time).toBeGreaterThan(data.timestamp);
      expect(item.flash_sale.price).toBeLessThan(item.base_price ?? 0);
    }
    expect(data.end_time).toBe(Math.min(...(await rows<{ e: number }>(app, sql`SELECT floor(extract(epoch FROM ends_at))::int AS e FROM flash_sales WHERE ends_at > now() AND starts_at <= now()`)).map((r) => r.e)));
    expect((await get<SpikeList>(app, '/api/index/spike?page_size=5')).data.list.every((i) => i.flash_sale.price === null)).toBe(true);
  });

  it('GET /api/activity/everyday_price lists the daily-special goods in force at their activity price', async () => {
    const [g1, g2] = await rows<{ id: number }>(app, sql`SELECT id FROM goods WHERE NOT is_controlled AND goods_type = 1 ORDER BY id DESC LIMIT 2`);
    const [act] = await rows<{ id: number }>(
      app,
      sql`INSERT INTO activities (kind, title, starts_at, ends_at) VALUES ('mrtj', '测试每日特价', now() - interval '1 hour', now() + interval '1 day') RETURNING id`,
    );
    const [old] = await rows<{ id: number }>(
      app,
      sql`INSERT INTO activities (kind, title, starts_at, ends_at) VALUES ('mrtj', '已结束特价', now() - interval '2 day', now() - interval '1 day') RETURNING id`,
    );
    await app.db.execute(sql`INSERT INTO activity_goods (activity_id, goods_id, price, sort) VALUES (${act.id}, ${g1.id}, 990, 1), (${act.id}, ${g2.id}, 1990, 2), (${old.id}, ${g2.id}, 10, 1)`);
    try {
      const { data } = await get<EverydayPrice>(app, '/api/activity/everyday_price', member);
      const mine = data.list.filter((i) => i.activity.id === act.id);
      expect(mine.map((i) => [i.id, i.activity.price])).toEqual([
        [g1.id, 9.9],
        [g2.id, 19.9],
      ]);
      expect(data.list.some((i) => i.activity.id === old.id)).toBe(false);
      const visitor = (await get<EverydayPrice>(app, '/api/activity/everyday_price')).data.list.find((i) => i.id === g1.id);
      expect(visitor?.activity.price).toBeNull();

      const acts = (await get<GoodsActivities>(app, `/api/goods/activities?goods_ids=${g1.id},${g2.id}`, member)).data;
      expect(acts.map((x) => x.goods_id)).toEqual([g1.id, g2.id]);
      expect(acts[1].activities).toEqual([{ id: act.id, kind: 'mrtj', title: '测试每日特价', price: 19.9, end_time: expect.any(Number) }]);
    } finally {
      await app.db.execute(sql`DELETE FROM activity_goods WHERE activity_id IN (${act.id}, ${old.id})`);
      await app.db.execute(sql`DELETE FROM activities WHERE id IN (${act.id}, ${old.id})`);
    }
  });

  it('GET /api/goods/activities answers the promotions and flash sale of each goods', async () => {
    const [p] = await rows<{ id: number; goods: number[] }>(app, sql`SELECT id, goods_ids AS goods FROM promotions WHERE type = 'manjian' AND cardinality(goods_ids) > 1 ORDER BY id LIMIT 1`);
    const [f] = await rows<{ goods_id: number }>(app, sql`SELECT goods_id FROM flash_sales WHERE starts_at <= now() AND ends_at > now() ORDER BY id LIMIT 1`);
    const { data } = await get<GoodsActivities>(app, `/api/goods/activities?goods_id=${p.goods[0]}&goods_ids=${f.goods_id}`);
    expect(data.find((x) => x.goods_id === p.goods[0])?.promotions.map((x) => x.id)).toContain(p.id);
    expect(data.find((x) => x.goods_id === f.goods_id)?.flash_sale).not.toBeNull();
    expect((await get(app, '/api/goods/activities')).status).toBe(422);
    expect((await get(app, '/api/goods/activities?goods_ids=a,b')).status).toBe(422);
  });
});

describe('combination packages', () => {
  it('groups packages by class and lists a group with its members', async () => {
    const groups = (await get<CombinationGroups>(app, '/api/combinationMzhgGroup')).data;
    const [{ n }] = await rows<{ n: number }>(app, sql`SELECT count(*)::int AS n FROM goods WHERE on_sale AND goods_type = 3`);
    expect(groups.reduce((s, g) => s + g.count, 0)).toBe(n);
    const biggest = [...groups].sort((x, y) => y.count - x.count)[0];
    const page = (await get<CombinationPage>(app, `/api/combinationMzhg?group_id=${biggest.id}`, member)).data;
    expect(page.total).toBe(biggest.count);
    for (const pkg of page.list) {
      expect(pkg.goods_type).toBe(3);
      expect(pkg.members.length).toBeGreaterThanOrEqual(2);
      expect(pkg.original_price ?? 0).toBeGreaterThan(pkg.price ?? Infinity);
    }
    expect((await get<CombinationPage>(app, '/api/combinationMzhg?page_size=100')).data.total).toBe(n);
    expect((await get<CombinationPage>(app, '/api/combinationMzhg?group_id=99999999')).data.total).toBe(0);
    expect((await get(app, '/api/combinationMzhg?group_id=x')).status).toBe(422);
  });
});

describe('GET /api/focus/brand/{id}', () => {
  it("answers the brand, its banner and its goods", async () => {
    const [brand] = await rows<{ id: number; name: string; n: number }>(
      app,
      sql`SELECT b.id, b.name, count(*)::int AS n FROM brands b JOIN goods g ON g.brand_id = b.id WHERE NOT g.is_controlled GROUP BY b.id ORDER BY n DESC LIMIT 1`,
    );
    const { data } = await get<BrandFocus>(app, `/api/focus/brand/${brand.id}?page_size=100`);
    expect(data.brand).toMatchObject({ id: brand.id, name: brand.name });
    expect(data.banner[0].image).toBe(`/api/img/brand/${brand.id}.svg`);
    expect(data.goods.list.every((c) => c.brand?.id === brand.id)).toBe(true);
    expect(data.goods.total).toBeGreaterThanOrEqual(brand.n);
    expect((await get(app, '/api/focus/brand/99999999')).status).toBe(404);
    expect((await get(app, '/api/focus/brand/abc')).status).toBe(422);
  });
});

describe('GET /api/jybg/filter', () => {
  it('finds reports by goods, by batch and by drug keyword', async () => {
    const [r] = await rows<{ goods_id: number; batch: string; name: string }>(
      app,
      sql`SELECT r.goods_id, r.batch, g.name FROM quality_reports r JOIN goods g ON g.id = r.goods_id ORDER BY r.id LIMIT 1`,
    );
    const byGoods = (await get<QualityReportPage>(app, `/api/jybg/filter?goods_id=${r.goods_id}`)).data;
    expect(byGoods.total).toBeGreaterThan(0);
    expect(byGoods.list.every((x) => x.goods_id === r.goods_id)).toBe(true);

    const byBatch = (await get<QualityReportPage>(app, `/api/jybg/filter?batch=${r.batch}`)).data;
    expect(byBatch.list.every((x) => x.batch.startsWith(r.batch))).toBe(true);
    expect(byBatch.list.map((x) => x.goods_id)).toContain(r.goods_id);

    const byName = (await get<QualityReportPage>(app, `/api/jybg/filter?keywords=${encodeURIComponent(r.name)}&page_size=100`)).data;
    const [{ n }] = await rows<{ n: number }>(app, sql`SELECT count(*)::int AS n FROM quality_reports q JOIN goods g ON g.id = q.goods_id WHERE g.name LIKE ${`%${r.name}%`}`);
    expect(byName.total).toBe(n);
    expect(byName.list.every((x) => x.name.includes(r.name))).toBe(true);
    expect(byName.list.every((x) => x.url !== '' || x.msg !== '')).toBe(true);

    expect((await get<QualityReportPage>(app, '/api/jybg/filter?batch=%25')).data.total).toBe(0);
    expect((await get(app, '/api/jybg/filter?goods_id=-1')).status).toBe(422);
  });

  it('serves each report it links: a drawn report of the goods and batch, or none while only a message stands', async () => {
    // The seeded reports (the console's tests add others, with uploads of their own).
    const [drawn] = await rows<{ url: string; batch: string; name: string }>(
      app,
      sql`SELECT r.url, r.batch, g.name FROM quality_reports r JOIN goods g ON g.id = r.goods_id WHERE r.url LIKE '/api/img/report/%' ORDER BY r.id LIMIT 1`,
    );
    const [waiting] = await rows<{ id: number; msg: string }>(app, sql`SELECT id, msg FROM quality_reports WHERE url = '' AND msg <> '' ORDER BY id LIMIT 1`);
    const res = await app.inject({ method: 'GET', url: drawn.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('检 验 报 告 书');
    expect(res.body).toContain(drawn.batch);
    expect(res.body).toContain(drawn.name.replace(/&/g, '&amp;'));
    expect(res.body).toContain('结果符合规定');
    expect(waiting.msg).not.toBe('');
    const missing = await app.inject({ method: 'GET', url: `/api/img/report/${waiting.id}.svg` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('检验报告不存在');
  });
});
