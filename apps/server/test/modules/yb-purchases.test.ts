/**
 * 医保进销存 (issue 37) on the real PostgreSQL: GET /api/order/:id/yb_purchases and GET /api/yb_purchases
 * give the buyer's store the 3503 purchase rows of its shipments (one per line and batch shipped from,
 * gift lines flagged, 追溯码 by batch) as .xlsx or CSV; GET /api/erp/orders/:order_no/yb_purchases and
 * /api/erp/yb_purchases/:month the same to the company's ERP. Never another store's or company's order.
 */
import {
  YB_PURCHASE_HEADER,
  deliveryNoteNo,
  orderYbPurchasesPath,
  ybPurchasesMonthPath,
  type ErpYbPurchaseMonth,
  type ErpYbPurchases,
  type OrderTraceCodes,
  type YbPurchaseFormat,
} from '@yc/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountStores, companyMembers, goods, invoices, orderItems, orders, promotions, traceCodes } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { getSetting } from '../../src/modules/content/settings.js';
import { TOO_MANY_CODES } from '../../src/modules/yb-purchases/service.js';
import { dayAfter, seedGoods, sessionCookie, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { readSpreadsheet } from '../spreadsheet-files.js';
import { loggedInStaff } from '../staff-fixtures.js';
import { addMember, companyOwner } from './company-fixtures.js';

const app = fileApp();
const DAY = 86_400_000;
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

let seq = 0;
const nmpaCode = () => `8123457${String(++seq).padStart(13, '0')}`;

/** A seed goods emptied, then received in two batches (3 units expiring first, then 10), a 处方药 in the 医保 catalogue. */
async function twoBatchGoods(): Promise<{ goods: TestGoods; batchNos: string[] }> {
  const g = await seedGoods(app, 'plain', { stock: 0 });
  await app.db.update(goods).set({ ybCode: 'XJ01CAA040E001', rxClass: '处方药' }).where(eq(goods.id, g.id));
  const batchNos: string[] = [];
  for (const [days, quantity] of [
    [200, 3],
    [500, 10],
  ]) {
    const batchNo = `Y${process.pid % 1000}${String(++seq).padStart(4, '0')}`;
    await okData(
      post(app, warehouse, '/api/admin/batches', {
        goods_id: g.id,
        batch_no: batchNo,
        produced_on: dayAfter(-100),
        expires_on: dayAfter(days),
        quantity,
      }),
    );
    batchNos.push(batchNo);
  }
  return { goods: { ...g, stock: 13 }, batchNos };
}

/** A seed goods given 1 free for every 5 bought (赠 本品), an OTC outside the catalogue. */
async function giftGoods(): Promise<TestGoods> {
  const g = await seedGoods(app);
  await app.db.update(goods).set({ ybCode: '', rxClass: '甲类OTC' }).where(eq(goods.id, g.id));
  await app.db.insert(promotions).values({
    type: 'gift',
    name: '测试gift',
    rule: { buy_qty: 5, gift_qty: 1, gift_name: '本品' },
    goodsIds: [g.id],
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + DAY),
  });
  return g;
}

/** A paid order whose boxes the warehouse scans, one code a unit, then ships. */
async function shipped(buyer: ReadyBuyer, lines: { goods: TestGoods; number: number }[]) {
  const order = await placeOrder(app, buyer, lines);
  await payOrder(app, buyer, order, 'wallet');
  const view = await okData<OrderTraceCodes>(get(app, warehouse, `/api/admin/orders/${order.orderId}/trace-codes`));
  for (const line of view.lines)
    for (let i = 0; i < line.quantity; i++)
      await okData(
        post(app, warehouse, `/api/admin/orders/${order.orderId}/trace-codes`, { order_item_id: line.order_item_id, code: nmpaCode() }),
      );
  await okData(
    post(app, warehouse, `/api/admin/orders/${order.orderId}/ship`, {
      carrier: '顺丰速运',
      tracking_no: `SF${String(order.orderId).padStart(12, '0')}`,
    }),
  );
  return order;
}

