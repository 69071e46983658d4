/**
 * The 追溯码 handed over with a shipment (issue 37): GET /api/order/:id/trace_codes gives the buyer one row
 * per box of the shipped order (随货单号, goods, batch and its dates, code) as .xlsx, UTF-8 CSV or XML, and
 * GET /api/erp/orders/:order_no/trace_codes the same to the company's ERP by bill number; never a code
 * scanned back, never another store's or company's order.
 */
import {
  TRACE_HANDOVER_HEADER,
  deliveryNoteNo,
  orderTraceHandoverPath,
  type ErpTraceCodes,
  type OrderTraceCodes,
  type TraceHandoverFormat,
} from '@yc/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsBatches, traceCodes } from '../../src/db/schema/index.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { readSpreadsheet } from '../spreadsheet-files.js';
import { loggedInStaff } from '../staff-fixtures.js';
import { addMember, companyOwner } from './company-fixtures.js';

const app = fileApp();
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

let serial = 0;
const nmpaCode = () => `8123456${String(++serial).padStart(13, '0')}`;

interface Shipment {
  orderId: number;
  orderNo: string;
  /** Codes scanned per line, in line order. */
  codes: string[][];
}

/** A paid order of `buyer` whose boxes the warehouse scans, one code each; shipped unless `ship` is false. */
async function scannedOrder(buyer: ReadyBuyer, numbers: number[], ship = true): Promise<Shipment> {
  const lines = [];
  for (const number of numbers) lines.push({ goods: await seedGoods(app), number });
  const order = await placeOrder(app, buyer, lines);
  await payOrder(app, buyer, order, 'wallet');
  const view = await okData<OrderTraceCodes>(get(app, warehouse, `/api/admin/orders/${order.orderId}/trace-codes`));
  const codes: string[][] = [];
  for (const line of view.lines) {
    const mine = Array.from({ length: line.quantity }, nmpaCode);
    for (const code of mine)
      await okData(post(app, warehouse, `/api/admin/orders/${order.orderId}/trace-codes`, { order_item_id: line.order_item_id, code }));
    codes.push(mine);
  }
  if (ship)
    await okData(
      post(app, warehouse, `/api/admin/orders/${order.orderId}/ship`, {
        carrier: '顺丰速运',
        tracking_no: `SF${String(order.orderId).padStart(12, '0')}`,
      }),
    );
  return { orderId: order.orderId, orderNo: order.orderNo, codes };
}

const download = (cookie: string, orderId: number, format: TraceHandoverFormat) =>
  get(app, cookie, orderTraceHandoverPath(orderId, format));

