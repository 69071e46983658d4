/**
 * 冷链 shipping (issue 37): an order with a 冷链 line ships only by a cold-chain carrier; the warehouse
 * keeps the shipment's temperature record (entered, or read from the logger's CSV), flagged against the
 * goods' range, which the buyer of that order reads; the buyer may refuse a shipped order at receipt,
 * which opens a return carrying the reason and the record's summary and keeps the order from completing
 * by itself. Never another store's or company's order; readings are the warehouse's only.
 */
import type { ColdChainRecord } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterSales, orderItems, orders } from '../../src/db/schema/index.js';
import { autoCompleteOrders } from '../../src/modules/fulfilment/service.js';
import { multipartFile } from '../chat-fixtures.js';
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

const T0 = Math.floor(Date.UTC(2026, 11, 4, 0, 0, 0) / 1000);
const tracking = (orderId: number) => `SF${String(orderId).padStart(12, '0')}`;
const ship = (orderId: number, carrier: string) =>
  post(app, warehouse, `/api/admin/orders/${orderId}/ship`, { carrier, tracking_no: tracking(orderId) });
const readings = (orderId: number, body: object, cookie = warehouse) =>
  post(app, cookie, `/api/admin/orders/${orderId}/cold-chain/readings`, body);
const buyerRecord = (cookie: string, orderId: number) => get(app, cookie, `/api/order/${orderId}/cold_chain`);
const refuse = (cookie: string, orderId: number, body: object = { reason: '温度超标', note: '到货实测 12℃' }) =>
  post(app, cookie, `/api/order/${orderId}/refuse`, body);

