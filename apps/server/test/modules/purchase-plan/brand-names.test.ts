/**
 * A plan naming goods by their brands and old names (issue 36), as a pharmacist writes them: each is
 * read through the search's aliases (migration 0037), a brand as its maker's goods, the row's own
 * 生产厂家 before the brand's, and never as another drug.
 */
import type { PlanRow } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInBuyer } from '../../fixtures.js';
import { fileApp } from '../../helper.js';
import { sheetFile } from '../../spreadsheet-files.js';
import { uploadPlan } from './plan-upload.js';

const app = fileApp();

const HEADER = ['品名', '规格', '单位', '生产厂家', '数量'];

type Goods = { id: number; name: string; spec: string; maker: string };
let catalogue: Goods[];

beforeAll(async () => {
  catalogue = (
    await app.db.execute<Goods>(sql`
      SELECT id, name, spec, manufacturer AS maker FROM goods
      WHERE on_sale AND name IN (${sql.join(
        [
          '复方盐酸伪麻黄碱缓释胶囊',
          '盐酸洛哌丁胺胶囊',
          '枯草杆菌二联活菌颗粒',
          '地衣芽孢杆菌活菌胶囊',
          '双歧杆菌三联活菌胶囊',
          '双歧杆菌乳杆菌三联活菌片',
          '复方醋酸地塞米松乳膏',
          '布洛芬混悬液',
          '诺氟沙星胶囊',
          '伊曲康唑胶囊',
        ].map((n) => sql`${n}`),
        sql`, `,
      )}) ORDER BY id`)
  ).rows;
});

/** The catalogue's rows of the name by makers whose name holds `maker` (one goods may be held in several warehouses). */
const goodsOf = (name: string, maker = '') => catalogue.filter((g) => g.name === name && g.maker.includes(maker));
/** The goods (name, spec, maker) a buyer sees, whichever rows hold it. */
const identities = (rows: Goods[]) => new Set(rows.map((g) => `${g.name}|${g.spec}|${g.maker}`));
const identityOf = (id: number | undefined) => {
  const g = catalogue.find((c) => c.id === id);
  return g && `${g.name}|${g.spec}|${g.maker}`;
};

async function upload(lines: string[][]): Promise<PlanRow[]> {
  const { cookie } = await loggedInBuyer(app);
  const res = await uploadPlan(app, cookie, '采购计划.xlsx', sheetFile([HEADER, ...lines.map((l) => [...l, 10])]));
  expect(res.statusCode).toBe(200);
  return res.json().data.rows;
}

