import * as XLSX from '@e965/xlsx';
import { PLAN_COLUMNS, UPLOAD_MAX_BYTES } from '@yc/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, goods, purchasePlans, stores, wantedRequests } from '../../src/db/schema/index.js';
import { getAs, loggedInBuyer, seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { encryptedSheetFile, sheetFile } from '../spreadsheet-files.js';
import { uploadPlan } from './purchase-plan/plan-upload.js';

const app = fileApp();

const HEADER = [
  PLAN_COLUMNS.name,
  PLAN_COLUMNS.spec,
  PLAN_COLUMNS.maker,
  PLAN_COLUMNS.approval_no,
  PLAN_COLUMNS.barcode,
  PLAN_COLUMNS.quantity,
];

const upload = (cookie: string, name: string, data: Buffer | string) => uploadPlan(app, cookie, name, data);

const postJson = (cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload });

interface GoodsFacts {
  name: string;
  spec: string;
  manufacturer: string;
  approvalNo: string;
}
const factsOf = async (id: number): Promise<GoodsFacts> =>
  (
    await app.db
      .select({ name: goods.name, spec: goods.spec, manufacturer: goods.manufacturer, approvalNo: goods.approvalNo })
      .from(goods)
      .where(eq(goods.id, id))
  )[0];

/**
 * A seed goods whose name no other goods has: the demo catalogue stocks some goods in two
 * warehouses (same name, spec and maker), and a plan row of those asks the buyer to pick one.
 */
async function soleGoods(set: Parameters<typeof seedGoods>[2] = {}): Promise<TestGoods & GoodsFacts> {
  const g = await seedGoods(app, 'plain', set);
  await app.db
    .update(goods)
    .set({ name: sql`${goods.name} || '（' || ${goods.id} || '）'` })
    .where(eq(goods.id, g.id));
  return { ...g, ...(await factsOf(g.id)) };
}

const cartOf = (storeId: number) =>
  app.db
    .select({ goodsId: cartItems.goodsId, number: cartItems.number })
    .from(cartItems)
    .where(eq(cartItems.storeId, storeId))
    .orderBy(cartItems.goodsId);

const planCount = async () => (await app.db.select({ n: count() }).from(purchasePlans))[0].n;

/** A name several goods on sale share, with the specs they come in. */
async function sharedName(): Promise<{ name: string; ids: number[] }> {
  const res = await app.db.execute<{ name: string; ids: number[] }>(sql`
    SELECT name, array_agg(id ORDER BY id) AS ids FROM goods WHERE on_sale AND goods_type = 1
    GROUP BY name HAVING count(DISTINCT spec) >= 2 AND count(*) <= 6 ORDER BY name LIMIT 1`);
  return res.rows[0];
}

