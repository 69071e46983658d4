/**
 * The relevance table of issues 15 and 36 on the demo catalogue: what a pharmacist types (split terms,
 * specs in any unit, typos, pinyin, initials, old names and brands, codes) and the goods the first
 * five results must be. The aliases are the reference list of migration 0037, in every database.
 */
import type { GoodsCard, GoodsDetail, GoodsFacets, GoodsListPage } from '@yc/contracts';
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
  // Old and common names of generics (issue 36).
  ['氟哌酸', named('诺氟沙星')],
  ['氟哌酸胶囊', named('诺氟沙星胶囊')],
  ['先锋4号', named('头孢氨苄')],
  ['先锋6号', named('头孢拉定')],
  ['APC', named('复方阿司匹林')],
  ['apc', named('复方阿司匹林')],
  ['ORS', named('口服补液盐')],
  ['vc银翘', named('维C银翘片')],
  ['VC银翘片', named('维C银翘片')],
  ['扑尔敏', named('氯苯那敏')],
  ['必嗽平', named('溴己新')],
  ['复方新诺明', named('复方磺胺甲噁唑')],
  ['表飞鸣', named('乳酶生')],
  ['胃舒平', named('复方氢氧化铝')],
  ['速尿', named('呋塞米')],
  ['潘生丁', named('双嘧达莫')],
  ['双克', named('氢氯噻嗪')],
  ['乙酰水杨酸', named('阿司匹林')],
  ['速效伤风胶囊', named('氨咖黄敏胶囊')],
  // Brands alone, the brand's own drug (its maker's first: see below).
  ['新康泰克', all(named('复方盐酸伪麻黄碱缓释胶囊'), madeBy('史克'))],
  ['康泰克', all(named('复方盐酸伪麻黄碱缓释胶囊'), madeBy('史克'))],
  ['易蒙停', named('盐酸洛哌丁胺胶囊')],
  ['妈咪爱', all(named('枯草杆菌二联活菌颗粒'), madeBy('韩美'))],
  ['整肠生', named('地衣芽孢杆菌活菌胶囊')],
  ['培菲康', named('双歧杆菌三联活菌胶囊')],
  ['金双歧', named('双歧杆菌乳杆菌三联活菌片')],
  ['皮炎平', all(named('复方醋酸地塞米松乳膏'), madeBy('华润三九'))],
  ['999皮炎平', all(named('复方醋酸地塞米松乳膏'), madeBy('华润三九'))],
  ['泰诺', named('酚麻美敏')],
  ['白加黑', named('氨酚伪麻美芬片')],
  ['扶他林', named('双氯芬酸二乙胺乳胶剂')],
  ['可威', all(named('奥司他韦'), madeBy('东阳光'))],
  ['采乐', named('复方酮康唑发用洗剂')],
  ['伊可新', all(named('维生素AD滴剂'), madeBy('达因'))],
  ['斯利安', named('叶酸片')],
  ['百多邦', named('莫匹罗星软膏')],
  ['杜密克', named('乳果糖口服溶液')],
  ['可定', named('瑞舒伐他汀钙')],
  ['金戈', named('西地那非')],
  ['丽珠得乐', named('枸橼酸铋钾')],
  ['感康', named('复方氨酚烷胺')],
  ['毓婷', named('左炔诺孕酮片')],
  ['希舒美', named('阿奇霉素')],
  ['洛赛克', named('奥美拉唑')],
  ['三九感冒灵', all(named('感冒灵'), madeBy('华润三九'))],
  ['999感冒灵', all(named('感冒灵'), madeBy('华润三九'))],
  ['江中健胃消食片', all(named('健胃消食片'), madeBy('江中'))],
  // A space between the name and its form, and 口服液 for 口服溶液.
  ['氨溴索 口服液', named('氨溴索口服溶液')],
  ['氨溴索口服液', named('氨溴索口服溶液')],
  ['氨溴索 片', named('氨溴索', '片')],
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

  it('the goods a barcode finds shows that 条码 on its detail', async () => {
    for (const c of codes) {
      const detail = await get<GoodsDetail>(app, `/api/goods/detail/${c.id}`);
      expect(detail.data.barcode).toBe(c.barcode);
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

  it('the digits of a 批准文号 alone, whole or in part, find its goods first', async () => {
    for (const c of codes) {
      const digits = c.approval_no.replace(/^国药准字[A-Z]/, '');
      for (const q of [digits, digits.slice(0, 6)]) {
        const page = await search(q);
        expect(page.list[0]?.approval_no, q).toBe(c.approval_no);
      }
    }
  });

  it.each([
    ['美林', '上海强生', '布洛芬混悬液'],
    ['易蒙停', '西安杨森', '盐酸洛哌丁胺胶囊'],
    ['百多邦', '史克', '莫匹罗星软膏'],
    ['金戈', '白云山', '枸橼酸西地那非片'],
    ['可定', '阿斯利康', '瑞舒伐他汀钙片'],
    ['泰诺林', '上海强生', '对乙酰氨基酚缓释片'],
  ])('the brand %s ranks its maker’s (%s) %s before other makers’', async (brand, maker, drug) => {
    const page = (await get<GoodsListPage>(app, `/api/goods/list?keywords=${encodeURIComponent(brand)}&page_size=50`)).data;
    expect(page.list[0]?.sccj).toContain(maker);
    expect(page.list.every((c) => c.name.includes(drug))).toBe(true);
    const firstOther = page.list.findIndex((c) => !c.sccj.includes(maker));
    if (firstOther >= 0) expect(page.list.slice(firstOther).every((c) => !c.sccj.includes(maker))).toBe(true);
  });

  it('美林 still offers other makers’ 布洛芬混悬液, after 强生’s', async () => {
    const page = await search('美林');
    expect(page.list.some((c) => !c.sccj.includes('强生'))).toBe(true);
  });

  it('every reference alias whose drug the catalogue holds finds it', async () => {
    const aliases = await rows<{ term: string; target: string }>(app, sql`SELECT term, target FROM search_synonyms ORDER BY id`);
    expect(aliases.length).toBeGreaterThanOrEqual(140);
    const total = async (keywords: string) =>
      (await get<GoodsListPage>(app, `/api/goods/list?keywords=${encodeURIComponent(keywords)}&page_size=1`)).data.total;
    const lost: string[] = [];
    for (const a of aliases) if ((await total(a.target)) > 0 && (await total(a.term)) === 0) lost.push(`${a.term} → ${a.target}`);
    expect(lost).toEqual([]);
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
    ['奥斯他韦', '奥司他韦'],
    ['奥司他胃', '奥司他韦'],
    ['阿奇酶素', '阿奇霉素'],
    ['步洛分', '布洛芬'],
  ])('%s finds nothing as typed and shows the results of %s', async (typed, meant) => {
    const page = await search(typed);
    expect(page.corrected).toBe(meant);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((c) => c.name.includes(meant))).toBe(true);
  });

  it.each(['氟哌酸片', '阿莫西休', '头孢克罗胶囊x'])(
    '%s is not read as another drug: no correction changes the ingredient',
    async (typed) => {
      const page = await search(typed);
      expect(page.corrected).toBeNull();
      expect(page.list).toEqual([]);
    },
  );

  it('answers the words to mark on the cards', async () => {
    const page = await search('联邦阿莫西林 0.25g');
    expect(page.highlight).toEqual(expect.arrayContaining(['联邦', '阿莫西林', '0.25g']));
  });

  it('a query of nothing the catalogue holds answers an empty page and no correction', async () => {
    const page = await search('量子纠缠波');
    expect(page).toMatchObject({ list: [], total: 0, corrected: null });
  });
});

