/**
 * The GSP papers of the buyer on the real PostgreSQL: the 随货同行单 PDF of a shipped order (its text
 * read back), the console's print of it, each shipped batch's 检验报告 and the supplier's 首营资料 ZIP,
 * each for its own store and the roles allowed only.
 */
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountManagers, goods, stores } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { getSetting } from '../../src/modules/content/settings.js';
import { dayAfter, seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { pdfText } from '../lib/pdf-text.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';
import { fileForm } from '../admin/catalog-fixtures.js';
import { loggedInStaff } from '../staff-fixtures.js';
import { addMember, companyOwner } from './company-fixtures.js';

const app = fileApp();
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

interface LineBatch {
  batch_id: number;
  batch_no: string;
  produced_on: string;
  expires_on: string;
  quantity: number;
  has_report: number;
}
interface Info {
  order_no: string;
  items: { id: number; name: string; batches: LineBatch[] }[];
}

let seq = 0;
/** A seed goods emptied, then received in two batches through 入库 (3 units expiring first, then 10), with a 上市许可持有人 on record. */
async function twoBatchGoods(): Promise<{ goods: TestGoods; batchNos: string[]; batchIds: number[] }> {
  const g = await seedGoods(app, 'plain', { stock: 0 });
  await app.db.update(goods).set({ licenceHolder: '示例药业控股有限公司' }).where(eq(goods.id, g.id));
  const batchNos: string[] = [];
  const batchIds: number[] = [];
  for (const [days, quantity] of [
    [200, 3],
    [500, 10],
  ]) {
    seq += 1;
    const batchNo = `G${process.pid % 1000}${String(seq).padStart(4, '0')}`;
    const batch = await okData<{ id: number }>(
      post(app, warehouse, '/api/admin/batches', {
        goods_id: g.id,
        batch_no: batchNo,
        produced_on: dayAfter(-100),
        expires_on: dayAfter(days),
        quantity,
      }),
    );
    batchNos.push(batchNo);
    batchIds.push(batch.id);
  }
  return { goods: { ...g, stock: 13 }, batchNos, batchIds };
}

const info = (b: ReadyBuyer, orderId: number) => okData<Info>(get(app, b.cookie, `/api/order/info/${orderId}`));

describe('GET /api/order/:id/delivery_note (随货同行单)', () => {
  it('draws every batch the order shipped with the GSP fields, as a PDF attachment', async () => {
    const { goods: g, batchNos } = await twoBatchGoods();
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: g, number: 5 }]);
    const line = (await info(b, order.orderId)).items[0];
    expect(line.batches.map((x) => [x.batch_no, x.quantity])).toEqual([
      [batchNos[0], 3],
      [batchNos[1], 2],
    ]);

    const res = await get(app, b.cookie, `/api/order/${order.orderId}/delivery_note`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`随货同行单-${order.orderNo}.pdf`)}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    const supplier = await getSetting(app.db, 'supplier');
    const [store] = await app.db.select({ company: stores.company }).from(stores).where(eq(stores.id, b.storeId));
    const [row] = await app.db.select().from(goods).where(eq(goods.id, g.id));
    for (const expected of [
      '随 货 同 行 单',
      `订单编号：${order.orderNo}`,
      `发货日期：${chinaToday()}`,
      `供货单位：${supplier.legal_name}`,
      `药品经营许可证：${supplier.drug_licence_no}`,
      `购货单位：${store.company}`,
      '上市许可持有人',
      '示例药业控股有限公司',
      g.name,
      row.spec,
      row.approvalNo,
      ...line.batches.flatMap((x) => [x.batch_no, x.produced_on, x.expires_on]),
      '出库专用章',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/常温\(10-30℃\)|阴凉\(≤20℃\)|冷藏\(2-10℃\)/);
    expect(text).toContain('合计：2 行，5 件');
    // The QR code to the shipment's 追溯码 (its phone order page), drawn as an image under its caption.
    expect(text).toContain('扫码查看本单追溯码');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('is refused before shipping, for another store’s order, without a session and for a bad id', async () => {
    const { goods: g } = await twoBatchGoods();
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: g, number: 1 }]);
    const unpaid = await get(app, b.cookie, `/api/order/${order.orderId}/delivery_note`);
    expect(unpaid.json()).toMatchObject({ code: 400, msg: '订单发货后才能下载随货同行单' });
    await payOrder(app, b, order, 'wallet');
    expect((await get(app, b.cookie, `/api/order/${order.orderId}/delivery_note`)).json().msg).toBe('订单发货后才能下载随货同行单');

    const shipped = await shippedOrder(app, b, [{ goods: g, number: 1 }]);
    const stranger = await readyBuyer(app);
    const other = await get(app, stranger.cookie, `/api/order/${shipped.orderId}/delivery_note`);
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('订单不存在');
    expect((await app.inject({ method: 'GET', url: `/api/order/${shipped.orderId}/delivery_note` })).statusCode).toBe(401);
    const bad = await get(app, b.cookie, '/api/order/abc/delivery_note');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('订单编号不正确');
  });

  it('is read by every role of the store, 查看 included', async () => {
    const { goods: g } = await twoBatchGoods();
    const company = await companyOwner(app);
    const order = await shippedOrder(app, company.owner, [{ goods: g, number: 1 }]);
    for (const role of ['buyer', 'finance', 'viewer'] as const) {
      const member = await addMember(app, company, role);
      const res = await get(app, member.cookie, `/api/order/${order.orderId}/delivery_note`);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });
});