describe('purchase-plan import (/kjcg 采购计划导入)', { timeout: 60_000 }, () => {
  it('offers a template whose headers the import reads', async () => {
    const { cookie } = await loggedInBuyer(app);
    const res = await getAs(app, '/api/user/purchase_plan/template', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const [header] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(header).toEqual(HEADER);
    const again = await upload(cookie, '模板.xlsx', res.rawPayload);
    expect(again.json()).toMatchObject({
      code: 10000,
      data: { rows: [expect.objectContaining({ line: 2 }), expect.objectContaining({ line: 3 })] },
    });
  });

  it('matches by barcode, 批准文号, name + spec + maker, offers candidates, and flags stock, middle packs and bad quantities', async () => {
    const { cookie } = await loggedInBuyer(app);
    const [byBarcode, byApproval, byName, packed, empty] = [
      await seedGoods(app),
      await seedGoods(app),
      await soleGoods(),
      await soleGoods({ midPack: 10, minQty: 10 }),
      await soleGoods({ stock: 0 }),
    ];
    await app.db.update(goods).set({ barcode: '6901234567892' }).where(eq(goods.id, byBarcode.id));
    const [a, n, p, e] = [await factsOf(byApproval.id), byName, packed, empty];
    // Another goods may share the approval number of a pack size: keep this one's unique for the test.
    await app.db
      .update(goods)
      .set({ approvalNo: `${a.approvalNo}T` })
      .where(eq(goods.id, byApproval.id));
    const shared = await sharedName();
    const file = sheetFile([
      HEADER,
      ['随便写的名字', '', '', '', '6901234567892', 5],
      ['', '', '', `${a.approvalNo}T`, '', 3],
      // Full-width spec and the maker's name without its company suffix still agree.
      [n.name, n.spec.replace('*', '×').replace('g', 'ｇ'), n.manufacturer.replace(/股份有限公司|有限公司/, ''), '', '', 2],
      [p.name, p.spec, p.manufacturer, '', '', 15],
      [e.name, e.spec, e.manufacturer, '', '', 4],
      [shared.name, '', '', '', '', 1],
      ['完全不存在的药品甲乙丙', '', '', '', '', 1],
      [n.name, n.spec, n.manufacturer, '', '', -3],
      [n.name, n.spec, n.manufacturer, '', '', '十盒'],
    ]);
    const res = await upload(cookie, '本周采购.xlsx', file);
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    const row = (line: number) => plan.rows.find((r: { line: number }) => r.line === line);
    expect(row(2)).toMatchObject({ status: 'matched', status_text: '已匹配', goods: { id: byBarcode.id }, number: 5, number_note: '' });
    expect(row(3)).toMatchObject({ status: 'matched', goods: { id: byApproval.id }, number: 3 });
    expect(row(4)).toMatchObject({ status: 'matched', goods: { id: byName.id }, number: 2 });
    expect(row(5)).toMatchObject({ status: 'matched', goods: { id: packed.id }, number: 20 });
    expect(row(5).number_note).toContain('按中包装 10');
    expect(row(6)).toMatchObject({ status: 'out_of_stock', status_text: '缺货', goods: { id: empty.id } });
    expect(row(7)).toMatchObject({ status: 'choose', status_text: '请选择', goods: null });
    expect(row(7).candidates.length).toBeGreaterThanOrEqual(2);
    expect(row(7).candidates.length).toBeLessThanOrEqual(3);
    for (const c of row(7).candidates) expect(shared.ids).toContain(c.id);
    expect(row(8)).toMatchObject({ status: 'not_found', status_text: '未找到', goods: null, candidates: [] });
    expect(row(9)).toMatchObject({ status: 'invalid', errors: ['采购数量「-3」不能为负数'] });
    expect(row(10)).toMatchObject({ status: 'invalid', errors: ['采购数量「十盒」须为数字'] });

    // The review is there again after a reload.
    const latest = (await getAs(app, '/api/user/purchase_plan', cookie)).json().data;
    expect(latest.id).toBe(plan.id);
    expect(latest.rows).toHaveLength(9);
  });

  it("offers the goods of a mistyped name to pick from, those of the row's spec first, and never takes one outright", async () => {
    const { cookie } = await loggedInBuyer(app);
    const capsules = (
      await app.db.execute<{ id: number; spec: string }>(sql`
        SELECT id, spec FROM goods WHERE on_sale AND goods_type = 1 AND (name = '阿莫西林胶囊' OR common_name = '阿莫西林胶囊') ORDER BY id`)
    ).rows;
    expect(capsules.length).toBeGreaterThanOrEqual(2);
    const spec = capsules[capsules.length - 1].spec;
    const plan = (
      await upload(cookie, 'typo.xlsx', sheetFile([HEADER, ['阿莫西林胶襄', '', '', '', '', 2], ['阿莫西林胶襄', spec, '', '', '', 2]]))
    ).json().data;
    const ids = capsules.map((c) => c.id);
    for (const row of plan.rows) {
      expect(row).toMatchObject({ status: 'choose', goods: null });
      expect(row.candidates.length).toBeGreaterThanOrEqual(1);
      for (const c of row.candidates) expect(ids).toContain(c.id);
    }
    expect(plan.rows[1].candidates[0].ypgg).toBe(spec);
  });

  it('reads headers in any order under their common names, from a CSV Excel saved in GB18030', async () => {
    const { cookie } = await loggedInBuyer(app);
    const g = await soleGoods();
    const text = `数量,品名,厂家,规格\n12,"${g.name}","${g.manufacturer}","${g.spec}"\n`;
    const gbk = Buffer.from(new TextEncoder().encode(text));
    // Node has no GB18030 encoder: an XLS saved by old Excel is the other common case.
    const csv = (await upload(cookie, 'plan.csv', gbk)).json().data;
    expect(csv.rows[0]).toMatchObject({ name: g.name, quantity: 12, status: 'matched' });
    const xls = sheetFile(
      [
        ['采购量', '药品名称', '规格型号'],
        [7, g.name, g.spec],
      ],
      'biff8',
    );
    expect((await upload(cookie, 'plan.xls', xls)).json().data.rows[0]).toMatchObject({ quantity: 7, status: 'matched' });
  });

  it('adds every ready row in one request, keeps the refused rows with their reason, and adds nothing twice', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    const [x, y, gone] = [await soleGoods(), await soleGoods(), await soleGoods()];
    const [fx, fy, fg] = [x, y, gone];
    const plan = (
      await upload(
        cookie,
        'p.xlsx',
        sheetFile([
          HEADER,
          [fx.name, fx.spec, fx.manufacturer, '', '', 6],
          [fy.name, fy.spec, fy.manufacturer, '', '', 9],
          [fg.name, fg.spec, fg.manufacturer, '', '', 3],
        ]),
      )
    ).json().data;
    // Sold out between the review and the click.
    await app.db.update(goods).set({ stock: 0 }).where(eq(goods.id, gone.id));
    const lines = [
      { line: 2, goods_id: x.id, number: 6 },
      { line: 3, goods_id: y.id, number: 9 },
      { line: 4, goods_id: gone.id, number: 3 },
    ];
    const [first, second] = await Promise.all([
      postJson(cookie, `/api/user/purchase_plan/${plan.id}/cart`, { lines }),
      postJson(cookie, `/api/user/purchase_plan/${plan.id}/cart`, { lines }),
    ]);
    const results = [first.json().data, second.json().data];
    expect(results.flatMap((r) => r.added).sort()).toEqual([2, 3]);
    expect(results.flatMap((r) => r.already).sort()).toEqual([2, 3]);
    for (const r of results) expect(r.refused).toEqual([{ line: 4, reason: expect.stringContaining('库存不足') }]);
    expect(await cartOf(buyer.storeId)).toEqual(
      [
        { goodsId: x.id, number: 6 },
        { goodsId: y.id, number: 9 },
      ].sort((a, b) => a.goodsId - b.goodsId),
    );
    const view = (await getAs(app, `/api/user/purchase_plan/${plan.id}`, cookie)).json().data;
    expect(view.rows.map((r: { added: number }) => r.added)).toEqual([1, 1, 0]);

    // A goods that is not the row's match nor one of its candidates is refused.
    const other = await seedGoods(app);
    const wrong = (
      await postJson(cookie, `/api/user/purchase_plan/${plan.id}/cart`, { lines: [{ line: 4, goods_id: other.id, number: 1 }] })
    ).json().data;
    expect(wrong.refused).toEqual([{ line: 4, reason: '请从该行的匹配商品中选择' }]);
  });

  it('sends unfound rows to 求购 once, with the plan’s name, spec, maker and quantity', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    const plan = (await upload(cookie, 'w.xlsx', sheetFile([HEADER, ['完全不存在的药品丁戊', '10ml*6支', '某某药业', '', '', 30]]))).json()
      .data;
    expect(plan.rows[0].status).toBe('not_found');
    const url = `/api/user/purchase_plan/${plan.id}/wanted`;
    expect((await postJson(cookie, url, { lines: [2] })).json()).toMatchObject({ code: 10000, msg: '已登记求购1条', data: { created: 1 } });
    expect((await postJson(cookie, url, { lines: [2] })).json().data).toEqual({ created: 0 });
    const wanted = await app.db.select().from(wantedRequests).where(eq(wantedRequests.storeId, buyer.storeId));
    expect(wanted).toEqual([
      expect.objectContaining({ name: '完全不存在的药品丁戊', spec: '10ml*6支', manufacturer: '某某药业', quantity: 30 }),
    ]);
  });

  it('keeps a plan to its store: another store reads, adds and sends nothing of it', async () => {
    const owner = await loggedInBuyer(app);
    const other = await loggedInBuyer(app);
    const g = await soleGoods();
    const f = g;
    const plan = (await upload(owner.cookie, 'p.xlsx', sheetFile([HEADER, [f.name, f.spec, f.manufacturer, '', '', 2]]))).json().data;
    expect((await getAs(app, `/api/user/purchase_plan/${plan.id}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await postJson(other.cookie, `/api/user/purchase_plan/${plan.id}/cart`, { lines: [{ line: 2, goods_id: g.id, number: 2 }] }))
        .statusCode,
    ).toBe(404);
    expect((await postJson(other.cookie, `/api/user/purchase_plan/${plan.id}/wanted`, { lines: [2] })).statusCode).toBe(404);
    expect((await getAs(app, '/api/user/purchase_plan', other.cookie)).json().data).toBeNull();
    expect(await cartOf(other.buyer.storeId)).toEqual([]);
  });

  it('lets a store put under review read its plan but not fill its cart', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    const g = await soleGoods();
    const f = g;
    const plan = (await upload(cookie, 'p.xlsx', sheetFile([HEADER, [f.name, f.spec, f.manufacturer, '', '', 2]]))).json().data;
    await app.db.update(stores).set({ qualificationStatus: 'pending' }).where(eq(stores.id, buyer.storeId));
    expect((await getAs(app, `/api/user/purchase_plan/${plan.id}`, cookie)).json().data.id).toBe(plan.id);
    const res = await postJson(cookie, `/api/user/purchase_plan/${plan.id}/cart`, { lines: [{ line: 2, goods_id: g.id, number: 2 }] });
    expect(res.json()).toMatchObject({ msg: '资质审核中，暂不能加入购物车' });
    expect(await cartOf(buyer.storeId)).toEqual([]);
  });

  it.each([
    ['plan.pdf', Buffer.from('%PDF-1.4'), '请上传 .xlsx、.xls、.csv 文件'],
    [
      'plan.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 9)]),
      '无法读取该表格，文件可能已损坏，请另存为 .xlsx 或 .csv 后重试',
    ],
    ['plan.xlsx', Buffer.from('just text'), '文件不是有效的 XLSX 表格'],
    ['plan.xlsx', encryptedSheetFile(), '表格已设置密码保护，请取消密码后重新上传'],
    [
      'plan.xlsx',
      sheetFile([
        ['规格', '采购数量'],
        ['0.25g', 3],
      ]),
      '未找到表头：需要「品名/商品名称/通用名/药品名称」列及数量列；前 2 行是：第1行「规格 采购数量」；第2行「0.25g 3」',
    ],
    [
      'plan.xlsx',
      sheetFile([
        ['商品名称', '规格'],
        ['阿莫西林胶囊', '0.25g'],
      ]),
      '表头（第1行）须有「采购数量」或「数量」列，请下载模板对照',
    ],
    ['plan.csv', '商品名称,采购数量\n', '表格中没有采购商品'],
    ['plan.csv', Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0x41), `文件大小不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`],
  ])('refuses %s with a Chinese message and keeps nothing (%#)', async (name, data, msg) => {
    const { cookie } = await loggedInBuyer(app);
    const before = await planCount();
    const res = await upload(cookie, name, data);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg });
    expect(await planCount()).toBe(before);
  });

  it('refuses a plan of more rows than it reads at once, and an empty upload', async () => {
    const { cookie } = await loggedInBuyer(app);
    const rows = [HEADER, ...Array.from({ length: 2001 }, (_, i) => [`药品${i}`, '', '', '', '', 1])];
    expect((await upload(cookie, 'big.xlsx', sheetFile(rows))).json()).toMatchObject({ code: 422, msg: '每次最多导入2000行，请拆分文件' });
    expect((await upload(cookie, 'none.csv', '')).json()).toMatchObject({ code: 422, msg: '请选择采购计划文件' });
    expect(await app.db.select({ n: count() }).from(purchasePlans).where(eq(purchasePlans.fileName, 'big.xlsx'))).toEqual([{ n: 0 }]);
  });

  it('asks a visitor to log in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/purchase_plan' });
    expect(res.json()).toMatchObject({ code: 10001 });
  });
});
