import type { GoodsCard, GoodsPage } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/lib/pinyin.js';
import { nearExpiryCutoff } from '../../src/modules/batches/validity.js';
import { createBuyer } from '../fixtures.js';
import { fileApp, login, PENDING_MEMBER } from '../helper.js';
import { demoStores, get, rows } from './catalog-fixtures.js';

const app = fileApp();
let a: string;
let b: string;
let pending: string;
beforeAll(async () => {
  ({ a, b } = await demoStores(app));
  pending = await login(app, PENDING_MEMBER);
});

const list = (query: string, cookie?: string) => get<GoodsPage>(app, `/api/goods/list?${query}`, cookie);
const ids = (page: GoodsPage) => page.list.map((c) => c.id);

/** Every goods of a listing, page by page. */
async function allOf(query: string, cookie?: string): Promise<GoodsCard[]> {
  const out: GoodsCard[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await list(`${query}&page_size=100&page=${page}`, cookie);
    out.push(...data.list);
    if (out.length >= data.total || data.list.length === 0) return out;
  }
}

async function categoryId(kind: string, key: string): Promise<number> {
  const [row] = await rows<{ id: number }>(app, sql`SELECT id FROM categories WHERE kind = ${kind} AND key = ${key}`);
  return row.id;
}

async function column<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await rows<{ v: T }>(app, query)).map((r) => r.v);
}

const nonDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
const nonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);