describe('GET /api/admin/orders/:id/delivery_note (the warehouse’s print)', () => {
  it('prints a paid order being picked and a shipped one; refuses an unpaid order', async () => {
    const { goods: g, batchNos } = await twoBatchGoods();
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: g, number: 4 }]);
    const unpaid = await get(app, warehouse, `/api/admin/orders/${order.orderId}/delivery_note`);
    expect(unpaid.json()).toMatchObject({ code: 400, msg: '订单付款后才能打印随货同行单' });
    await payOrder(app, b, order, 'wallet');
    const res = await get(app, warehouse, `/api/admin/orders/${order.orderId}/delivery_note`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment;');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(batchNos[0]);
    expect(text).toContain(batchNos[1]);
    expect((await get(app, warehouse, '/api/admin/orders/999999999/delivery_note')).statusCode).toBe(404);
  });

  it('is for the warehouse (and administrators): other staff and buyers are refused', async () => {
    const { goods: g } = await twoBatchGoods();
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: g, number: 1 }]);
    const url = `/api/admin/orders/${order.orderId}/delivery_note`;
    const admin = await loggedInStaff(app, 'admin');
    expect((await get(app, admin.cookie, url)).statusCode).toBe(200);
    for (const role of ['customer_service', 'merchandiser', 'account_manager'] as const) {
      const staff = await loggedInStaff(app, role);
      expect((await get(app, staff.cookie, url)).statusCode, role).toBe(403);
    }
    expect((await get(app, b.cookie, url)).statusCode).toBe(401);
  });
});

describe('GET /api/order/:id/batches/:batch_id/report (检验报告 of a shipped batch)', () => {
  it('sends the buyer to the report of a batch its order shipped, and nothing of another batch or store', async () => {
    const { goods: g, batchIds } = await twoBatchGoods();
    const upload = await post(
      app,
      warehouse,
      `/api/admin/batches/${batchIds[0]}/reports`,
      fileForm('报告.pdf', '%PDF-1.4 检验报告', 'application/pdf') as never,
    );
    const [reportUrl] = upload.json().data.reports as string[];
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: g, number: 5 }]);
    const line = (await info(b, order.orderId)).items[0];
    expect(line.batches.map((x) => [x.batch_id, x.has_report])).toEqual([
      [batchIds[0], 1],
      [batchIds[1], 0],
    ]);

    const res = await get(app, b.cookie, `/api/order/${order.orderId}/batches/${batchIds[0]}/report`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(reportUrl);
    const file = await app.inject({ method: 'GET', url: reportUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const none = await get(app, b.cookie, `/api/order/${order.orderId}/batches/${batchIds[1]}/report`);
    expect(none.json()).toMatchObject({ code: 400, msg: `批号 ${line.batches[1].batch_no} 的检验报告尚未上传，请联系客户经理` });

    // A batch this order did not ship, though a report of it exists.
    const other = await twoBatchGoods();
    await post(
      app,
      warehouse,
      `/api/admin/batches/${other.batchIds[0]}/reports`,
      fileForm('报告.pdf', '%PDF-1.4 检验报告', 'application/pdf') as never,
    );
    const notShipped = await get(app, b.cookie, `/api/order/${order.orderId}/batches/${other.batchIds[0]}/report`);
    expect(notShipped.statusCode).toBe(404);
    expect(notShipped.json().msg).toBe('该订单的发货批次不存在');

    const stranger = await readyBuyer(app);
    const foreign = await get(app, stranger.cookie, `/api/order/${order.orderId}/batches/${batchIds[0]}/report`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers.location).toBeUndefined();
    expect((await get(app, b.cookie, `/api/order/${order.orderId}/batches/x/report`)).json().msg).toBe('批次编号不正确');
  });

  it('waits for the order to ship', async () => {
    const { goods: g, batchIds } = await twoBatchGoods();
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: g, number: 1 }]);
    await payOrder(app, b, order, 'wallet');
    const res = await get(app, b.cookie, `/api/order/${order.orderId}/batches/${batchIds[0]}/report`);
    expect(res.json()).toMatchObject({ code: 400, msg: '订单发货后才能下载检验报告' });
  });

  it('serves a seeded batch its drawn report: every seeded batch came with one', async () => {
    const g = await seedGoods(app);
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: g, number: 1 }]);
    const [batch] = (await info(b, order.orderId)).items[0].batches;
    expect(batch.has_report).toBe(1);
    const res = await get(app, b.cookie, `/api/order/${order.orderId}/batches/${batch.batch_id}/report`);
    expect(res.statusCode).toBe(302);
    const drawn = await app.inject({ method: 'GET', url: res.headers.location as string });
    expect(drawn.headers['content-type']).toContain('image/svg+xml');
    expect(drawn.body).toContain(batch.batch_no);
  });
});