describe('the 追溯码 hand-over of a shipment', () => {
  it('gives one row per box with the 随货单号, the goods as an ERP knows it, the batch and its dates, as .xlsx and CSV', async () => {
    const buyer = await readyBuyer(app);
    const shipment = await scannedOrder(buyer, [2, 1]);
    const codes = await app.db
      .select({ code: traceCodes.code, goodsId: traceCodes.goodsId, batchNo: traceCodes.batchNo })
      .from(traceCodes)
      .where(eq(traceCodes.orderId, shipment.orderId))
      .orderBy(traceCodes.id);
    const expected = [];
    for (const c of codes) {
      const [g] = await app.db.select({ sku: goods.sku, approvalNo: goods.approvalNo }).from(goods).where(eq(goods.id, c.goodsId));
      const [b] = await app.db
        .select({ producedOn: goodsBatches.producedOn, expiresOn: goodsBatches.expiresOn })
        .from(goodsBatches)
        .where(and(eq(goodsBatches.goodsId, c.goodsId), eq(goodsBatches.batchNo, c.batchNo ?? '')));
      expected.push([deliveryNoteNo(shipment.orderNo), g.sku, g.approvalNo, c.batchNo, b.producedOn, b.expiresOn, c.code]);
    }
    // The seeded goods ship from one batch each, which every scan records.
    expect(codes.every((c) => c.batchNo)).toBe(true);

    for (const format of ['xlsx', 'csv'] as const) {
      const res = await download(buyer.cookie, shipment.orderId, format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(`追溯码-SH${shipment.orderNo}.${format}`)}`,
      );
      const [header, ...rows] = readSpreadsheet(`x.${format}`, res.rawPayload, [`.${format}`]);
      expect(header).toEqual([...TRACE_HANDOVER_HEADER]);
      expect(rows.map((r) => [r[0], r[1], r[5], r[6], r[7], r[8], r[9]].map(String))).toEqual(expected.map((e) => e.map(String)));
      expect(rows.map((r) => r[9])).toEqual(shipment.codes.flat());
    }
  });

  it('gives the same boxes as XML, every value escaped', async () => {
    const buyer = await readyBuyer(app);
    const shipment = await scannedOrder(buyer, [2]);
    const [line] = await app.db
      .select({ goodsId: traceCodes.goodsId })
      .from(traceCodes)
      .where(eq(traceCodes.orderId, shipment.orderId))
      .limit(1);
    await app.db.update(goods).set({ commonName: '<b>阿莫西林&"胶囊"</b>' }).where(eq(goods.id, line.goodsId));
    const res = await download(buyer.cookie, shipment.orderId, 'xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toContain(`<traceCodeHandover billNo="SH${shipment.orderNo}" count="2">`);
    expect([...xml.matchAll(/<traceCode>(\d+)<\/traceCode>/g)].map((m) => m[1])).toEqual(shipment.codes.flat());
    expect(xml).toContain('<commonName>&lt;b&gt;阿莫西林&amp;&quot;胶囊&quot;&lt;/b&gt;</commonName>');
    expect(xml).not.toContain('<b>');
  });

  it('leaves out a box scanned back with a return', async () => {
    const buyer = await readyBuyer(app);
    const shipment = await scannedOrder(buyer, [3]);
    const [back] = shipment.codes[0];
    await app.db.update(traceCodes).set({ returnedAt: new Date() }).where(eq(traceCodes.code, back));
    const [, ...rows] = readSpreadsheet('x.csv', (await download(buyer.cookie, shipment.orderId, 'csv')).rawPayload, ['.csv']);
    expect(rows.map((r) => r[9])).toEqual(shipment.codes[0].slice(1));
  });

  it('refuses in Chinese before shipping, and for an order without codes', async () => {
    const buyer = await readyBuyer(app);
    const waiting = await scannedOrder(buyer, [1], false);
    expect((await download(buyer.cookie, waiting.orderId, 'xlsx')).json()).toMatchObject({ code: 400, msg: '订单发货后才能下载追溯码' });
    const bare = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 1 }]);
    await payOrder(app, buyer, bare, 'wallet');
    await okData(
      post(app, warehouse, `/api/admin/orders/${bare.orderId}/ship`, {
        carrier: '顺丰速运',
        tracking_no: `SF${String(bare.orderId).padStart(12, '0')}`,
      }),
    );
    expect((await download(buyer.cookie, bare.orderId, 'csv')).json()).toMatchObject({ code: 400, msg: '该订单没有随货追溯码' });
  });

  it('answers 422 for a format it does not write', async () => {
    const buyer = await readyBuyer(app);
    const res = await get(app, buyer.cookie, '/api/order/1/trace_codes?format=pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('导出格式应为 xlsx、csv 或 xml');
  });

  it('is the store’s own: another store and another company’s member get 404, a visitor 401; a member of the store’s company downloads it', async () => {
    const company = await companyOwner(app);
    const shipment = await scannedOrder(company.owner, [1]);
    const stranger = await readyBuyer(app);
    expect((await download(stranger.cookie, shipment.orderId, 'xlsx')).statusCode).toBe(404);
    const otherCompany = await companyOwner(app);
    const outsider = await addMember(app, otherCompany, 'buyer');
    expect((await download(outsider.cookie, shipment.orderId, 'xlsx')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: orderTraceHandoverPath(shipment.orderId, 'xlsx') })).statusCode).toBe(401);
    for (const role of ['buyer', 'viewer'] as const) {
      const member = await addMember(app, company, role);
      expect((await download(member.cookie, shipment.orderId, 'csv')).statusCode).toBe(200);
    }
  });

  it('reads a bill’s codes for the company’s ERP by its number, with the key of that company only', async () => {
    const company = await companyOwner(app);
    const shipment = await scannedOrder(company.owner, [2, 1]);
    const key = await okData<{ secret: string }>(post(app, company.owner.cookie, '/api/company/api_keys', { name: 'ERP' }));
    const erp = (secret: string | undefined, orderNo: string) =>
      app.inject({
        method: 'GET',
        url: `/api/erp/orders/${encodeURIComponent(orderNo)}/trace_codes`,
        headers: secret ? { authorization: `Bearer ${secret}` } : {},
      });
    const bill = await okData<ErpTraceCodes>(erp(key.secret, shipment.orderNo));
    expect(bill).toMatchObject({ order_no: shipment.orderNo, bill_no: `SH${shipment.orderNo}`, store_id: company.owner.storeId });
    // By the 随货单号 printed on the 随货同行单, the same boxes.
    expect(await okData<ErpTraceCodes>(erp(key.secret, `SH${shipment.orderNo}`))).toEqual(bill);
    expect(bill.codes.map((c) => c.trace_code)).toEqual(shipment.codes.flat());
    expect(bill.codes.every((c) => c.batch_no && c.expires_on && c.goods_code)).toBe(true);

    const other = await companyOwner(app);
    const otherKey = await okData<{ secret: string }>(post(app, other.owner.cookie, '/api/company/api_keys', { name: 'ERP' }));
    expect((await erp(otherKey.secret, shipment.orderNo)).statusCode).toBe(404);
    expect((await erp(undefined, shipment.orderNo)).statusCode).toBe(401);
    expect((await erp(key.secret, 'NO-SUCH-BILL')).statusCode).toBe(404);
  });
});
