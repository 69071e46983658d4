/**
 * An order's 追溯码 from the WMS's file (issue 37): POST /api/admin/orders/:id/trace-codes/import takes a
 * CSV or an Excel file of 单据号, 商品编码, 批号 and 追溯码, puts each row onto the order's line of its
 * goods, judges every row as a batch scan judges its codes, and stores the whole file or none of it,
 * a refusal naming the sheet's row.
 */
import { deliveryNoteNo, type OrderTraceCodes } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, traceCodes } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { fileForm } from '../admin/catalog-fixtures.js';
import { seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, readyBuyer } from '../ops/order-flow.js';
import { sheetFile } from '../spreadsheet-files.js';
import { auditRowsOf, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();

let serial = 0;
/** A 20-digit code of a prefix no goods owns unless a test gives it one. */
const nmpaCode = (prefix = '8345678') => `${prefix}${String(++serial).padStart(13, '0')}`;

let warehouseCookie: string | undefined;
const warehouse = async () => (warehouseCookie ??= (await loggedInStaff(app, 'warehouse')).cookie);

const sheet = async (orderId: number) =>
  okData<OrderTraceCodes>(
    app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/trace-codes`, headers: { cookie: await warehouse() } }),
  );

/** An order's line, in the order the test asked for the goods (the order itself may keep them otherwise). */
interface Line {
  itemId: number;
  lineNo: number;
  quantity: number;
  sku: string;
  batch: string;
  name: string;
}

async function paidOrder(wanted: { goods: TestGoods; number: number }[]) {
  const buyer = await readyBuyer(app);
  const order = await placeOrder(app, buyer, wanted);
  await payOrder(app, buyer, order, 'wallet');
  const view = await sheet(order.orderId);
  const lines: Line[] = [];
  for (const w of wanted) {
    const l = view.lines.find((v) => v.goods_id === w.goods.id)!;
    const [row] = await app.db.select({ sku: goods.sku }).from(goods).where(eq(goods.id, l.goods_id));
    lines.push({ itemId: l.order_item_id, lineNo: l.line_no, quantity: l.quantity, sku: row!.sku, batch: l.batches[0]!, name: l.name });
  }
  return { buyer, orderId: order.orderId, orderNo: order.orderNo, bill: deliveryNoteNo(order.orderNo), lines };
}

const HEAD = ['单据号', '商品编码', '批号', '追溯码'];
const csvFile = (rows: string[][], name = 'WMS.csv') => fileForm(name, rows.map((r) => r.join(',')).join('\n'), 'text/csv');

const importFile = async (orderId: number, form: FormData, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/trace-codes/import`,
    headers: { cookie: cookie ?? (await warehouse()) },
    payload: form as unknown as Record<string, unknown>,
  });

const storedOn = async (orderId: number) =>
  (await app.db.select({ code: traceCodes.code }).from(traceCodes).where(eq(traceCodes.orderId, orderId))).map((r) => r.code).sort();