function uploadLog(orderId: number, data: Buffer, stage = 'dispatch', cookie = warehouse) {
  const { payload, headers } = multipartFile('logger.csv', data, 'text/csv');
  return app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cold-chain/file?stage=${stage}`,
    headers: { ...headers, cookie },
    payload,
  });
}

/** A paid order of `buyer`: an ordinary line first, then a 冷链 (2~8℃) one. */
async function coldOrder(buyer: ReadyBuyer) {
  const plain = await seedGoods(app);
  const cold = await seedGoods(app, 'plain', { coldMinC: 2, coldMaxC: 8 });
  const order = await placeOrder(app, buyer, [
    { goods: plain, number: 1 },
    { goods: cold, number: 2 },
  ]);
  await payOrder(app, buyer, order, 'wallet');
  const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId)).orderBy(orderItems.id);
  // Lines count as the order lists them (by line id), which checkout need not keep in the cart's order.
  return { ...order, cold, coldLine: lines.findIndex((l) => l.goodsId === cold.id) + 1 };
}

async function shippedColdOrder(buyer: ReadyBuyer) {
  const order = await coldOrder(buyer);
  await okData(readings(order.orderId, { stage: 'dispatch', readings: [{ time: T0, temp_c: 4.2 }] }));
  await okData(ship(order.orderId, '顺丰冷运'));
  return order;
}

describe('shipping a 冷链 order', () => {
  it('is refused by an ordinary carrier naming the line and its range, and goes by a cold-chain one', async () => {
    const buyer = await readyBuyer(app);
    const order = await coldOrder(buyer);
    const res = await ship(order.orderId, '顺丰速运');
    expect(res.json()).toMatchObject({ code: 400, msg: `第${order.coldLine}行 ${order.cold.name} 为冷链商品（2~8℃），须选择冷链配送` });
    expect((await app.db.select().from(orders).where(eq(orders.id, order.orderId)))[0].status).toBe('paid');
    await okData(ship(order.orderId, '京东冷链'));
    expect((await app.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]).toMatchObject({
      status: 'shipped',
      carrier: '京东冷链',
    });
  });

  it('lets an order without 冷链 lines go by any carrier', async () => {
    const buyer = await readyBuyer(app);
    const order = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 1 }]);
    await payOrder(app, buyer, order, 'wallet');
    await okData(ship(order.orderId, '中通快递'));
    expect((await readings(order.orderId, { stage: 'dispatch', readings: [{ time: T0, temp_c: 5 }] })).json()).toMatchObject({
      code: 400,
      msg: '该订单没有冷链商品，无需温度记录',
    });
  });
});

describe('the temperature record', () => {
  it('flags readings outside the range, at dispatch and on arrival, and shows them to the buyer', async () => {
    const buyer = await readyBuyer(app);
    const order = await coldOrder(buyer);
    expect((await readings(order.orderId, { stage: 'arrival', readings: [{ time: T0, temp_c: 5 }] })).json()).toMatchObject({
      code: 400,
      msg: '订单发货后才能记录到货温度',
    });
    const entered = await okData<ColdChainRecord>(
      readings(order.orderId, {
        stage: 'dispatch',
        readings: [
          { time: T0, temp_c: 4.24 },
          { time: T0 + 600, temp_c: 8.5 },
          { time: T0 + 1200, temp_c: 1.9 },
        ],
      }),
    );
    expect(entered.cold_chain).toEqual({ min: 2, max: 8 });
    expect(entered.readings.map((r) => [r.temp_c, r.out_of_range])).toEqual([
      [4.2, 0],
      [8.5, 1],
      [1.9, 1],
    ]);
    await okData(ship(order.orderId, '自有冷藏车'));
    await okData(uploadLog(order.orderId, Buffer.from('时间,温度\r\n2026-12-04 12:00:00,6.0\n2026-12-04 12:10,9\n'), 'arrival'));
    const seen = await okData<ColdChainRecord>(buyerRecord(buyer.cookie, order.orderId));
    expect(seen.lines).toEqual([
      { line: order.coldLine, order_item_id: expect.any(Number), name: order.cold.name, cold_chain: { min: 2, max: 8 } },
    ]);
    expect(seen.readings.map((r) => [r.stage, r.time, r.temp_c, r.out_of_range, r.source])).toEqual([
      ['dispatch', T0, 4.2, 0, 'manual'],
      ['dispatch', T0 + 600, 8.5, 1, 'manual'],
      ['dispatch', T0 + 1200, 1.9, 1, 'manual'],
      ['arrival', T0 + 4 * 3600, 6, 0, 'file'],
      ['arrival', T0 + 4 * 3600 + 600, 9, 1, 'file'],
    ]);
    expect(seen.out_of_range).toBe(3);
    expect(seen.can_refuse).toBe(1);
  });

  it('refuses a logger file that is not a CSV of time and temperature, in Chinese, keeping nothing of it', async () => {
    const buyer = await readyBuyer(app);
    const order = await coldOrder(buyer);
    const cases: [Buffer, string][] = [
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        '温度记录文件不是 CSV 文本，请导出为 CSV（时间,温度）',
      ],
      [Buffer.from([0xc3, 0x28, 0x2c, 0x35]), '温度记录文件不是 UTF-8 编码的 CSV，请导出为 CSV（时间,温度）'],
      [Buffer.from('time,temperature\n2026-12-04 08:00,5\n2026-12-04 08:10,abc\n'), '第3行的温度「abc」不是数字'],
      [Buffer.from('2026-13-04 08:00,5\n'), '第1行的时间「2026-13-04 08:00」不正确，应如 2026-12-04 08:30:00'],
      [Buffer.from('2026-12-04 08:00,5,extra\n'), '第1行应为两列：时间,温度'],
      [Buffer.from('time,temperature\n'), '温度记录文件没有数据行，格式应为：时间,温度'],
      [Buffer.alloc(300 * 1024, '2026-12-04 08:00,5\n'), '温度记录文件不能超过256KB'],
    ];
    for (const [data, msg] of cases) {
      const res = await uploadLog(order.orderId, data);
      expect(res.statusCode, msg).toBe(422);
      expect(res.json().msg).toBe(msg);
    }
    expect((await okData<ColdChainRecord>(get(app, warehouse, `/api/admin/orders/${order.orderId}/cold-chain`))).readings).toEqual([]);
  });

  it('takes entered readings only within what a logger reads, with the first field message', async () => {
    const buyer = await readyBuyer(app);
    const order = await coldOrder(buyer);
    const res = await readings(order.orderId, { stage: 'dispatch', readings: [{ time: T0, temp_c: 99 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('温度应在-50到60℃之间');
    expect((await readings(order.orderId, { stage: 'soon', readings: [{ time: T0, temp_c: 5 }] })).statusCode).toBe(422);
  });

  it('is posted by the warehouse only: not a buyer, a merchandiser or an account manager', async () => {
    const buyer = await readyBuyer(app);
    const order = await coldOrder(buyer);
    const body = { stage: 'dispatch', readings: [{ time: T0, temp_c: 5 }] };
    expect((await readings(order.orderId, body, buyer.cookie)).statusCode).toBe(401);
    for (const role of ['merchandiser', 'account_manager', 'reviewer'] as const) {
      const { cookie } = await loggedInStaff(app, role);
      expect((await readings(order.orderId, body, cookie)).statusCode).toBe(403);
      expect((await uploadLog(order.orderId, Buffer.from('2026-12-04 08:00,5\n'), 'dispatch', cookie)).statusCode).toBe(403);
    }
    const { cookie: merch } = await loggedInStaff(app, 'merchandiser');
    expect((await get(app, merch, `/api/admin/orders/${order.orderId}/cold-chain`)).statusCode).toBe(403);
    expect((await okData<ColdChainRecord>(get(app, warehouse, `/api/admin/orders/${order.orderId}/cold-chain`))).readings).toEqual([]);
  });
});

describe('拒收 at receipt', () => {
  it('opens a return of every unit with the reason and the record, and the order does not complete by itself', async () => {
    const buyer = await readyBuyer(app);
    const order = await shippedColdOrder(buyer);
    await okData(readings(order.orderId, { stage: 'arrival', readings: [{ time: T0 + 7200, temp_c: 12 }] }));
    const record = await okData<ColdChainRecord>(refuse(buyer.cookie, order.orderId));
    expect(record.refusal).toMatchObject({ reason: '温度超标', note: '到货实测 12℃', after_sale_status: 'pending' });
    expect(record.can_refuse).toBe(0);
    const [request] = await app.db.select().from(afterSales).where(eq(afterSales.orderId, order.orderId));
    expect(request.id).toBe(record.refusal?.after_sale_id);
    expect(request).toMatchObject({ type: 'return', status: 'pending', storeId: buyer.storeId });
    expect(request.reason).toBe('拒收：温度超标；到货实测 12℃；温度记录：发货 1 条、到货 1 条，实测 4.2~12℃，超出2~8℃ 1 条');
    expect(request.items.map((i) => i.number).sort()).toEqual([1, 2]);
    // The buyer's own after-sales list shows it as any return.
    const list = await okData<{ list: { id: number }[] }>(get(app, buyer.cookie, '/api/order/returns'));
    expect(list.list.map((r) => r.id)).toContain(request.id);

    expect((await refuse(buyer.cookie, order.orderId)).json()).toMatchObject({ code: 400, msg: '该订单已拒收，请等待平台处理' });
    await app.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(orders.id, order.orderId));
    await autoCompleteOrders(app.db);
    expect((await app.db.select().from(orders).where(eq(orders.id, order.orderId)))[0].status).toBe('shipped');
  });

  it('is for shipped orders only, with a reason from the list', async () => {
    const buyer = await readyBuyer(app);
    const paid = await coldOrder(buyer);
    expect((await refuse(buyer.cookie, paid.orderId)).json()).toMatchObject({ code: 400, msg: '只有已发货、尚未确认收货的订单可以拒收' });
    const shipped = await shippedColdOrder(buyer);
    const bad = await refuse(buyer.cookie, shipped.orderId, { reason: '不想要了' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('请选择拒收原因');
    await okData(refuse(buyer.cookie, shipped.orderId, { reason: '无随货同行单' }));
  });

  it('never reaches another store’s or company’s order, and is closed to a 查看 member', async () => {
    const { owner, companyId } = await companyOwner(app);
    const order = await shippedColdOrder(owner);
    const stranger = await readyBuyer(app);
    const otherCompany = (await companyOwner(app)).owner;
    for (const other of [stranger, otherCompany]) {
      const read = await buyerRecord(other.cookie, order.orderId);
      expect(read.statusCode).toBe(404);
      expect(read.json().msg).toBe('订单不存在');
      expect((await refuse(other.cookie, order.orderId)).statusCode).toBe(404);
    }
    const viewer = await addMember(app, { owner, companyId }, 'viewer');
    expect((await okData<ColdChainRecord>(buyerRecord(viewer.cookie, order.orderId))).readings).toHaveLength(1);
    expect((await refuse(viewer.cookie, order.orderId)).statusCode).toBe(403);
    expect(await app.db.select().from(afterSales).where(eq(afterSales.orderId, order.orderId))).toHaveLength(0);
  });
});
