/**
 * The relevance table of issue 15 on the demo catalogue: what a pharmacist types (split terms, specs
 * in any unit, typos, pinyin, initials, aliases, codes) and the goods the first five results must be.
 */
import type { GoodsCard, GoodsFacets, GoodsListPage } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../helper.js';
import { get, rows } from './catalog-fixtures.js';

const app = fileApp();
let codes: { id: number; barcode: string; approval_no: string; name: string }[];
let tradeOf: Map<number, string>;
beforeAll(async () => {
  codes = await rows(
    app,
    sql`SELECT id, barcode, approval_no, name FROM goods WHERE on_sale AND goods_type = 1 AND NOT is_controlled ORDER BY id LIMIT 3`,
  );
  const trades = await rows<{ id: number; trade_name: string }>(app, sql`SELECT id, trade_name FROM goods WHERE trade_name <> ''`);
  tradeOf = new Map(trades.map((t) => [t.id, t.trade_name]));
});

const search = async (keywords: string, extra = '') =>
  (await get<GoodsListPage>(app, `/api/goods/list?keywords=${encodeURIComponent(keywords)}&page_size=5${extra}`)).data;

type Check = (c: GoodsCard) => boolean;
const named =
  (...parts: string[]): Check =>
  (c) =>
    parts.every((p) => c.name.includes(p));
const madeBy =
  (part: string): Check =>
  (c) =>
    c.sccj.includes(part);
const spec =
  (part: string): Check =>
  (c) =>
    c.ypgg.includes(part);
const all =
  (...checks: Check[]): Check =>
  (c) =>
    checks.every((k) => k(c));

/** [query, what every one of the first five must be]. */
const TABLE: [string, Check][] = [
  // Terms split, in any order, over name, maker and spec.
  ['阿莫西林 联邦 0.25g', all(named('阿莫西林'), madeBy('联邦'), spec('0.25g'))],
  ['联邦阿莫西林', all(named('阿莫西林'), madeBy('联邦'))],
  ['阿莫西林联邦', all(named('阿莫西林'), madeBy('联邦'))],
  ['阿莫西林0.25g*24粒', all(named('阿莫西林'), spec('0.25g*24粒'))],
  ['阿莫西林0.25gx24粒', all(named('阿莫西林'), spec('0.25g*24粒'))],
  ['阿莫西林 0.25g×24粒', all(named('阿莫西林'), spec('0.25g*24粒'))],
  ['阿莫西林 250mg', all(named('阿莫西林'), spec('0.25g'))],
  ['阿莫西林０．２５ｇ', all(named('阿莫西林'), spec('0.25g'))],
  ['阿莫西林 24粒', all(named('阿莫西林'), spec('24粒'))],
  ['胶囊 华北', all(named('胶囊'), madeBy('华北'))],
  ['头孢 胶囊', named('头孢', '胶囊')],
  ['布洛芬 缓释', named('布洛芬', '缓释')],
  ['布洛芬 0.3g', all(named('布洛芬'), spec('0.3g'))],
  ['布洛芬 300mg', all(named('布洛芬'), spec('0.3g'))],
  ['奥美拉唑 20mg', all(named('奥美拉唑'), spec('20mg'))],
  ['硝苯地平 30mg', all(named('硝苯地平'), spec('30mg'))],
  ['二甲双胍 0.5g', all(named('二甲双胍'), spec('0.5g'))],
  ['连花清瘟 以岭', all(named('连花清瘟'), madeBy('以岭'))],
  ['维生素C 100片', all(named('维生素C'), spec('100片'))],
  ['左氧氟沙星 0.5g', all(named('左氧氟沙星'), spec('0.5g'))],
  // Pinyin, whole or initials, of names and makers.
  ['amxl', named('阿莫西林')],
  ['AMXL', named('阿莫西林')],
  ['buluofen', named('布洛芬')],
  ['blf', named('布洛芬')],
  ['aomeilazuo', named('奥美拉唑')],
  ['bys', madeBy('白云山')],
  ['baiyunshan', madeBy('白云山')],
  ['amxl lb', all(named('阿莫西林'), madeBy('联邦'))],
  ['lhqw', named('连花清瘟')],
  // Aliases and 商品名.
  ['扑热息痛', named('对乙酰氨基酚')],
  ['扑热息痛片', named('对乙酰氨基酚', '片')],
  ['维C', (c) => c.name.includes('维生素C') || c.name.includes('维C')],
  ['VC', named('维生素C')],
  ['维C泡腾片', named('维生素C泡腾片')],
  ['心痛定', named('硝苯地平')],
  ['黄连素', (c) => c.name.includes('小檗碱') || c.name.includes('黄连素')],
  ['吗丁啉', named('多潘立酮')],
  ['思密达', named('蒙脱石散')],
  ['立普妥', named('阿托伐他汀钙')],
  ['阿斯匹林', named('阿司匹林')],
  // Devices and Chinese medicine.
  ['血压计', named('血压计')],
  ['口罩 医用', named('口罩')],
];