describe('a WMS file of one order’s codes', () => {
  it('puts a CSV’s rows onto the lines of their goods, by 随货单号 or order number, and says how many went in', async () => {
    const [a, b] = [await seedGoods(app), await seedGoods(app)];
    const order = await paidOrder([
      { goods: a, number: 2 },
      { goods: b, number: 3 },
    ]);
    const [la, lb] = order.lines as [Line, Line];
    const codes = [nmpaCode(), nmpaCode(), nmpaCode(), nmpaCode()];
    // A title row above the header, as WMS exports print them; 批号 left out on one row.
    const res = await importFile(
      order.orderId,
      csvFile([
        ['出库追溯码明细'],
        HEAD,
        [order.bill, la.sku, la.batch, codes[0]],
        [order.orderNo, lb.sku, lb.batch, codes[1]],
        [order.bill.toLowerCase(), lb.sku, '', ` ${codes[2]} `],
        [order.bill, la.sku, la.batch, codes[3]],
      ]),
    );
    expect(res.json(), res.body).toMatchObject({
      code: 10000,
      msg: '已导入4个追溯码',
      data: {
        imported: 4,
        lines: expect.arrayContaining([
          { order_item_id: la.itemId, line_no: la.lineNo, name: la.name, imported: 2, scanned: 2, quantity: 2 },
          { order_item_id: lb.itemId, line_no: lb.lineNo, name: lb.name, imported: 2, scanned: 2, quantity: 3 },
        ]),
      },
    });
    const view = await sheet(order.orderId);
    const codesOn = (l: Line) => view.lines.find((v) => v.order_item_id === l.itemId)!.codes;
    expect(codesOn(la).map((c) => c.code)).toEqual([codes[0], codes[3]]);
    expect(codesOn(lb).map((c) => [c.code, c.batch_no])).toEqual([
      [codes[1], lb.batch],
      [codes[2], lb.batch],
    ]);
    // One operation-log entry per line, naming the file.
    const logged = (await auditRowsOf(app, 'order', order.orderId)).filter((r) => r.action === 'order.trace_code.scan');
    expect(logged).toHaveLength(2);
    expect(logged.every((r) => (r.after as { file?: string }).file === 'WMS.csv')).toBe(true);
  });

  it('reads an Excel file the same, its header found among the first rows', async () => {
    const g = await seedGoods(app);
    const order = await paidOrder([{ goods: g, number: 2 }]);
    const [line] = order.lines;
    const codes = [nmpaCode(), nmpaCode()];
    const data = sheetFile([
      ['仓库：一号库', null, null, null],
      ['随货单号', '货品编码', '生产批号', '药品追溯码', '码关联'],
      [order.bill, line!.sku, line!.batch, codes[0], ''],
      [order.bill, line!.sku, line!.batch, codes[1], ''],
    ]);
    const res = await importFile(order.orderId, fileForm('出库.xlsx', data));
    expect(res.json(), res.body).toMatchObject({ code: 10000, msg: '已导入2个追溯码', data: { imported: 2 } });
    expect(await storedOn(order.orderId)).toEqual([...codes].sort());
  });

  it('stores none of a file with one bad row, naming 第N行 and why, and takes the file once it is put right', async () => {
    const [a, b, foreign] = [await seedGoods(app), await seedGoods(app), await seedGoods(app)];
    await app.db
      .update(goods)
      .set({ tracePrefixes: ['8765401'] })
      .where(eq(goods.id, foreign.id));
    const order = await paidOrder([
      { goods: a, number: 2 },
      { goods: b, number: 1 },
    ]);
    const [la, lb] = order.lines as [Line, Line];
    // A code that went out with another order already.
    const elsewhere = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const taken = nmpaCode();
    expect(
      (
        await importFile(elsewhere.orderId, csvFile([HEAD, [elsewhere.bill, elsewhere.lines[0]!.sku, elsewhere.lines[0]!.batch, taken]]))
      ).json().code,
    ).toBe(10000);
    const otherGoods = elsewhere.lines[0]!.sku;

    const good = [nmpaCode(), nmpaCode(), nmpaCode()];
    const rowsWith = (third: string[]) => [HEAD, [order.bill, la.sku, la.batch, good[0]!], [order.bill, la.sku, la.batch, good[1]!], third];
    const foreignCode = nmpaCode('8765401');
    const refusals: [string[][], number, string][] = [
      [rowsWith([order.bill, lb.sku, lb.batch, taken]), 400, `第4行：追溯码 ${taken} 已于${chinaToday()}出库（订单 ${elsewhere.orderNo}）`],
      [rowsWith([order.bill, lb.sku, lb.batch, good[0]!]), 422, `第4行：追溯码 ${good[0]} 与第2行重复`],
      [rowsWith([order.bill, otherGoods, elsewhere.lines[0]!.batch, good[2]!]), 400, `第4行：本订单没有商品编码为 ${otherGoods} 的商品`],
      [rowsWith([order.bill, lb.sku, 'NOPE01', good[2]!]), 400, `第4行：追溯码的批号 NOPE01 与本行批号 ${lb.batch} 不符`],
      [
        rowsWith([order.bill, lb.sku, lb.batch, foreignCode]),
        400,
        `第4行：追溯码 ${foreignCode} 的药品标识码 8765401 属于「${foreign.name}」，不是本行的「${lb.name}」`,
      ],
      [rowsWith([order.bill, la.sku, la.batch, good[2]!]), 400, `第4行：${la.name} 数量 2，已扫 0 个，文件中前面已有 2 个，此行多出`],
      [rowsWith([order.bill, lb.sku, lb.batch, '12345']), 422, '第4行：追溯码须为20位数字'],
      [rowsWith([order.bill, '', lb.batch, good[2]!]), 422, '第4行：商品编码为空'],
      [
        rowsWith([elsewhere.bill, lb.sku, lb.batch, good[2]!]),
        400,
        `第4行：单据号 ${elsewhere.bill} 不是本订单的（订单 ${order.orderNo}，随货单号 ${order.bill}）`,
      ],
    ];
    for (const [rows, status, msg] of refusals) {
      const res = await importFile(order.orderId, csvFile(rows));
      expect(res.statusCode, msg).toBe(status === 422 ? 422 : 200);
      expect(res.json().msg).toBe(msg);
      expect(res.json().code).toBe(status);
    }
    expect(await storedOn(order.orderId)).toEqual([]);
    expect(await auditRowsOf(app, 'order', order.orderId)).not.toContainEqual(expect.objectContaining({ action: 'order.trace_code.scan' }));

    const right = await importFile(order.orderId, csvFile(rowsWith([order.bill, lb.sku, lb.batch, good[2]!])));
    expect(right.json().msg).toBe('已导入3个追溯码');
    expect(await storedOn(order.orderId)).toEqual([...good].sort());
    // The same file again: every code is this order's already.
    expect((await importFile(order.orderId, csvFile(rowsWith([order.bill, lb.sku, lb.batch, good[2]!])))).json().msg).toBe(
      `第2行：追溯码 ${good[0]} 已扫入本订单，请勿重复扫码`,
    );
  });

  it('counts the codes scanned before, and refuses an order no longer waiting to ship and a 无追溯码 line', async () => {
    const g = await seedGoods(app);
    const order = await paidOrder([{ goods: g, number: 2 }]);
    const [line] = order.lines as [Line];
    await okData(
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/trace-codes`,
        headers: { cookie: await warehouse() },
        payload: { order_item_id: line.itemId, code: nmpaCode() },
      }),
    );
    const two = [nmpaCode(), nmpaCode()];
    expect((await importFile(order.orderId, csvFile([HEAD, ...two.map((c) => [order.bill, line.sku, line.batch, c])]))).json().msg).toBe(
      `第3行：${line.name} 数量 2，已扫 1 个，文件中前面已有 1 个，此行多出`,
    );

    const device = await seedGoods(app);
    await app.db.update(goods).set({ traceExempt: true }).where(eq(goods.id, device.id));
    const exempt = await paidOrder([{ goods: device, number: 1 }]);
    expect((await importFile(exempt.orderId, csvFile([HEAD, [exempt.bill, exempt.lines[0]!.sku, '', nmpaCode()]]))).json().msg).toBe(
      `第2行：${exempt.lines[0]!.name} 为无追溯码商品，无需扫码`,
    );

    const buyer = await readyBuyer(app);
    const unpaid = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 1 }]);
    expect((await importFile(unpaid.orderId, csvFile([HEAD, [deliveryNoteNo(unpaid.orderNo), 'X', '', nmpaCode()]]))).json()).toMatchObject(
      {
        code: 400,
        msg: '只有待发货的订单可以扫追溯码',
      },
    );
  });
});

describe('files that are no WMS file, other orders and roles', () => {
  it('refuses with 422 a file without the columns, no rows, a code Excel made a number, not a spreadsheet, too large', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const [line] = order.lines as [Line];
    const cases: [FormData, string][] = [
      [
        csvFile([
          ['单据号', '追溯码'],
          [order.bill, nmpaCode()],
        ]),
        '表格须有「单据号」「商品编码」「追溯码」列',
      ],
      [csvFile([HEAD]), '表格中没有要导入的追溯码'],
      [
        fileForm('WMS.xlsx', sheetFile([HEAD, [order.bill, line.sku, line.batch, 8.345678e19]])),
        '第2行：追溯码须为文本格式（Excel 会把20位数字改成科学计数法）',
      ],
      [fileForm('WMS.xlsx', 'not a workbook'), '文件不是有效的 XLSX 表格'],
      [fileForm('WMS.png', 'x'), '请上传 .csv、.xlsx、.xls 文件'],
      [fileForm('WMS.csv', `${HEAD.join(',')}\n${'x'.repeat(6 * 1024 * 1024)}`), '文件大小不能超过5MB'],
    ];
    for (const [form, msg] of cases) {
      const res = await importFile(order.orderId, form);
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().msg).toBe(msg);
    }
    const none = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/trace-codes/import`,
      headers: { cookie: await warehouse() },
    });
    expect(none.statusCode).toBe(422);
    expect(await storedOn(order.orderId)).toEqual([]);
  });

  it('finds no order that is not there, and puts nothing onto another order from a file of its lines', async () => {
    const one = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const two = await paidOrder([{ goods: await seedGoods(app), number: 1 }]);
    const rowsOfTwo = csvFile([HEAD, [two.bill, two.lines[0]!.sku, two.lines[0]!.batch, nmpaCode()]]);
    const missing = await importFile(two.orderId + 100_000, rowsOfTwo);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('订单不存在');
    // Two's file posted to one: its 单据号 is refused, and neither order gets a code.
    expect((await importFile(one.orderId, rowsOfTwo)).json().msg).toBe(
      `第2行：单据号 ${two.bill} 不是本订单的（订单 ${one.orderNo}，随货单号 ${one.bill}）`,
    );
    expect([...(await storedOn(one.orderId)), ...(await storedOn(two.orderId))]).toEqual([]);
  });

  it('is for the warehouse and administrators: a merchandiser, an account manager, a reviewer and a buyer cannot', async () => {
    const order = await paidOrder([{ goods: await seedGoods(app), number: 2 }]);
    const [line] = order.lines as [Line];
    const file = () => csvFile([HEAD, [order.bill, line.sku, line.batch, nmpaCode()]]);
    for (const role of ['merchandiser', 'account_manager', 'reviewer'] as const) {
      const res = await importFile(order.orderId, file(), (await loggedInStaff(app, role)).cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('您的账号没有此项操作的权限');
    }
    expect((await importFile(order.orderId, file(), order.buyer.cookie)).statusCode).toBe(401);
    expect(await storedOn(order.orderId)).toEqual([]);
    expect((await importFile(order.orderId, file(), (await loggedInStaff(app, 'admin')).cookie)).json().code).toBe(10000);
  });
});