describe('what each buyer sees', () => {
  it('visitors see 登录可见 and no price, ladder or buy button', async () => {
    const { code, data } = await list('page_size=30');
    expect(code).toBe(10000);
    expect(data.list).toHaveLength(30);
    for (const c of data.list) {
      expect(c).toMatchObject({ price: null, base_price: null, price_text: '登录可见', ladder_price: [], is_buy: 0, buy_reason: '请先登录', goods_price_id: 0 });
    }
  });

  it('a store awaiting review sees 资质审核中 and cannot buy', async () => {
    const { data } = await list('page_size=30', pending);
    for (const c of data.list) expect(c).toMatchObject({ price: null, price_text: '资质审核中', is_buy: 0, buy_reason: '资质审核中' });
  });

  it('a verified store sees its customer-level price where one exists, else the base price', async () => {
    const [store] = await rows<{ level: number }>(app, sql`SELECT s.level FROM stores s JOIN accounts a ON a.phone = '13800000001' JOIN account_stores x ON x.account_id = a.id AND x.store_id = s.id ORDER BY s.id LIMIT 1`);
    const [withLevel] = await rows<{ id: number; base: number; lp_id: number; lp: number }>(
      app,
      sql`SELECT g.id, g.base_price AS base, lp.id AS lp_id, lp.price AS lp FROM goods g JOIN goods_level_prices lp ON lp.goods_id = g.id AND lp.level = ${store.level}
          WHERE NOT g.is_controlled AND g.goods_type = 1 AND lp.price <> g.base_price ORDER BY g.id LIMIT 1`,
    );
    const d = (await get<GoodsCard>(app, `/api/goods/detail/${withLevel.id}`, a)).data;
    expect(d).toMatchObject({ price: Math.floor(withLevel.lp) / 100, base_price: withLevel.base / 100, goods_price_id: withLevel.lp_id, price_text: '', is_buy: 1 });

    const [plain] = await rows<{ id: number; base: number }>(
      app,
      sql`SELECT g.id, g.base_price AS base FROM goods g WHERE NOT g.is_controlled AND g.goods_type = 1
          AND NOT EXISTS (SELECT 1 FROM goods_level_prices lp WHERE lp.goods_id = g.id AND lp.level = ${store.level}) ORDER BY g.id LIMIT 1`,
    );
    expect((await get<GoodsCard>(app, `/api/goods/detail/${plain.id}`, a)).data).toMatchObject({ price: plain.base / 100, base_price: plain.base / 100, goods_price_id: 0 });
  });

  it('shows ladder tiers to a verified store as they are', async () => {
    const [g] = await rows<{ id: number }>(app, sql`SELECT goods_id AS id FROM goods_ladder_prices l JOIN goods g ON g.id = l.goods_id WHERE NOT g.is_controlled ORDER BY goods_id LIMIT 1`);
    const tiers = await rows<{ number: number; price: number }>(app, sql`SELECT number, price FROM goods_ladder_prices WHERE goods_id = ${g.id} ORDER BY number`);
    const d = (await get<GoodsCard>(app, `/api/goods/detail/${g.id}`, a)).data;
    expect(d.ladder_price).toEqual(tiers.map((t) => ({ number: t.number, price: t.price / 100 })));
    expect(d.ladder_price_type).toBe(1);
  });

  it("the second store cannot buy decoction pieces (中药饮片), outside its business scope; the first can", async () => {
    const zyyp = await categoryId('ordinary', 'zyyp');
    const inB = await list(`category_id=${zyyp}&page_size=40`, b);
    expect(inB.data.list.length).toBeGreaterThan(0);
    for (const c of inB.data.list) expect(c).toMatchObject({ is_buy: 0, buy_reason: '超出经营范围' });
    const inA = await list(`category_id=${zyyp}&page_size=40`, a);
    for (const c of inA.data.list) expect(c.is_buy).toBe(1);
  });

  it('controlled goods are listed and buyable only for their regions and customer types', async () => {
    const inside = await column<number>(
      sql`SELECT id AS v FROM goods WHERE on_sale AND is_controlled AND controlled_regions @> '{北京市}' AND controlled_customer_types @> '{连锁药店}'`,
    );
    const outside = await column<number>(
      sql`SELECT id AS v FROM goods WHERE on_sale AND is_controlled AND NOT (controlled_regions @> '{北京市}' AND controlled_customer_types @> '{连锁药店}')`,
    );
    expect(inside.length).toBeGreaterThan(0);
    expect(outside.length).toBeGreaterThan(0);

    const seenByA = (await allOf('kx=1', a)).map((c) => c.id);
    expect(seenByA.sort()).toEqual([...inside].sort());
    const seenByVisitor = (await allOf('kx=1')).map((c) => c.id);
    expect(seenByVisitor.sort()).toEqual([...inside, ...outside].sort());
    // Not hidden from default listings either.
    expect((await list('page_size=1', a)).data.total).toBe((await list('page_size=1')).data.total - outside.length);

    const refused = (await get<GoodsCard>(app, `/api/goods/detail/${outside[0]}`, a)).data;
    expect(refused).toMatchObject({ is_kx: 1, is_buy: 0, buy_reason: '控销商品，您所在地区或客户类型不可购买' });
    expect((await get<GoodsCard>(app, `/api/goods/detail/${inside[0]}`, a)).data).toMatchObject({ is_kx: 1, is_buy: 1 });
  });

  it("a store in another region and customer type sees that region's controlled goods", async () => {
    const [g] = await rows<{ id: number; region: string; type: string }>(
      app,
      sql`SELECT id, controlled_regions[1] AS region, controlled_customer_types[1] AS type FROM goods
          WHERE is_controlled AND NOT controlled_regions @> '{北京市}' ORDER BY id LIMIT 1`,
    );
    const buyer = await createBuyer(app, { province: g.region, customerType: g.type });
    const cookie = await login(app, buyer);
    expect((await allOf('kx=1', cookie)).map((c) => c.id)).toContain(g.id);
    expect((await get<GoodsCard>(app, `/api/goods/detail/${g.id}`, cookie)).data).toMatchObject({ is_buy: 1 });
    expect((await allOf('kx=1', a)).map((c) => c.id)).not.toContain(g.id);
  });
});