describe('the relevance table (first five results)', () => {
  it.each(TABLE)('%s', async (query, check) => {
    const page = await search(query);
    expect(page.list.length, `${query} finds goods`).toBeGreaterThan(0);
    expect(page.corrected).toBeNull();
    const wrong = page.list.filter((c) => !check(c)).map((c) => `${c.name} ${c.ypgg} ${c.sccj}`);
    expect(wrong).toEqual([]);
  });

  it('a 商品名 finds its goods first (芬必得 → 布洛芬缓释胶囊 of 史克)', async () => {
    const page = await search('芬必得');
    expect(page.list[0]).toBeDefined();
    expect(tradeOf.get(page.list[0].id)).toBe('芬必得');
    expect(page.list.every((c) => c.name.includes('布洛芬'))).toBe(true);
  });

  it('a whole barcode finds its goods first', async () => {
    for (const c of codes) {
      const page = await search(c.barcode);
      expect(page.list[0]?.id).toBe(c.id);
    }
  });

  it('a whole 批准文号, with or without 国药准字, finds its goods first', async () => {
    for (const c of codes) {
      for (const q of [c.approval_no, c.approval_no.replace(/^国药准字/, '')]) {
        const page = await search(q);
        expect(page.list[0]?.approval_no, q).toBe(c.approval_no);
      }
    }
  });

  it('the exact name ranks before names that only contain it', async () => {
    const page = await search('阿莫西林胶囊');
    expect(page.list[0].name).toBe('阿莫西林胶囊');
    const firstOther = page.list.findIndex((c) => c.name !== '阿莫西林胶囊');
    if (firstOther >= 0) expect(page.list.slice(firstOther).every((c) => c.name !== '阿莫西林胶囊')).toBe(true);
  });

  it('in stock before out of stock within a name, then best sellers', async () => {
    const page = (await get<GoodsListPage>(app, `/api/goods/list?keywords=${encodeURIComponent('阿莫西林胶囊')}&page_size=50`)).data;
    const exact = page.list.filter((c) => c.name === '阿莫西林胶囊');
    const firstEmpty = exact.findIndex((c) => c.number === 0);
    if (firstEmpty >= 0) expect(exact.slice(firstEmpty).every((c) => c.number === 0)).toBe(true);
    const stocked = exact.filter((c) => c.number > 0).map((c) => c.sales);
    expect(stocked).toEqual([...stocked].sort((x, y) => y - x));
  });

  it.each([
    ['阿莫西林胶襄', '阿莫西林胶囊'],
    ['布落芬', '布洛芬'],
    ['奥美拉坐', '奥美拉唑'],
  ])('%s finds nothing as typed and shows the results of %s', async (typed, meant) => {
    const page = await search(typed);
    expect(page.corrected).toBe(meant);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((c) => c.name.includes(meant))).toBe(true);
  });

  it('answers the words to mark on the cards', async () => {
    const page = await search('联邦阿莫西林 0.25g');
    expect(page.highlight).toEqual(expect.arrayContaining(['联邦', '阿莫西林', '0.25g']));
  });

  it('a query of nothing the catalogue holds answers an empty page and no correction', async () => {
    const page = await search('量子纠缠波');
    expect(page).toMatchObject({ list: [], total: 0, corrected: null });
  });
});

describe('GET /api/goods/facets', () => {
  const facets = async (query: string) => {
    const res = await get<GoodsFacets>(app, `/api/goods/facets?${query}`);
    expect(res.code, res.msg).toBe(10000);
    return res.data;
  };

  it('counts the matches by maker, dosage form, spec and class; the counts add up to the total', async () => {
    const kw = `keywords=${encodeURIComponent('阿莫西林')}`;
    const [f, page] = await Promise.all([facets(kw), get<GoodsListPage>(app, `/api/goods/list?${kw}`)]);
    const total = page.data.total;
    expect(f.manufacturer.reduce((s, v) => s + v.count, 0)).toBe(total);
    expect(f.dosage_form.reduce((s, v) => s + v.count, 0)).toBeLessThanOrEqual(total);
    expect(f.category.length).toBeGreaterThan(0);
    expect(f.in_stock).toBeLessThanOrEqual(total);
    expect(f.yb).toBeLessThanOrEqual(total);
  });

  it('each facet value is a filter of the list that keeps exactly its count', async () => {
    const kw = `keywords=${encodeURIComponent('阿莫西林')}`;
    const f = await facets(kw);
    const maker = f.manufacturer[0];
    const spec = f.ypgg[0];
    const byMaker = (await get<GoodsListPage>(app, `/api/goods/list?${kw}&manufacturer=${encodeURIComponent(maker.value)}`)).data;
    expect(byMaker.total).toBe(maker.count);
    expect(byMaker.list.every((c) => c.sccj === maker.value)).toBe(true);
    const bySpec = (await get<GoodsListPage>(app, `/api/goods/list?${kw}&ypgg=${encodeURIComponent(spec.value)}`)).data;
    expect(bySpec.total).toBe(spec.count);
    const yb = (await get<GoodsListPage>(app, `/api/goods/list?${kw}&yb=1`)).data;
    expect(yb.total).toBe(f.yb);
    const inStock = (await get<GoodsListPage>(app, `/api/goods/list?${kw}&in_stock=1`)).data;
    expect(inStock.total).toBe(f.in_stock);
  });

  it('a 422 for a bad facet value, never a 500', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/goods/facets?yb=7` });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('医保参数不正确');
  });
});

describe('suggestions (GET /api/goods/search) read the same words', () => {
  const suggest = async (keywords: string) =>
    (await get<string[]>(app, `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=0`)).data;

  it('full pinyin suggests the names it spells', async () => {
    const names = await suggest('buluofen');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('布洛芬'))).toBe(true);
  });

  it('an alias suggests the names it stands for first', async () => {
    const names = await suggest('扑热息痛');
    expect(names[0]).toContain('对乙酰氨基酚');
  });

  it('a 商品名 is a suggestion of its own', async () => {
    expect(await suggest('芬必')).toContain('芬必得');
  });
});