const download = (cookie: string, orderId: number, format: YbPurchaseFormat) => get(app, cookie, orderYbPurchasesPath(orderId, format));
const rowsOf = (format: YbPurchaseFormat, data: Buffer) => readSpreadsheet(`x.${format}`, data, [`.${format}`]);
const text = (rows: unknown[][]) => rows.map((r) => r.map((c) => (c === null ? '' : String(c))));

describe('the 医保进销存 (3503) of a shipped order', () => {
  it('gives a row per line and batch with every 3503 field: two batches, a gift line, the invoice and the codes by batch', async () => {
    const two = await twoBatchGoods();
    const gift = await giftGoods();
    const buyer = await readyBuyer(app);
    const order = await shipped(buyer, [
      { goods: two.goods, number: 5 },
      { goods: gift, number: 5 },
    ]);
    const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId)).orderBy(orderItems.id);
    const line = (goodsId: number, lineType: string) => items.find((i) => i.goodsId === goodsId && i.lineType === lineType)!;
    expect([line(two.goods.id, 'goods').number, line(gift.id, 'goods').number, line(gift.id, 'gift').number]).toEqual([5, 5, 1]);
    // The two-batch line's boxes are scanned from its batches: 3 from the first, 2 from the second.
    const twoLine = line(two.goods.id, 'goods');
    const lineCodes = await app.db
      .select({ id: traceCodes.id })
      .from(traceCodes)
      .where(eq(traceCodes.orderItemId, twoLine.id))
      .orderBy(traceCodes.id);
    for (const [i, c] of lineCodes.entries())
      await app.db
        .update(traceCodes)
        .set({ batchNo: two.batchNos[i < 3 ? 0 : 1] })
        .where(eq(traceCodes.id, c.id));
    const invoiceNo = `FP${String(order.orderId).padStart(10, '0')}`;
    await app.db.insert(invoices).values({ orderId: order.orderId, storeId: buyer.storeId, invoiceNo, title: '测试药房', amount: 100 });

    const supplier = await getSetting(app.db, 'supplier');
    const bill = deliveryNoteNo(order.orderNo);
    const yuan = (fen: number) => String(Math.floor(fen) / 100);
    const info = await okData<{
      items: { id: number; batches: { batch_no: string; produced_on: string; expires_on: string; quantity: number }[] }[];
    }>(get(app, buyer.cookie, `/api/order/info/${order.orderId}`));
    const expected: string[][] = [];
    for (const item of items) {
      const [g] = await app.db.select().from(goods).where(eq(goods.id, item.goodsId));
      const batches = info.items.find((i) => i.id === item.id)!.batches;
      let left = item.amount;
      for (const [i, batch] of batches.entries()) {
        const amount = i === batches.length - 1 ? left : Math.floor((item.amount * batch.quantity) / item.number);
        left -= amount;
        const codes = await app.db
          .select({ code: traceCodes.code })
          .from(traceCodes)
          .where(and(eq(traceCodes.orderItemId, item.id), eq(traceCodes.batchNo, batch.batch_no)))
          .orderBy(traceCodes.id);
        expected.push([
          g.ybCode,
          g.commonName,
          item.spec,
          item.manufacturer,
          g.approvalNo,
          bill,
          supplier.legal_name,
          supplier.drug_licence_no,
          batch.batch_no,
          batch.produced_on,
          batch.expires_on,
          yuan(item.amount / item.number),
          String(batch.quantity),
          yuan(amount),
          invoiceNo,
          g.rxClass === '处方药' ? '是' : '否',
          item.lineType === 'gift' ? '是' : '否',
          String(codes.length),
          codes.map((c) => c.code).join(','),
          chinaToday(),
        ]);
      }
    }
    // What the rows above must come to: the first batch's 3 and the second's 2, a 处方药 with its 医保 code, a gift at 0 and flagged.
    const twoRows = expected.filter((r) => r[0] === 'XJ01CAA040E001');
    expect(twoRows.map((r) => [r[8], r[12], r[15], r[16], r[17]])).toEqual([
      [two.batchNos[0], '3', '是', '否', '3'],
      [two.batchNos[1], '2', '是', '否', '2'],
    ]);
    expect(expected.filter((r) => r[16] === '是').map((r) => [r[0], r[11], r[12], r[13], r[15], r[17]])).toEqual([
      ['', '0', '1', '0', '否', '1'],
    ]);
    expect(expected).toHaveLength(4);
    expect(supplier.legal_name && supplier.drug_licence_no).toBeTruthy();

    for (const format of ['xlsx', 'csv'] as const) {
      const res = await download(buyer.cookie, order.orderId, format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(`医保进销存-${bill}.${format}`)}`);
      const [header, ...rows] = rowsOf(format, res.rawPayload);
      expect(header).toEqual([...YB_PURCHASE_HEADER]);
      expect(text(rows)).toEqual(expected);
    }

    // Once finance records the 数电票, its 20-digit number is the 采购发票号 医保 matches.
    const taxNo = `2611${String(order.orderId).padStart(16, '0')}`;
    await app.db.update(invoices).set({ taxInvoiceNo: taxNo, taxInvoiceDate: chinaToday() }).where(eq(invoices.orderId, order.orderId));
    const [, ...withTax] = rowsOf('csv', (await download(buyer.cookie, order.orderId, 'csv')).rawPayload);
    expect(text(withTax).map((r) => r[14])).toEqual(expected.map(() => taxNo));
  });
});

describe('the 医保进销存 downloads refuse and guard', () => {
  it('refuses in Chinese before shipping; 422 for a format or month it does not take', async () => {
    const buyer = await readyBuyer(app);
    const order = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 1 }]);
    await payOrder(app, buyer, order, 'wallet');
    expect((await download(buyer.cookie, order.orderId, 'xlsx')).json()).toMatchObject({ code: 400, msg: '订单发货后才能下载医保进销存' });
    const pdf = await get(app, buyer.cookie, `/api/order/${order.orderId}/yb_purchases?format=pdf`);
    expect([pdf.statusCode, pdf.json().msg]).toEqual([422, '导出格式应为 xlsx 或 csv']);
    const month = await get(app, buyer.cookie, '/api/yb_purchases?month=2026-13&format=csv');
    expect([month.statusCode, month.json().msg]).toEqual([422, '月份格式应为 YYYY-MM，例如 2026-05']);
    expect((await get(app, buyer.cookie, '/api/yb_purchases?format=csv')).statusCode).toBe(422);
  });

  it('is the store’s own: another store of the same company and another company get 404, a visitor 401; its members download it', async () => {
    const company = await companyOwner(app);
    const order = await shipped(company.owner, [{ goods: await seedGoods(app), number: 1 }]);
    // A second store of the same company, its own owner logged in there.
    const sibling = await readyBuyer(app);
    await app.db.insert(companyMembers).values({ accountId: sibling.accountId, companyId: company.companyId });
    expect((await download(sibling.cookie, order.orderId, 'xlsx')).statusCode).toBe(404);
    // The company's owner at the company's other store: the session's store decides, not the account.
    await app.db.insert(accountStores).values({ accountId: company.owner.accountId, storeId: sibling.storeId, role: 'owner' });
    const ownerThere = await sessionCookie(app, { accountId: company.owner.accountId, storeId: sibling.storeId });
    expect((await download(ownerThere, order.orderId, 'csv')).statusCode).toBe(404);
    expect((await download(company.owner.cookie, order.orderId, 'csv')).statusCode).toBe(200);
    const otherCompany = await companyOwner(app);
    expect((await download(otherCompany.owner.cookie, order.orderId, 'csv')).statusCode).toBe(404);
    const outsider = await addMember(app, otherCompany, 'buyer');
    expect((await download(outsider.cookie, order.orderId, 'xlsx')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: orderYbPurchasesPath(order.orderId, 'xlsx') })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: ybPurchasesMonthPath('2026-05', 'xlsx') })).statusCode).toBe(401);
    // The sibling's month holds none of it.
    const month = chinaToday().slice(0, 7);
    const [, ...siblingRows] = rowsOf('csv', (await get(app, sibling.cookie, ybPurchasesMonthPath(month, 'csv'))).rawPayload);
    expect(siblingRows).toEqual([]);
    for (const role of ['buyer', 'finance', 'viewer'] as const) {
      const member = await addMember(app, company, role);
      expect((await download(member.cookie, order.orderId, 'csv')).statusCode).toBe(200);
      expect((await get(app, member.cookie, ybPurchasesMonthPath(month, 'xlsx'))).statusCode).toBe(200);
    }
  });
});

describe('the month’s 医保进销存', () => {
  it('holds the store’s orders shipped in the month in China time, and no other', async () => {
    const buyer = await readyBuyer(app);
    const march = await shipped(buyer, [{ goods: await seedGoods(app), number: 1 }]);
    const april = await shipped(buyer, [{ goods: await seedGoods(app), number: 2 }]);
    const unshipped = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 1 }]);
    await payOrder(app, buyer, unshipped, 'wallet');
    // 23:30 and 00:30 China time either side of the month's end.
    await app.db
      .update(orders)
      .set({ shippedAt: new Date('2026-03-31T15:30:00Z') })
      .where(eq(orders.id, march.orderId));
    await app.db
      .update(orders)
      .set({ shippedAt: new Date('2026-03-31T16:30:00Z') })
      .where(eq(orders.id, april.orderId));
    const bills = async (month: string, format: YbPurchaseFormat) => {
      const res = await get(app, buyer.cookie, ybPurchasesMonthPath(month, format));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(`医保进销存-${month}.${format}`)}`,
      );
      const [header, ...rows] = rowsOf(format, res.rawPayload);
      expect(header).toEqual([...YB_PURCHASE_HEADER]);
      return rows.map((r) => [r[5], r[12], r[19]].map(String));
    };
    for (const format of ['xlsx', 'csv'] as const) {
      expect(await bills('2026-03', format)).toEqual([[deliveryNoteNo(march.orderNo), '1', '2026-03-31']]);
      expect(await bills('2026-04', format)).toEqual([[deliveryNoteNo(april.orderNo), '2', '2026-04-01']]);
      expect(await bills('2026-02', format)).toEqual([]);
    }
  });

  it('writes text a spreadsheet would run as inert text in the CSV, and as a text cell in the workbook', async () => {
    const buyer = await readyBuyer(app);
    const g = await seedGoods(app);
    const order = await shipped(buyer, [{ goods: g, number: 1 }]);
    await app.db.update(goods).set({ commonName: '=HYPERLINK("http://evil.example","x")' }).where(eq(goods.id, g.id));
    await app.db
      .update(orderItems)
      .set({ manufacturer: '+cmd|/c calc!A1', spec: '-0.5g*24粒' })
      .where(eq(orderItems.orderId, order.orderId));
    const csv = (await download(buyer.cookie, order.orderId, 'csv')).rawPayload;
    const [, row] = rowsOf('csv', csv);
    expect([row[1], row[2], row[3]]).toEqual(['\'=HYPERLINK("http://evil.example","x")', "'-0.5g*24粒", "'+cmd|/c calc!A1"]);
    const [, sheetRow] = rowsOf('xlsx', (await download(buyer.cookie, order.orderId, 'xlsx')).rawPayload);
    expect(sheetRow[1]).toBe('=HYPERLINK("http://evil.example","x")');
  });
});