describe('zones and filters', () => {
  const zones: [string, (c: GoodsCard) => boolean, ReturnType<typeof sql>][] = [
    ['yx=1', (c) => c.is_free_shipping === 1, sql`is_free_shipping`],
    // Near expiry follows the batches: the first to ship expires within the threshold (6 months).
    ['jxq=1', (c) => c.is_jxq === 1 && /^\d{4}-\d{2}-\d{2}$/.test(c.xq ?? '') && c.xq_text !== null, sql`expiry_from < ${nearExpiryCutoff()}::date`],
    ['kx=1', (c) => c.is_kx === 1, sql`is_controlled`],
    ['zh=1', (c) => c.goods_type === 3, sql`goods_type = 3`],
    ['zy=1', (c) => c.type === 1, sql`is_self_operated`],
    ['zyyp=1', () => true, sql`kind = 'tcm'`],
    ['qx=1', () => true, sql`kind = 'device'`],
  ];

  it.each(zones)('%s lists exactly the goods of its zone', async (query, holds, cond) => {
    const got = await allOf(query);
    const expected = await column<number>(sql`SELECT id AS v FROM goods WHERE on_sale AND ${cond}`);
    expect(got.length).toBeGreaterThan(0);
    expect(got.every(holds)).toBe(true);
    expect(got.map((c) => c.id).sort()).toEqual(expected.sort());
  });

  it('reads the zone from the listing route\'s select parameter', async () => {
    const direct = (await list('yx=1&page_size=1')).data.total;
    expect(direct).toBeGreaterThan(0);
    expect((await list(`select=${encodeURIComponent('yx=1')}&page_size=1`)).data.total).toBe(direct);
    expect((await list('select=yx&page_size=1')).data.total).toBe(direct);
    expect((await list('select=nonsense&page_size=1')).data.total).toBe((await list('page_size=1')).data.total);
  });

  it('a category of any level selects its goods; a youx-menu category also means free shipping', async () => {
    const second = await categoryId('ordinary', 'kgr.qms');
    const got = await allOf(`category_id=${second}`);
    const expected = await column<number>(sql`SELECT id AS v FROM goods WHERE on_sale AND category_keys @> '{kgr.qms}'`);
    expect(got.map((c) => c.id).sort()).toEqual(expected.sort());

    const youx = await categoryId('youx', 'jrzt');
    const yx = await allOf(`category_id=${youx}`);
    const expectedYx = await column<number>(sql`SELECT id AS v FROM goods WHERE on_sale AND category_keys @> '{jrzt}' AND is_free_shipping`);
    expect(yx.map((c) => c.id).sort()).toEqual(expectedYx.sort());

    const devices = await list('category_kind=qx&page_size=1');
    expect(devices.data.total).toBe((await list('qx=1&page_size=1')).data.total);
    expect((await list('category_id=99999999')).data).toMatchObject({ list: [], total: 0 });
  });

  it('filters by brand, manufacturer and stock', async () => {
    const [brand] = await rows<{ id: number }>(app, sql`SELECT brand_id AS id FROM goods WHERE on_sale AND brand_id IS NOT NULL GROUP BY brand_id ORDER BY count(*) DESC LIMIT 1`);
    const byBrand = await allOf(`brand_id=${brand.id}`);
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((c) => c.brand?.id === brand.id)).toBe(true);

    const [maker] = await rows<{ name: string; n: number }>(app, sql`SELECT manufacturer AS name, count(*)::int AS n FROM goods WHERE on_sale GROUP BY manufacturer ORDER BY count(*) DESC LIMIT 1`);
    const byMaker = await list(`manufacturer=${encodeURIComponent(maker.name)}&page_size=100`);
    expect(byMaker.data.total).toBe(maker.n);
    expect(byMaker.data.list.every((c) => c.sccj === maker.name)).toBe(true);

    const inStock = await list('in_stock=1&page_size=100&sort=price_asc');
    expect(inStock.data.list.every((c) => c.number > 0)).toBe(true);
  });

  it('each card answers the warehouse its goods is stocked in as ck_id, and the seeded goods ship from the three warehouses', async () => {
    const { data } = await list('page_size=100', a);
    const stocked = await rows<{ id: number; w: number }>(app, sql`SELECT id, warehouse_id AS w FROM goods WHERE id IN ${ids(data)}`);
    const warehouseOf = new Map(stocked.map((r) => [r.id, r.w]));
    expect(data.list.map((c) => c.ck_id)).toEqual(data.list.map((c) => warehouseOf.get(c.id)));
    const seeded = await column<string>(sql`SELECT w.name AS v FROM warehouses w WHERE EXISTS (SELECT 1 FROM goods g WHERE g.warehouse_id = w.id) ORDER BY w.id`);
    expect(seeded.slice(0, 3)).toEqual(['华东仓', '华北仓', '华南仓']);
    expect(new Set(data.list.map((c) => c.ck_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('a drug keyword matches the name anywhere, the pinyin initials, and the approval-number prefix', async () => {
    const byName = await allOf(`keywords=${encodeURIComponent('西林')}`);
    const expected = await column<number>(sql`SELECT id AS v FROM goods WHERE on_sale AND name LIKE '%西林%'`);
    expect(byName.map((c) => c.id).sort()).toEqual(expected.sort());

    const byInitials = await allOf('keywords=amxl');
    expect(byInitials.length).toBeGreaterThan(0);
    expect(byInitials.every((c) => initialsOf(c.name).startsWith('amxl'))).toBe(true);

    const [{ v: approval }] = await rows<{ v: string }>(app, sql`SELECT approval_no AS v FROM goods WHERE on_sale AND approval_no LIKE '国药准字H%' ORDER BY id LIMIT 1`);
    for (const prefix of [approval.slice(0, 9), approval.slice(4, 9)]) {
      const byApproval = await allOf(`keywords=${encodeURIComponent(prefix)}`);
      expect(byApproval.map((c) => c.id)).toContain((await column<number>(sql`SELECT id AS v FROM goods WHERE approval_no = ${approval} LIMIT 1`))[0]);
      expect(byApproval.every((c) => c.approval_no.startsWith(approval.slice(0, 9)) || c.name.includes(prefix))).toBe(true);
    }
  });

  it('a manufacturer keyword (type 1) matches names and initials', async () => {
    const byInitials = await allOf('keywords=hbzy&type=1');
    expect(byInitials.length).toBeGreaterThan(0);
    expect(byInitials.every((c) => initialsOf(c.sccj).startsWith('hbzy'))).toBe(true);
    const byName = await allOf(`keywords=${encodeURIComponent('华北制药')}&type=1`);
    expect(byName.map((c) => c.id).sort()).toEqual(byInitials.map((c) => c.id).sort());
  });

  it('contradicting zones answer an empty page', async () => {
    expect((await list('zyyp=1&qx=1')).data).toMatchObject({ list: [], total: 0 });
  });
});

describe('sort orders', () => {
  it('price_asc and price_desc follow the price the store pays, across pages and on the whole catalogue', async () => {
    const [store] = await rows<{ level: number }>(app, sql`SELECT s.level FROM stores s JOIN accounts a ON a.phone = '13800000001' JOIN account_stores x ON x.account_id = a.id AND x.store_id = s.id ORDER BY s.id LIMIT 1`);
    const expected = await column<number>(
      sql`SELECT g.id AS v FROM goods g LEFT JOIN goods_level_prices lp ON lp.goods_id = g.id AND lp.level = ${store.level}
          WHERE g.on_sale AND (NOT g.is_controlled OR (g.controlled_regions @> '{北京市}' AND g.controlled_customer_types @> '{连锁药店}'))
          ORDER BY COALESCE(lp.price, g.base_price), g.id LIMIT 40`,
    );
    const p1 = (await list('sort=price_asc&page_size=20', a)).data;
    const p2 = (await list('sort=price_asc&page_size=20&page=2', a)).data;
    expect([...ids(p1), ...ids(p2)]).toEqual(expected);
    const prices = [...p1.list, ...p2.list].map((c) => c.price ?? NaN);
    expect(nonDecreasing(prices)).toBe(true);

    const desc = (await list('sort=price_desc&page_size=50', a)).data.list.map((c) => c.price ?? NaN);
    expect(nonIncreasing(desc)).toBe(true);
    expect(desc[0]).toBeGreaterThan(prices[prices.length - 1]);
  });

  it('sorts a small filtered set (one class) the same way', async () => {
    const cat = await categoryId('ordinary', 'jrzt.gm');
    for (const [sort, ok] of [
      ['price_asc', nonDecreasing],
      ['price_desc', nonIncreasing],
    ] as const) {
      const got = await allOf(`category_id=${cat}&sort=${sort}`, a);
      expect(got.length).toBeGreaterThan(20);
      expect(ok(got.map((c) => c.price ?? NaN))).toBe(true);
    }
  });

  it('sales sorts best sellers first', async () => {
    const got = (await list('sort=sales&page_size=100')).data.list.map((c) => c.sales);
    expect(nonIncreasing(got)).toBe(true);
    const [{ v: top }] = await rows<{ v: number }>(app, sql`SELECT max(sales) AS v FROM goods WHERE on_sale`);
    expect(got[0]).toBe(top);
  });

  it('newest sorts by listing date, newest first', async () => {
    const got = ids((await list('sort=newest&page_size=50')).data);
    const dates = await rows<{ id: number; at: number }>(app, sql`SELECT id, extract(epoch FROM created_at)::float8 AS at FROM goods WHERE id = ANY(${`{${got.join(',')}}`}::int[])`);
    const at = new Map(dates.map((d) => [d.id, d.at]));
    expect(nonIncreasing(got.map((id) => at.get(id) ?? NaN))).toBe(true);
  });

  it('visitors sort by the base price they cannot see', async () => {
    const got = ids((await list('sort=price_asc&page_size=50')).data);
    const base = new Map((await rows<{ id: number; p: number }>(app, sql`SELECT id, base_price AS p FROM goods WHERE id = ANY(${`{${got.join(',')}}`}::int[])`)).map((r) => [r.id, r.p]));
    expect(nonDecreasing(got.map((id) => base.get(id) ?? NaN))).toBe(true);
  });

  it('a keyword listing in the default (relevance) order is the same page after page', async () => {
    const kw = encodeURIComponent('阿莫西林');
    const whole = ids((await list(`keywords=${kw}&page_size=12`, a)).data);
    expect(whole).toHaveLength(12);
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => list(`keywords=${kw}&page_size=2&page=${page}`, a)));
    expect(pages.flatMap((p) => ids(p.data))).toEqual(whole);
  });

  it('default puts goods in stock first, then best sellers', async () => {
    const out = await list('page_size=100', a);
    const cards = out.data.list;
    const firstEmpty = cards.findIndex((c) => c.number === 0);
    if (firstEmpty >= 0) expect(cards.slice(firstEmpty).every((c) => c.number === 0)).toBe(true);
    expect(nonIncreasing(cards.filter((c) => c.number > 0).map((c) => c.sales))).toBe(true);
    const lastPage = Math.ceil(out.data.total / 100);
    const tail = (await list(`page_size=100&page=${lastPage}`, a)).data.list;
    const [{ v: empty }] = await rows<{ v: number }>(
      app,
      sql`SELECT count(*)::int AS v FROM goods WHERE on_sale AND stock = 0 AND (NOT is_controlled OR (controlled_regions @> '{北京市}' AND controlled_customer_types @> '{连锁药店}'))`,
    );
    if (empty > 0) expect(tail[tail.length - 1].number).toBe(0);
  });
});

describe('paging', () => {
  it('pages do not overlap and keep the total', async () => {
    const p1 = (await list('page_size=10')).data;
    const p2 = (await list('page_size=10&page=2')).data;
    expect(p2.total).toBe(p1.total);
    expect(ids(p1).filter((id) => ids(p2).includes(id))).toEqual([]);
    expect(p1).toMatchObject({ page: 1, page_size: 10 });
  });

  it('a page past the end is empty, not an error', async () => {
    const { status, data } = await list('page=9999&page_size=100');
    expect(status).toBe(200);
    expect(data.list).toEqual([]);
    expect(data.total).toBeGreaterThan(0);
  });

  it.each([
    ['page=0', '页码不能小于1'],
    ['page=-1', '页码不能小于1'],
    ['page=abc', '页码必须是数字'],
    ['page_size=0', '每页数量不能小于1'],
    ['page_size=101', '每页数量不能超过100'],
  ])('%s is a 422 in Chinese', async (query, msg) => {
    const res = await list(query);
    expect(res.status).toBe(422);
    expect(res.msg).toBe(msg);
  });

  it('page_size 100 is allowed', async () => {
    expect((await list('page_size=100')).data.list).toHaveLength(100);
  });
});

describe('bad input', () => {
  it.each([
    ['sort=cheapest', '排序方式不正确'],
    [`keywords=${'阿'.repeat(2000)}`, '搜索关键词不能超过50个字'],
    ['category_id=abc', '分类编号不正确'],
    ['brand_id=-3', '品牌编号不正确'],
    ['type=5', '搜索类型不正确'],
    ['yx=2', '包邮专区参数不正确'],
  ])('%s is a 422', async (query, msg) => {
    const res = await list(query);
    expect(res.status).toBe(422);
    expect(res.code).toBe(422);
    expect(res.msg).toBe(msg);
  });

  it.each(["' OR 1=1 --", '<script>alert(1)</script>', '%', '_', '\\', '%%'])('keyword %s is a literal: an empty result, never all goods or a 500', async (kw) => {
    const res = await list(`keywords=${encodeURIComponent(kw)}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ list: [], total: 0 });
  });

  it.each([
    ['abc', 422, '商品编号不正确'],
    ['0', 422, '商品编号不正确'],
    ['99999999999', 422, '商品编号不正确'],
    ['99999999', 404, '商品不存在'],
  ])('detail of %s answers %i', async (id, status, msg) => {
    const res = await get(app, `/api/goods/detail/${id}`);
    expect(res.status).toBe(status);
    expect(res.msg).toBe(msg);
  });
});