describe('purchase plan lines naming brands and old names', { timeout: 120_000 }, () => {
  it('matches each brand to its maker’s goods with no click, none wrongly', async () => {
    // [品名, 规格, 单位, 生产厂家] and the goods (name, maker) the line means.
    const lines: [string[], string, string][] = [
      [['新康泰克', '', '', ''], '复方盐酸伪麻黄碱缓释胶囊', '史克'],
      [['易蒙停', '', '', ''], '盐酸洛哌丁胺胶囊', '杨森'],
      [['易蒙停', '2mg*6粒', '', ''], '盐酸洛哌丁胺胶囊', '杨森'],
      [['妈咪爱', '1g*10袋', '', ''], '枯草杆菌二联活菌颗粒', '韩美'],
      [['整肠生', '', '', ''], '地衣芽孢杆菌活菌胶囊', '沈阳第一'],
      [['培菲康', '', '', ''], '双歧杆菌三联活菌胶囊', '信谊'],
      [['培菲康', '210mg×24粒', '盒', ''], '双歧杆菌三联活菌胶囊', '信谊'],
      [['金双歧', '', '', ''], '双歧杆菌乳杆菌三联活菌片', '双奇'],
      [['999皮炎平', '20g', '', ''], '复方醋酸地塞米松乳膏', '华润三九'],
      [['美林', '', '', ''], '布洛芬混悬液', '强生'],
      // The brand with its form written after it.
      [['易蒙停胶囊', '', '', ''], '盐酸洛哌丁胺胶囊', '杨森'],
      [['妈咪爱颗粒', '', '', ''], '枯草杆菌二联活菌颗粒', '韩美'],
      [['金双歧片', '0.5g*36片', '', ''], '双歧杆菌乳杆菌三联活菌片', '双奇'],
      [['美林混悬液', '100ml:2g', '', ''], '布洛芬混悬液', '强生'],
      [['美林', '100ml:2g', '瓶', '上海强生'], '布洛芬混悬液', '强生'],
    ];
    for (const [, name, maker] of lines) expect(identities(goodsOf(name, maker)).size, `${name} ${maker}`).toBe(1);
    // The generics the brands name are made by others too: the brand is what tells them apart.
    expect(identities(goodsOf('布洛芬混悬液')).size).toBeGreaterThan(1);
    expect(identities(goodsOf('盐酸洛哌丁胺胶囊')).size).toBeGreaterThan(1);

    const rows = await upload(lines.map(([cells]) => cells));
    const wrong = lines.flatMap(([cells, name, maker], i) =>
      goodsOf(name, maker).some((g) => g.id === rows[i].goods?.id)
        ? []
        : [`${cells.join(' / ')} → ${rows[i].goods?.sccj ?? rows[i].status}`],
    );
    console.info(`purchase plan brands: ${lines.length - wrong.length}/${lines.length} matched with no click`, wrong);
    expect(wrong).toEqual([]);
  });

  it('offers a brand’s maker’s goods first where none fits, and the row’s own maker before the brand’s', async () => {
    const [other] = goodsOf('布洛芬混悬液').filter((g) => !g.maker.includes('强生'));
    const [otherLoperamide] = goodsOf('盐酸洛哌丁胺胶囊').filter((g) => !g.maker.includes('杨森'));
    const rows = await upload([
      // A strength the store lacks: 布洛芬混悬液 of the strength it has, 强生's first, marked 规格不同.
      ['美林', '60ml:1.2g', '', ''],
      // The 生产厂家 column says whose: that maker's goods, not the brand's.
      ['美林', '', '', other.maker],
      ['易蒙停', '', '', otherLoperamide.maker],
    ]);
    expect(rows[0]).toMatchObject({ goods: null, status: 'choose' });
    expect(rows[0].candidates.length).toBeGreaterThan(1);
    expect(rows[0].candidates[0].sccj).toBe('上海强生制药有限公司');
    for (const c of rows[0].candidates) expect(c).toMatchObject({ name: '布洛芬混悬液', spec_differs: 1 });
    expect(identityOf(rows[1].goods?.id)).toBe(identityOf(other.id));
    expect(identityOf(rows[2].goods?.id)).toBe(identityOf(otherLoperamide.id));
  });

  it('reads an old name as the drug it names, in the form the line asks for, and a brand never as another drug', async () => {
    const norfloxacin = goodsOf('诺氟沙星胶囊');
    expect(norfloxacin.length).toBeGreaterThan(0);
    const rows = await upload([
      ['氟哌酸胶囊', '0.1g*24粒', '', norfloxacin[0].maker],
      ['氟哌酸胶囊', '', '', ''],
      // No 氟哌酸 片 in the store: its 胶囊 are another form, never offered.
      ['氟哌酸片', '', '', ''],
      // No goods is named 诺氟沙星 alone: the search's are offered, only 诺氟沙星's.
      ['氟哌酸', '', '', ''],
      // 杨森's 伊曲康唑胶囊 is not in the store: the others' are offered to pick, never another drug.
      ['斯皮仁诺', '', '', ''],
      // Nor is any 阿司咪唑: nothing else is offered for it.
      ['息斯敏', '', '', ''],
    ]);
    expect(identityOf(rows[0].goods?.id)).toBe(identityOf(norfloxacin[0].id));
    // Several makers' 诺氟沙星胶囊 and none named: the buyer picks among them.
    expect(identities(norfloxacin).size).toBeGreaterThan(1);
    expect(rows[1]).toMatchObject({ goods: null, status: 'choose' });
    for (const c of rows[1].candidates) expect(c).toMatchObject({ name: '诺氟沙星胶囊', spec_differs: 0 });
    expect(rows[2]).toMatchObject({ goods: null, candidates: [], status: 'not_found' });
    expect(rows[3]).toMatchObject({ goods: null, status: 'choose' });
    for (const c of rows[3].candidates) expect(c.name).toBe('诺氟沙星胶囊');
    expect(goodsOf('伊曲康唑胶囊').length).toBeGreaterThan(0);
    expect(goodsOf('伊曲康唑胶囊', '杨森')).toEqual([]);
    expect(rows[4]).toMatchObject({ goods: null, status: 'choose' });
    for (const c of rows[4].candidates) expect(c.name).toBe('伊曲康唑胶囊');
    expect(rows[5]).toMatchObject({ goods: null, candidates: [], status: 'not_found' });
  });
});