describe('a row of more codes than a cell holds', () => {
  it('counts them all and points the cell to the 追溯码 file; the ERP still lists every code', async () => {
    const company = await companyOwner(app);
    const order = await shipped(company.owner, [{ goods: await seedGoods(app), number: 1 }]);
    const [first] = await app.db.select().from(traceCodes).where(eq(traceCodes.orderId, order.orderId));
    const extra = Array.from({ length: 1600 }, (_, i) => ({
      ...first,
      id: undefined,
      code: `8123458${String(order.orderId % 1000).padStart(3, '0')}${String(i).padStart(10, '0')}`,
    }));
    await app.db.insert(traceCodes).values(extra);
    const [, row] = rowsOf('xlsx', (await download(company.owner.cookie, order.orderId, 'xlsx')).rawPayload);
    expect([String(row[17]), row[18]]).toEqual(['1601', TOO_MANY_CODES]);
    const key = await okData<{ secret: string }>(post(app, company.owner.cookie, '/api/company/api_keys', { name: 'ERP' }));
    const bill = await okData<ErpYbPurchases>(
      app.inject({
        method: 'GET',
        url: `/api/erp/orders/${order.orderNo}/yb_purchases`,
        headers: { authorization: `Bearer ${key.secret}` },
      }),
    );
    expect(bill.rows[0].trace_codes).toHaveLength(1601);
  });
});

