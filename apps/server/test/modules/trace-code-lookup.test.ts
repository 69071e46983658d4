/**
 * A box's 追溯码 scanned on the phone (issue 38): GET /api/goods/trace_code names the goods by the box shipped
 * to the store (with its batch and expiry), by the code's 药品标识码, or by a GS1 code's GTIN as the goods'
 * 条码 (with the batch and expiry the code carries); another store's box tells nothing of its batch.
 */
import { type OrderTraceCodes, type TraceGoods } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods, traceCodes } from '../../src/db/schema/index.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { loggedInStaff } from '../staff-fixtures.js';
import { addMember, companyOwner } from './company-fixtures.js';

const app = fileApp();
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

let serial = 0;
/** A 药品标识码 of this file's own (the demo catalogue's are 8 and its place, 8000…). */
const newPrefix = () => `8977${String(++serial).padStart(3, '0')}`;
const boxOf = (prefix: string) => `${prefix}${String(++serial).padStart(13, '0')}`;

/** A 69 EAN-13 with its check digit, unique to this file. */
function newBarcode(): string {
  const body = `69771${String(++serial).padStart(7, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const lookup = (cookie: string, code: string) => get(app, cookie, `/api/goods/trace_code?code=${encodeURIComponent(code)}`);

/** A goods with a 药品标识码, shipped to `buyer` with one box scanned: the box's code and batch. */
async function shippedBox(buyer: ReadyBuyer) {
  const item = await seedGoods(app);
  const prefix = newPrefix();
  await app.db
    .update(goods)
    .set({ tracePrefixes: [prefix] })
    .where(eq(goods.id, item.id));
  const order = await placeOrder(app, buyer, [{ goods: item, number: 1 }]);
  await payOrder(app, buyer, order, 'wallet');
  const view = await okData<OrderTraceCodes>(get(app, warehouse, `/api/admin/orders/${order.orderId}/trace-codes`));
  const code = boxOf(prefix);
  await okData(
    post(app, warehouse, `/api/admin/orders/${order.orderId}/trace-codes`, { order_item_id: view.lines[0].order_item_id, code }),
  );
  const [row] = await app.db.select({ batchNo: traceCodes.batchNo }).from(traceCodes).where(eq(traceCodes.code, code));
  return { goodsId: item.id, prefix, code, batchNo: row.batchNo };
}

describe('a 追溯码 scanned on the phone', () => {
  it('names the goods and the batch of a box shipped to the store', async () => {
    const buyer = await readyBuyer(app);
    const box = await shippedBox(buyer);
    expect(box.batchNo).toBeTruthy();
    const found = await okData<TraceGoods>(lookup(buyer.cookie, box.code));
    expect(found).toMatchObject({ goods_id: box.goodsId, batch_no: box.batchNo });
    expect(found.expires_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names the goods of any box by its 药品标识码, without a batch', async () => {
    const buyer = await readyBuyer(app);
    const item = await seedGoods(app);
    const prefix = newPrefix();
    await app.db
      .update(goods)
      .set({ tracePrefixes: [prefix] })
      .where(eq(goods.id, item.id));
    expect(await okData<TraceGoods>(lookup(buyer.cookie, boxOf(prefix)))).toEqual({ goods_id: item.id, batch_no: null, expires_on: null });
  });

  it('names the goods of a GS1 code by its GTIN as the goods’ 条码, with the batch and expiry the code carries, in either form', async () => {
    const buyer = await readyBuyer(app);
    const item = await seedGoods(app);
    const barcode = newBarcode();
    await app.db.update(goods).set({ barcode }).where(eq(goods.id, item.id));
    const want = { goods_id: item.id, batch_no: 'B2401', expires_on: '2027-06-30' };
    expect(await okData<TraceGoods>(lookup(buyer.cookie, `(01)0${barcode}(17)270600(10)B2401(21)SN0001`))).toEqual(want);
    expect(await okData<TraceGoods>(lookup(buyer.cookie, `010${barcode}1727060010B2401\u001d21SN0002`))).toEqual(want);
  });

  it('answers 404 in Chinese for a code no goods on sale owns, and for a goods taken off sale', async () => {
    const buyer = await readyBuyer(app);
    const nobody = boxOf(newPrefix());
    const res = await lookup(buyer.cookie, nobody);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(`未找到追溯码 ${nobody} 对应的在售商品`);
    const item = await seedGoods(app);
    const prefix = newPrefix();
    await app.db
      .update(goods)
      .set({ tracePrefixes: [prefix], onSale: false })
      .where(eq(goods.id, item.id));
    expect((await lookup(buyer.cookie, boxOf(prefix))).statusCode).toBe(404);
  });

  it('answers 422 with the parser’s words for what is no 追溯码', async () => {
    const buyer = await readyBuyer(app);
    for (const [code, msg] of [
      ['123', '追溯码须为20位数字'],
      ['', '请扫描或输入追溯码'],
    ]) {
      const res = await lookup(buyer.cookie, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('tells another store or company nothing of a box’s batch: the goods by its 药品标识码 only', async () => {
    const company = await companyOwner(app);
    const box = await shippedBox(company.owner);
    const stranger = await readyBuyer(app);
    const otherCompany = await companyOwner(app);
    const outsider = await addMember(app, otherCompany, 'buyer');
    for (const cookie of [stranger.cookie, outsider.cookie])
      expect(await okData<TraceGoods>(lookup(cookie, box.code))).toEqual({ goods_id: box.goodsId, batch_no: null, expires_on: null });
    // A box of another store whose goods' 药品标识码 changed since is not found: the box is not this store's to read.
    await app.db.update(goods).set({ tracePrefixes: [] }).where(eq(goods.id, box.goodsId));
    expect((await lookup(stranger.cookie, box.code)).statusCode).toBe(404);
    expect((await okData<TraceGoods>(lookup(company.owner.cookie, box.code))).batch_no).toBe(box.batchNo);
  });

  it('is for a logged-in store, any role: a visitor gets 401, a 采购员 and a 查看 member read it', async () => {
    const company = await companyOwner(app);
    const box = await shippedBox(company.owner);
    expect((await app.inject({ method: 'GET', url: `/api/goods/trace_code?code=${box.code}` })).statusCode).toBe(401);
    for (const role of ['buyer', 'viewer'] as const) {
      const member = await addMember(app, company, role);
      expect((await okData<TraceGoods>(lookup(member.cookie, box.code))).batch_no).toBe(box.batchNo);
    }
  });
});