describe('厂家 search (type=1)', () => {
  const makers = async (keywords: string) =>
    (await get<GoodsListPage>(app, `/api/goods/list?keywords=${encodeURIComponent(keywords)}&type=1&page_size=20`)).data;

  it.each([
    ['lianbang', '联邦'],
    ['LianBang', '联邦'],
    ['bys', '白云山'],
    ['baiyunshan', '白云山'],
    ['hbzy', '华北制药'],
    ['yiling', '以岭'],
  ])('%s finds the goods of the maker buyers call %s', async (typed, maker) => {
    const page = await makers(typed);
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((c) => c.sccj.includes(maker))).toBe(true);
  });

  it('lb, the initials of 联邦 (珠海联邦制药, whose own start zh), finds its goods, and those of 理邦', async () => {
    const page = (await get<GoodsListPage>(app, `/api/goods/list?keywords=lb&type=1&page_size=100`)).data;
    expect(page.list.some((c) => c.sccj.includes('联邦'))).toBe(true);
    expect(page.list.every((c) => c.sccj.includes('联邦') || c.sccj.includes('理邦'))).toBe(true);
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

  it('厂家 suggestions read the initials of the name buyers call a maker (lb: 联邦)', async () => {
    const makers = (await get<string[]>(app, `/api/goods/search?keywords=lb&type=1`)).data;
    expect(makers).toContain('珠海联邦制药股份有限公司');
  });

  it('a 商品名 is a suggestion of its own', async () => {
    expect(await suggest('芬必')).toContain('芬必得');
  });
});