describe('the ERP’s 医保进销存', () => {
  it('reads a bill and a month for the company’s key only: another company’s key, a store outside the key and an unknown bill 404', async () => {
    const company = await companyOwner(app);
    const order = await shipped(company.owner, [{ goods: await seedGoods(app), number: 2 }]);
    await app.db
      .update(orders)
      .set({ shippedAt: new Date('2026-05-10T02:00:00Z') })
      .where(eq(orders.id, order.orderId));
    const key = await okData<{ secret: string }>(post(app, company.owner.cookie, '/api/company/api_keys', { name: 'ERP' }));
    const erp = (secret: string | undefined, url: string) =>
      app.inject({ method: 'GET', url, headers: secret ? { authorization: `Bearer ${secret}` } : {} });
    const billUrl = (n: string) => `/api/erp/orders/${encodeURIComponent(n)}/yb_purchases`;
    const bill = await okData<ErpYbPurchases>(erp(key.secret, billUrl(order.orderNo)));
    expect(bill).toMatchObject({ order_no: order.orderNo, bill_no: `SH${order.orderNo}`, store_id: company.owner.storeId });
    expect(await okData<ErpYbPurchases>(erp(key.secret, billUrl(`SH${order.orderNo}`)))).toEqual(bill);
    expect(bill.rows).toHaveLength(1);
    const [row] = bill.rows;
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(row).toMatchObject({
      order_no: order.orderNo,
      bill_no: `SH${order.orderNo}`,
      quantity: 2,
      amount: item.amount / 100,
      gift_flag: 0,
      invoice_no: '',
      shipped_on: '2026-05-10',
    });
    expect(row.trace_codes).toHaveLength(2);
    expect(row.batch_no && row.expires_on && row.supplier_licence_no).toBeTruthy();

    const month = await okData<ErpYbPurchaseMonth>(erp(key.secret, `/api/erp/yb_purchases/2026-05?store_id=${company.owner.storeId}`));
    expect(month).toEqual({ month: '2026-05', store_id: company.owner.storeId, rows: bill.rows });
    expect(
      (await okData<ErpYbPurchaseMonth>(erp(key.secret, `/api/erp/yb_purchases/2026-06?store_id=${company.owner.storeId}`))).rows,
    ).toEqual([]);

    // Another store of the same company whose owner is not the key's maker: outside the key.
    const sibling = await readyBuyer(app);
    await app.db.insert(companyMembers).values({ accountId: sibling.accountId, companyId: company.companyId });
    const siblingOrder = await shipped(sibling, [{ goods: await seedGoods(app), number: 1 }]);
    expect((await erp(key.secret, billUrl(siblingOrder.orderNo))).statusCode).toBe(404);
    expect((await erp(key.secret, `/api/erp/yb_purchases/2026-05?store_id=${sibling.storeId}`)).statusCode).toBe(404);
    // A store the maker owns in the company is inside it.
    await app.db.insert(accountStores).values({ accountId: company.owner.accountId, storeId: sibling.storeId, role: 'owner' });
    expect((await erp(key.secret, billUrl(siblingOrder.orderNo))).statusCode).toBe(200);

    const other = await companyOwner(app);
    const otherKey = await okData<{ secret: string }>(post(app, other.owner.cookie, '/api/company/api_keys', { name: 'ERP' }));
    expect((await erp(otherKey.secret, billUrl(order.orderNo))).statusCode).toBe(404);
    expect((await erp(otherKey.secret, `/api/erp/yb_purchases/2026-05?store_id=${company.owner.storeId}`)).statusCode).toBe(404);
    expect((await erp(undefined, billUrl(order.orderNo))).statusCode).toBe(401);
    expect((await erp(key.secret, billUrl('NO-SUCH-BILL'))).statusCode).toBe(404);
    const bad = await erp(key.secret, `/api/erp/yb_purchases/2026-5?store_id=${company.owner.storeId}`);
    expect(bad.statusCode).toBe(422);
  });
});