describe('a return names its batch', () => {
  it('keeps the 批号 asked for on the request, as its detail and the order show it; a line without one shows none', async () => {
    const { goods: g, batchNos, batchIds } = await twoBatchGoods();
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: g, number: 5 }]);
    const line = (await info(b, order.orderId)).items[0];
    const request = await okData<{ id: number; items: { batch_no: string | null; number: number }[] }>(
      post(app, b.cookie, '/api/order/return', {
        order_id: order.orderId,
        type: 'return',
        reason: '近效期或过期',
        items: [
          { order_item_id: line.id, number: 2, batch_id: batchIds[1] },
          { order_item_id: line.id, number: 1 },
        ],
      }),
    );
    expect(request.items.map((i) => [i.batch_no, i.number])).toEqual([
      [batchNos[1], 2],
      [null, 1],
    ]);
    const detail = await okData<{ items: { batch_no: string | null }[] }>(get(app, b.cookie, `/api/order/returnInfo/${request.id}`));
    expect(detail.items[0].batch_no).toBe(batchNos[1]);
    const onOrder = await okData<{ after_sales: { items: { batch_no: string | null }[] }[] }>(
      get(app, b.cookie, `/api/order/info/${order.orderId}`),
    );
    expect(onOrder.after_sales[0].items[0].batch_no).toBe(batchNos[1]);
  });
});

describe('GET /api/user/supplier_documents (首营资料)', () => {
  const FILES = [
    '01-营业执照.pdf',
    '02-药品经营许可证.pdf',
    '03-GSP证书.pdf',
    '04-开户许可证.pdf',
    '05-质量保证协议.pdf',
    '06-法人授权委托书.pdf',
  ];

  it('is a ZIP of the six papers, the agreement naming the store and the 委托书 its account manager with their ID', async () => {
    const b = await readyBuyer(app);
    const [wang] = await app.db.select().from(accountManagers).where(eq(accountManagers.phone, '13900000001'));
    expect(wang.idCardNo).toMatch(/^\d{17}[\dX]$/);
    await app.db.update(stores).set({ managerId: wang.id }).where(eq(stores.id, b.storeId));
    const [store] = await app.db.select({ company: stores.company }).from(stores).where(eq(stores.id, b.storeId));
    const supplier = await getSetting(app.db, 'supplier');

    const res = await get(app, b.cookie, '/api/user/supplier_documents');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`首营资料-${supplier.legal_name}.zip`)}`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(FILES);
    const text = (name: string) => pdfText(Buffer.from(files[name]));
    for (const name of FILES) expect(Buffer.from(files[name]).subarray(0, 5).toString('latin1'), name).toBe('%PDF-');

    expect(text('01-营业执照.pdf')).toContain(supplier.credit_code);
    expect(text('02-药品经营许可证.pdf')).toContain(supplier.drug_licence_no);
    expect(text('03-GSP证书.pdf')).toContain(supplier.gsp_cert_no);
    expect(text('04-开户许可证.pdf')).toContain(supplier.bank_permit_no);
    expect(text('05-质量保证协议.pdf')).toContain(store.company);
    const letter = text('06-法人授权委托书.pdf');
    expect(letter).toContain(wang.name);
    expect(letter).toContain(wang.idCardNo);
    expect(letter).toContain(store.company);

    // The same pack again: the same bytes.
    const again = await get(app, b.cookie, '/api/user/supplier_documents');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('is drawn for the session’s own store, read by any role, and needs a login', async () => {
    const company = await companyOwner(app);
    const viewer = await addMember(app, company, 'viewer');
    const [store] = await app.db.select({ company: stores.company }).from(stores).where(eq(stores.id, company.owner.storeId));
    const res = await get(app, viewer.cookie, '/api/user/supplier_documents');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(pdfText(Buffer.from(files['05-质量保证协议.pdf']))).toContain(store.company);
    expect((await app.inject({ method: 'GET', url: '/api/user/supplier_documents' })).statusCode).toBe(401);
  });
});
