/**
 * A 200-line plan as buyers' ERPs write one, built from the test catalogue: specs written every way
 * (×, x, 250mg for 0.25g, full-width, 24s, no /盒, the 单位 column), makers by their short names,
 * specs in the name cell, goods held in two warehouses, and lines naming a drug the store lacks
 * whose name looks like another's. Most lines are matched with no click, none to the wrong goods.
 */
import type { PlanRow } from '@yc/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods } from '../../../src/db/schema/index.js';
import { loggedInBuyer, stockBatches } from '../../fixtures.js';
import { fileApp } from '../../helper.js';
import { sheetFile } from '../../spreadsheet-files.js';
import { uploadPlan } from './plan-upload.js';

const app = fileApp();

const HEADER = ['品名', '规格', '单位', '生产厂家', '批准文号', '条码', '数量'];

type CatalogueGoods = {
  id: number;
  name: string;
  spec: string;
  unit: string;
  maker: string;
  short_name: string;
  maker_id: number;
  warehouse: string;
};

/** One goods as a buyer sees it (name, spec, maker), with the rows that hold it, one per warehouse. */
interface Held {
  key: string;
  rows: CatalogueGoods[];
}

const fullWidth = (text: string) => text.replace(/[0-9.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
/** 0.25g → 250mg: the same strength in other units. */
const inMg = (spec: string) => spec.replace(/^(\d+(?:\.\d+)?)g\*/, (_, g: string) => `${Number((Number(g) * 1000).toFixed(3))}mg*`);
const withoutForm = (maker: string) => maker.replace(/股份有限公司|有限责任公司|有限公司$/, '');

/** A line naming `g` in one of the ways plans write it: [品名, 规格, 单位, 生产厂家]. */
function written(g: CatalogueGoods, way: number): string[] {
  const short = g.short_name || withoutForm(g.maker);
  const bare = g.spec.replace(/\/\p{Script=Han}$/u, '');
  switch (way % 12) {
    case 0:
      return [g.name, g.spec, '', g.maker];
    case 1:
      return [g.name, g.spec.replaceAll('*', '×'), '', g.maker];
    case 2:
      return [g.name, bare.replaceAll('*', 'x'), '', withoutForm(g.maker)];
    case 3:
      return [g.name, inMg(g.spec), '', g.maker];
    case 4:
      return [g.name, fullWidth(g.spec).replaceAll('*', '＊'), '', g.maker];
    case 5:
      return [g.name, g.spec.replace(/(\d+)粒/, '$1s').replaceAll('*', 'X'), '', short];
    case 6:
      return [g.name, g.spec, '', short];
    case 7:
      return [g.name, bare, g.unit, withoutForm(g.maker)];
    case 8:
      return [`${g.name} ${g.spec}`, '', '', g.maker];
    case 9:
      return [`${g.name}（${bare.replaceAll('*', '×')}）`, '', '', short];
    case 10:
      return [`${g.name}${bare}`, '', g.unit, g.maker];
    default:
      return [g.name, bare.replaceAll('*', '×'), g.unit, short];
  }
}

describe('purchase plan matching a realistic 200-line plan', { timeout: 120_000 }, () => {
  it('matches most lines that name one goods with no click, none wrongly, and never offers another drug', async () => {
    const { cookie } = await loggedInBuyer(app);
    const catalogue = (
      await app.db.execute<CatalogueGoods>(sql`
        SELECT g.id, g.name, g.spec, g.unit, g.manufacturer AS maker, m.short_name, g.manufacturer_id AS maker_id, w.name AS warehouse
        FROM goods g JOIN manufacturers m ON m.id = g.manufacturer_id JOIN warehouses w ON w.id = g.warehouse_id
        WHERE g.on_sale AND g.goods_type = 1 AND g.kind <> 'device' ORDER BY g.id`)
    ).rows;
    const held = new Map<string, Held>();
    for (const g of catalogue) {
      const key = `${g.name}|${g.spec}|${g.maker_id}`;
      const h = held.get(key) ?? { key, rows: [] };
      h.rows.push(g);
      held.set(key, h);
    }
    const all = [...held.values()];
    const inTwo = all.filter((h) => h.rows.length === 2 && h.rows[0].warehouse !== h.rows[1].warehouse).slice(0, 15);
    // Where the name and spec have one maker, or the name and maker one spec, a buyer often leaves the other out.
    const makersOf = new Map<string, Set<number>>();
    const specsOf = new Map<string, Set<string>>();
    for (const g of catalogue) {
      makersOf.set(`${g.name}|${g.spec}`, (makersOf.get(`${g.name}|${g.spec}`) ?? new Set()).add(g.maker_id));
      specsOf.set(`${g.name}|${g.maker_id}`, (specsOf.get(`${g.name}|${g.maker_id}`) ?? new Set()).add(g.spec));
    }
    const once = all.filter((h) => h.rows.length === 1);
    const soleMaker = (g: CatalogueGoods) => makersOf.get(`${g.name}|${g.spec}`)?.size === 1;
    // Spread over the catalogue, not its first products; and ten the buyer names without their maker.
    const spread = Array.from({ length: 150 }, (_, i) => once[Math.floor((i * once.length) / 150)]);
    const unnamed = once.filter((h) => soleMaker(h.rows[0]) && !spread.includes(h)).slice(0, 10);
    const single = [...spread, ...unnamed];

    // Of two warehouses, the one with stock wins; where both have it, the cheaper.
    const expectedOf = new Map<string, CatalogueGoods>();
    for (const [i, h] of inTwo.entries()) {
      const [a, b] = h.rows;
      await stockBatches(app, a.id, 100);
      await stockBatches(app, b.id, i % 2 === 0 ? 0 : 100);
      if (i % 2 === 1) {
        await app.db.update(goods).set({ basePrice: 2000 }).where(eq(goods.id, a.id));
        await app.db.update(goods).set({ basePrice: 1500 }).where(eq(goods.id, b.id));
      }
      expectedOf.set(h.key, i % 2 === 0 ? a : b);
    }

    const naming = [...single, ...inTwo].map((h, i) => {
      const g = h.rows[0];
      const cells = written(g, i);
      if (i >= spread.length && i < single.length) cells[3] = '';
      if (i % 10 === 6 && specsOf.get(`${g.name}|${g.maker_id}`)?.size === 1) cells[1] = '';
      return { held: h, cells };
    });
    const others: string[][] = [
      // The store has 米氮平片, not 奥氮平片; 金银花 饮片, not 金银花露.
      ['奥氮平片', '10mg*28片/盒', '', '江苏豪森药业集团有限公司'],
      ['奥氮平片', '5mg*28片', '', ''],
      ['奥氮平片 10mg*7片', '', '', '豪森'],
      ['金银花露', '340ml/瓶', '', ''],
      ['金银花露', '', '', ''],
      // A strength the store lacks: the others offered, marked 规格不同.
      ['阿莫西林胶囊', '0.5g*24粒', '', '石药集团欧意药业有限公司'],
      ['阿莫西林胶囊 0.5g*24粒', '', '', '石药欧意'],
      ['阿莫西林胶囊', '0.125g*24粒', '盒', ''],
      // Several goods answer: the buyer picks.
      ['阿莫西林胶囊', '0.25g', '', ''],
      ['阿莫西林胶囊', '', '', ''],
      ['米氮平片', '30mg*10片', '', ''],
      ['金银花', '', '', ''],
      ['布洛芬', '', '', ''],
      ...Array.from({ length: 12 }, (_, i) => [`未上架的药品${i}号片`, '10mg*10片', '', '某某药业']),
    ];
    expect(unnamed).toHaveLength(10);
    expect(naming.filter((n) => n.cells[1] === '' && !/\d/.test(n.cells[0])).length).toBeGreaterThanOrEqual(5);
    const lines = [...naming.map((n) => n.cells), ...others];
    expect(lines).toHaveLength(200);

    const res = await uploadPlan(app, cookie, '月度采购.xlsx', sheetFile([HEADER, ...lines.map((l) => [...l, '', '', 10])]));
    expect(res.statusCode).toBe(200);
    const rows: PlanRow[] = res.json().data.rows;
    expect(rows).toHaveLength(200);

    const matched = naming.filter((n, i) => rows[i].goods !== null);
    const wrong = naming.filter((n, i) => {
      const id = rows[i].goods?.id;
      return id !== undefined && !n.held.rows.some((r) => r.id === id);
    });
    const missed = naming.flatMap((n, i) => (rows[i].goods === null ? [n.cells.join(' / ')] : []));
    console.info(
      `purchase plan: ${matched.length}/${naming.length} lines naming one goods matched with no click, ${wrong.length} wrong`,
      missed,
    );
    expect(wrong).toEqual([]);
    expect(matched.length / naming.length).toBeGreaterThanOrEqual(0.8);

    // The same goods in two warehouses is one match, from the warehouse with stock, then the cheaper, named on the row.
    for (const [i, h] of inTwo.entries()) {
      const row = rows[single.length + i];
      const expected = expectedOf.get(h.key);
      expect(row.goods?.id, row.name).toBe(expected?.id);
      expect(row.warehouse).toBe(expected?.warehouse);
    }

    const other = (name: string) => rows.slice(naming.length).filter((r) => r.name.startsWith(name));
    for (const row of [...other('奥氮平片'), ...other('金银花露'), ...other('未上架')]) {
      expect(row).toMatchObject({ goods: null, candidates: [], status: 'not_found' });
    }
    const lacking = rows.slice(naming.length + 5, naming.length + 8);
    for (const row of lacking) {
      expect(row).toMatchObject({ goods: null, status: 'choose' });
      expect(row.candidates.length).toBeGreaterThan(0);
      for (const c of row.candidates) expect(c).toMatchObject({ name: '阿莫西林胶囊', spec_differs: 1 });
    }
    // 石药欧意's own goods of the name first.
    expect(lacking[0].candidates[0].sccj).toBe('石药集团欧意药业有限公司');
    const choose = rows.slice(naming.length + 8, naming.length + 13);
    for (const row of choose) expect(row).toMatchObject({ goods: null, status: 'choose' });
    for (const c of choose[0].candidates) expect(c).toMatchObject({ name: '阿莫西林胶囊', spec_differs: 0 });
    expect(choose[0].candidates.map((c) => c.ypgg).sort()).toEqual(['0.25g*24粒/盒', '0.25g*24粒/盒', '0.25g*36粒/盒']);

    // Anywhere in the plan: a goods of another spec is never offered before one of the row's.
    for (const row of rows) {
      const flags = row.candidates.map((c) => c.spec_differs);
      expect(flags).toEqual([...flags].sort());
    }
  });
});
