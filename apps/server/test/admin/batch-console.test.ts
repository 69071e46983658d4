/**
 * The console's batch pages on the real PostgreSQL: the 效期看板 (windows, warehouses, values, the
 * expired list), the warehouse's batch override before shipping (under concurrency too, refusals
 * writing nothing) and the bad input of 入库 the other batch tests leave out.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, batchLedger, goods, goodsBatches, orderLineBatches } from '../../src/db/schema/index.js';
import { lockExpiredBatches } from '../../src/modules/batches/stock.js';
import { dayAfter, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer } from '../ops/order-flow.js';
import { auditRowsOf, loggedInStaff } from '../staff-fixtures.js';
import { fileForm, newGoods, PNG } from './catalog-fixtures.js';

// Concurrency tests below hold several transactions at once.
const app = fileApp(8);
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

let seq = 0;
const batchNo = () => `C${process.pid % 1000}${String((seq += 1)).padStart(4, '0')}`;

/** A batch straight in the database (an expired one cannot be received), with its receipt in the ledger. */
async function insertBatch(
  goodsId: number,
  b: { days: number; quantity: number; status?: 'sellable' | 'locked' | 'expired' },
): Promise<number> {
  const [row] = await app.db
    .insert(goodsBatches)
    .values({
      goodsId,
      batchNo: batchNo(),
      producedOn: dayAfter(b.days - 700),
      expiresOn: dayAfter(b.days),
      quantity: b.quantity,
      status: b.status ?? 'sellable',
    })
    .returning({ id: goodsBatches.id });
  await app.db
    .insert(batchLedger)
    .values({ batchId: row.id, goodsId, kind: 'receipt', quantityDelta: b.quantity, actor: 'system:ops', reason: '测试' });
  return row.id;
}

/** Receives a batch through 入库, answering its id. */
const receive = async (goodsId: number, days: number, quantity: number) =>
  (
    await okData<{ id: number }>(
      post(app, warehouse, '/api/admin/batches', {
        goods_id: goodsId,
        batch_no: batchNo(),
        produced_on: dayAfter(-100),
        expires_on: dayAfter(days),
        quantity,
      }),
    )
  ).id;

describe('效期看板', () => {
  type Page = {
    list: { id: number; days_left: number; value: number; warehouse_name: string; quantity: number; reserved: number }[];
    total: number;
    units: number;
    value: number;
  };

  it('lists a warehouse’s batches expiring within 30, 90 and 180 days, the first first, with units and value; and the expired ones', async () => {
    const admin = (await loggedInStaff(app, 'admin')).cookie;
    const made = await okData<{ id: number }>(
      post(app, admin, '/api/admin/warehouses', { name: `效期测试仓${process.pid % 1000}`, sort: 0, is_active: 1 }),
    );
    const w = made.id;
    const a = await newGoods(app, { price: 1250, stock: 0, warehouseId: w });
    const b = await newGoods(app, { price: 800, stock: 0, warehouseId: w });
    const in10 = await insertBatch(a.id, { days: 10, quantity: 4 });
    const in60 = await insertBatch(b.id, { days: 60, quantity: 3 });
    const in150 = await insertBatch(a.id, { days: 150, quantity: 2, status: 'locked' });
    await insertBatch(a.id, { days: 400, quantity: 9 });
    const past = await insertBatch(b.id, { days: -3, quantity: 5, status: 'expired' });
    const pastUnlocked = await insertBatch(a.id, { days: -1, quantity: 1 });
    await insertBatch(b.id, { days: 20, quantity: 0 });

    const page = (path: string) =>
      okData<Page>(get(app, warehouse, `/api/admin/batches/${path}${path.includes('?') ? '&' : '?'}warehouse_id=${w}`));
    const d30 = await page('expiring');
    expect(d30.list.map((r) => r.id)).toEqual([in10]);
    expect(d30.list[0]).toMatchObject({ days_left: 10, value: 50, warehouse_name: `效期测试仓${process.pid % 1000}` });
    expect((await page('expiring?days=90')).list.map((r) => r.id)).toEqual([in10, in60]);
    const d180 = await page('expiring?days=180');
    expect(d180).toMatchObject({ total: 3, units: 9, value: 50 + 24 + 25 });
    expect(d180.list.map((r) => r.id)).toEqual([in10, in60, in150]);
    expect((await page(`expiring?days=180&keywords=${b.sku}`)).list.map((r) => r.id)).toEqual([in60]);
    const expired = await page('expired');
    expect(expired.list.map((r) => [r.id, r.days_left])).toEqual([
      [past, -3],
      [pastUnlocked, -1],
    ]);
    expect(expired).toMatchObject({ total: 2, units: 6, value: 40 + 12.5 });

    const summary = await okData<{ warehouse_id: number; within_30: object; within_90: object; within_180: object; expired: object }[]>(
      get(app, warehouse, '/api/admin/batches/expiry-summary'),
    );
    expect(summary.find((s) => s.warehouse_id === w)).toEqual({
      warehouse_id: w,
      warehouse_name: `效期测试仓${process.pid % 1000}`,
      within_30: { batches: 1, units: 4, value: 50 },
      within_90: { batches: 2, units: 7, value: 74 },
      within_180: { batches: 3, units: 9, value: 99 },
      expired: { batches: 2, units: 6, value: 52.5 },
    });
    expect(summary.length).toBeGreaterThanOrEqual(4);
  });

  it('counts units reserved for orders not shipped as still in the warehouse', async () => {
    const g = await seedGoods(app, 'plain', { stock: 0 });
    const id = await receive(g.id, 20, 6);
    const buyer = await readyBuyer(app);
    const order = await placeOrder(app, buyer, [{ goods: { ...g, stock: 6 }, number: 2 }]);
    await payOrder(app, buyer, order, 'wallet');
    const [w] = await app.db.select({ w: goods.warehouseId }).from(goods).where(eq(goods.id, g.id));
    const d30 = await okData<Page>(get(app, warehouse, `/api/admin/batches/expiring?warehouse_id=${w.w}&page_size=100`));
    const row = d30.list.find((r) => r.id === id);
    expect(row).toMatchObject({ quantity: 4, reserved: 2, value: (6 * g.basePrice) / 100 });
  });

  it.each([
    ['/api/admin/batches/expiring?days=45', '到期天数只能是30、90或180'],
    ['/api/admin/batches/expiring?days=abc', '到期天数只能是30、90或180'],
    ['/api/admin/batches/expiring?warehouse_id=-1', '仓库不正确'],
    ['/api/admin/batches/expired?page_size=500', '每页数量不能超过100'],
  ])('refuses %s with 422 %s', async (url, msg) => {
    const res = await get(app, warehouse, url);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('is for the warehouse and merchandisers: a buyer and other roles are refused', async () => {
    const buyer = await readyBuyer(app);
    for (const path of ['expiring', 'expired', 'expiry-summary']) {
      expect((await get(app, buyer.cookie, `/api/admin/batches/${path}`)).statusCode).toBe(401);
      expect((await get(app, (await loggedInStaff(app, 'customer_service')).cookie, `/api/admin/batches/${path}`)).statusCode).toBe(403);
      expect((await get(app, (await loggedInStaff(app, 'merchandiser')).cookie, `/api/admin/batches/${path}`)).json().code).toBe(10000);
    }
  });
});

describe('the goods picker of 入库', () => {
  it('lets the warehouse pick among the goods of one warehouse', async () => {
    const admin = (await loggedInStaff(app, 'admin')).cookie;
    const w = (
      await okData<{ id: number }>(
        post(app, admin, '/api/admin/warehouses', { name: `选品测试仓${process.pid % 1000}`, sort: 0, is_active: 1 }),
      )
    ).id;
    const g = await newGoods(app, { stock: 0, warehouseId: w });
    const other = await newGoods(app, { stock: 0 });
    const picks = await okData<{ id: number }[]>(
      get(app, warehouse, `/api/admin/pick/goods?keywords=${encodeURIComponent('管理测试品')}&warehouse_id=${w}`),
    );
    expect(picks.map((p) => p.id)).toEqual([g.id]);
    const all = await okData<{ id: number }[]>(get(app, warehouse, `/api/admin/pick/goods?keywords=${other.sku}`));
    expect(all.map((p) => p.id)).toEqual([other.id]);
    expect((await get(app, (await loggedInStaff(app, 'customer_service')).cookie, '/api/admin/pick/goods')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/orders/:id/line-batch (发货批次)', () => {
  /** A paid order of one line of `number` units of a goods whose batches are received as given; FEFO took the first to expire. */
  async function paidOrder(spec: { days: number; quantity: number }[], number: number) {
    const g = await seedGoods(app, 'plain', { stock: 0 });
    const batchIds: number[] = [];
    for (const b of spec) batchIds.push(await receive(g.id, b.days, b.quantity));
    const buyer = await readyBuyer(app);
    const order = await placeOrder(app, buyer, [{ goods: g, number }]);
    await payOrder(app, buyer, order, 'wallet');
    const detail = await okData<{
      order: { items: { id: number; batches: { batch_id: number; batch_no: string; quantity: number }[] }[] };
    }>(get(app, warehouse, `/api/admin/orders/${order.orderId}`));
    return { goods: g, batchIds, buyer, orderId: order.orderId, item: detail.order.items[0] };
  }

  const held = (orderId: number) =>
    app.db
      .select({ batchId: orderLineBatches.batchId, quantity: orderLineBatches.quantity })
      .from(orderLineBatches)
      .where(eq(orderLineBatches.orderId, orderId))
      .orderBy(asc(orderLineBatches.batchId));
  const units = (ids: number[]) =>
    app.db
      .select({ id: goodsBatches.id, quantity: goodsBatches.quantity, reserved: goodsBatches.reserved })
      .from(goodsBatches)
      .where(inArray(goodsBatches.id, ids))
      .orderBy(asc(goodsBatches.id));
  const ledgerCount = async (orderId: number) =>
    (await app.db.select({ n: count() }).from(batchLedger).where(eq(batchLedger.orderId, orderId)))[0].n;

  it('shows the FEFO picks and moves a line onto another batch: the reservation moves in the ledger, the audit row names the reason', async () => {
    const { batchIds, orderId, item } = await paidOrder(
      [
        { days: 200, quantity: 5 },
        { days: 500, quantity: 8 },
      ],
      3,
    );
    expect(item.batches.map((b) => [b.batch_id, b.quantity])).toEqual([[batchIds[0], 3]]);
    const res = await post(app, warehouse, `/api/admin/orders/${orderId}/line-batch`, {
      order_item_id: item.id,
      from_batch_id: batchIds[0],
      to_batch_id: batchIds[1],
      reason: '门店要求远效期',
    });
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: expect.stringMatching(new RegExp(`^已将3件从批次 ${item.batches[0].batch_no} 改为批次 C\\d+$`)),
    });
    expect(await held(orderId)).toEqual([{ batchId: batchIds[1], quantity: 3 }]);
    expect(await units(batchIds)).toEqual([
      { id: batchIds[0], quantity: 5, reserved: 0 },
      { id: batchIds[1], quantity: 5, reserved: 3 },
    ]);
    const moves = await app.db
      .select({
        batchId: batchLedger.batchId,
        kind: batchLedger.kind,
        q: batchLedger.quantityDelta,
        r: batchLedger.reservedDelta,
        reason: batchLedger.reason,
        actor: batchLedger.actor,
      })
      .from(batchLedger)
      .where(and(eq(batchLedger.orderId, orderId), inArray(batchLedger.kind, ['release', 'reserve'])))
      .orderBy(asc(batchLedger.id));
    expect(moves.slice(1).map((m) => [m.batchId, m.kind, m.q, m.r, m.reason])).toEqual([
      [batchIds[0], 'release', 3, -3, '更换发货批次：门店要求远效期'],
      [batchIds[1], 'reserve', -3, 3, '更换发货批次：门店要求远效期'],
    ]);
    expect(moves[1].actor).toMatch(/^staff:\d+$/);
    const [row] = await auditRowsOf(app, 'order', orderId);
    expect(row).toMatchObject({
      action: 'order.line_batch',
      after: expect.objectContaining({ batch_id: batchIds[1], quantity: 3, reason: '门店要求远效期' }),
    });

    // Shipping takes the units from the batch now held; the buyer's order shows it.
    await okData(post(app, warehouse, `/api/admin/orders/${orderId}/ship`, { carrier: '顺丰速运', tracking_no: `SF${orderId}0001` }));
    expect(await units(batchIds)).toEqual([
      { id: batchIds[0], quantity: 5, reserved: 0 },
      { id: batchIds[1], quantity: 5, reserved: 0 },
    ]);
  });

  it('merges onto a batch the line already holds part of', async () => {
    const { batchIds, orderId, item } = await paidOrder(
      [
        { days: 200, quantity: 2 },
        { days: 300, quantity: 10 },
      ],
      5,
    );
    expect(item.batches.map((b) => [b.batch_id, b.quantity])).toEqual([
      [batchIds[0], 2],
      [batchIds[1], 3],
    ]);
    await okData(
      post(app, warehouse, `/api/admin/orders/${orderId}/line-batch`, {
        order_item_id: item.id,
        from_batch_id: batchIds[0],
        to_batch_id: batchIds[1],
        reason: '整批发货',
      }),
    );
    expect(await held(orderId)).toEqual([{ batchId: batchIds[1], quantity: 5 }]);
    expect(await units(batchIds)).toEqual([
      { id: batchIds[0], quantity: 2, reserved: 0 },
      { id: batchIds[1], quantity: 5, reserved: 5 },
    ]);
  });

  it('refuses a batch that may not ship, in Chinese, and writes nothing', async () => {
    const {
      goods: g,
      batchIds,
      orderId,
      item,
    } = await paidOrder(
      [
        { days: 200, quantity: 4 },
        { days: 400, quantity: 2 },
      ],
      4,
    );
    const locked = await insertBatch(g.id, { days: 600, quantity: 10, status: 'locked' });
    const pastDate = await insertBatch(g.id, { days: -1, quantity: 10 });
    const expired = await insertBatch(g.id, { days: -5, quantity: 10, status: 'expired' });
    const otherGoods = await receive((await seedGoods(app, 'plain', { stock: 0 })).id, 600, 10);
    const other = await paidOrder([{ days: 300, quantity: 3 }], 1);
    const ids = [...batchIds, locked, pastDate, expired, otherGoods];
    const before = {
      units: await units(ids),
      held: await held(orderId),
      ledger: await ledgerCount(orderId),
      audits: (await auditRowsOf(app, 'order', orderId)).length,
    };
    const body = (change: object) => ({
      order_item_id: item.id,
      from_batch_id: batchIds[0],
      to_batch_id: batchIds[1],
      reason: '测试',
      ...change,
    });

    const cases: [object, number, string][] = [
      [
        {},
        200,
        `批次 ${(await app.db.select().from(goodsBatches).where(eq(goodsBatches.id, batchIds[1])))[0].batchNo} 可用库存仅2件，该商品需要4件`,
      ],
      [{ to_batch_id: locked }, 200, '已锁定，不能发货'],
      [{ to_batch_id: pastDate }, 200, '已过有效期，不能发货'],
      [{ to_batch_id: expired }, 200, '已过有效期，不能发货'],
      [{ to_batch_id: otherGoods }, 422, '所选批次不是该商品的批次'],
      [{ to_batch_id: 999_999_999 }, 422, '所选批次不是该商品的批次'],
      [{ to_batch_id: batchIds[0] }, 422, '请选择另一个批次'],
      [{ from_batch_id: batchIds[1], to_batch_id: batchIds[0] }, 422, '该商品没有占用这个批次的库存'],
      [{ order_item_id: other.item.id }, 422, '该订单没有这件商品'],
      [{ reason: '  ' }, 422, '请填写更换原因'],
      [{ to_batch_id: 'x' }, 422, '新批次不正确'],
      [{ from_batch_id: 0 }, 422, '原批次不正确'],
      [{ extra: 1 }, 422, ''],
    ];
    for (const [change, status, msg] of cases) {
      const res = await post(app, warehouse, `/api/admin/orders/${orderId}/line-batch`, body(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().code, res.body).not.toBe(10000);
      expect(res.json().msg).toContain(msg);
    }
    expect(await units(ids)).toEqual(before.units);
    expect(await held(orderId)).toEqual(before.held);
    expect(await ledgerCount(orderId)).toBe(before.ledger);
    expect((await auditRowsOf(app, 'order', orderId)).length).toBe(before.audits);

    // The daily job changes nothing of this: the expired batch stays refused.
    await lockExpiredBatches(app.db);
    const again = await post(app, warehouse, `/api/admin/orders/${orderId}/line-batch`, body({ to_batch_id: pastDate }));
    expect(again.json().msg).toContain('已过有效期，不能发货');
    expect(await held(orderId)).toEqual(before.held);
  });

  it('honours the line’s 效期要求', async () => {
    const g = await seedGoods(app, 'plain', { stock: 0 });
    const far = await receive(g.id, 500, 5);
    const near = await receive(g.id, 100, 5);
    const buyer = await readyBuyer(app);
    const order = await placeOrder(app, buyer, [{ goods: g, number: 2 }], { validity: { [g.id]: 12 } });
    await payOrder(app, buyer, order, 'wallet');
    const placed = { order_id: order.orderId };
    const [line] = await app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, placed.order_id));
    expect(line.batchId).toBe(far);
    const res = await post(app, warehouse, `/api/admin/orders/${placed.order_id}/line-batch`, {
      order_item_id: line.orderItemId,
      from_batch_id: far,
      to_batch_id: near,
      reason: '先发近效期',
    });
    expect(res.json().msg).toMatch(/不满足买家的效期要求（剩余效期12个月以上）$/);
    expect(await held(placed.order_id)).toEqual([{ batchId: far, quantity: 2 }]);
  });

  it('is only for a paid order not shipped yet', async () => {
    const { batchIds, orderId, item } = await paidOrder(
      [
        { days: 200, quantity: 4 },
        { days: 400, quantity: 4 },
      ],
      1,
    );
    await okData(post(app, warehouse, `/api/admin/orders/${orderId}/ship`, { carrier: '顺丰速运', tracking_no: `SF${orderId}0002` }));
    const res = await post(app, warehouse, `/api/admin/orders/${orderId}/line-batch`, {
      order_item_id: item.id,
      from_batch_id: batchIds[0],
      to_batch_id: batchIds[1],
      reason: '晚了',
    });
    expect(res.json()).toMatchObject({ code: 400, msg: '只有待发货的订单可以更换发货批次' });
    expect(
      (
        await post(app, warehouse, '/api/admin/orders/999999999/line-batch', {
          order_item_id: 1,
          from_batch_id: 1,
          to_batch_id: 2,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('two overrides racing for the last free units of a batch: exactly one moves, nothing negative, the ledger adds up', async () => {
    const g = await seedGoods(app, 'plain', { stock: 0 });
    const first = await receive(g.id, 200, 10);
    const target = await receive(g.id, 600, 5);
    const orders = [];
    for (let i = 0; i < 2; i += 1) {
      const buyer = await readyBuyer(app);
      const order = await placeOrder(app, buyer, [{ goods: g, number: 5 }]);
      await payOrder(app, buyer, order, 'wallet');
      const [line] = await app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, order.orderId));
      orders.push({ id: order.orderId, item: line.orderItemId });
    }
    const results = await Promise.all(
      orders.map((o) =>
        post(app, warehouse, `/api/admin/orders/${o.id}/line-batch`, {
          order_item_id: o.item,
          from_batch_id: first,
          to_batch_id: target,
          reason: '并发测试',
        }),
      ),
    );
    const codes = results.map((r) => r.json().code as number).sort((x, y) => x - y);
    expect(codes).toEqual([400, 10000]);
    expect(results.find((r) => r.json().code === 400)?.json().msg).toMatch(/可用库存仅0件，该商品需要5件$/);
    expect(await units([first, target])).toEqual([
      { id: first, quantity: 5, reserved: 5 },
      { id: target, quantity: 0, reserved: 5 },
    ]);
    const sums = await app.db
      .select({
        id: batchLedger.batchId,
        q: sql<number>`sum(${batchLedger.quantityDelta})::int`,
        r: sql<number>`sum(${batchLedger.reservedDelta})::int`,
      })
      .from(batchLedger)
      .where(inArray(batchLedger.batchId, [first, target]))
      .groupBy(batchLedger.batchId)
      .orderBy(asc(batchLedger.batchId));
    expect(sums).toEqual([
      { id: first, q: 5, r: 5 },
      { id: target, q: 0, r: 5 },
    ]);
    const [{ stock }] = await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, g.id));
    expect(stock).toBe(5);
  });

  it('is for the warehouse: a buyer, a merchandiser and an account manager are refused', async () => {
    const { batchIds, orderId, item } = await paidOrder(
      [
        { days: 200, quantity: 2 },
        { days: 400, quantity: 2 },
      ],
      1,
    );
    const body = { order_item_id: item.id, from_batch_id: batchIds[0], to_batch_id: batchIds[1], reason: '越权' };
    const buyer = await readyBuyer(app);
    expect((await post(app, buyer.cookie, `/api/admin/orders/${orderId}/line-batch`, body)).statusCode).toBe(401);
    for (const role of ['merchandiser', 'account_manager'] as const) {
      expect((await post(app, (await loggedInStaff(app, role)).cookie, `/api/admin/orders/${orderId}/line-batch`, body)).statusCode).toBe(
        403,
      );
    }
    expect(await held(orderId)).toEqual([{ batchId: batchIds[0], quantity: 1 }]);
    const audits = await app.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));
    expect(audits[0].n).toBe(0);
  });
});

describe('bad input of 入库', () => {
  it.each([
    [{ expires_on: 'same' }, '有效期至须晚于生产日期'],
    [{ quantity: 2.5 }, '入库数量必须是整数'],
    [{ quantity: 'abc' }, '入库数量不正确'],
    [{ produced_on: 'tomorrow' }, '生产日期不能晚于今天'],
    [{ expires_on: '2026/05/01' }, '有效期至格式须为YYYY-MM-DD'],
    [{ batch_no: '' }, '请填写批号'],
  ] as [Record<string, unknown>, string][])('refuses %j with 422 %s and writes nothing', async (change, msg) => {
    const g = await newGoods(app, { stock: 0 });
    const body = { goods_id: g.id, batch_no: batchNo(), produced_on: dayAfter(-30), expires_on: dayAfter(300), quantity: 10, ...change };
    if (change.expires_on === 'same') body.expires_on = body.produced_on;
    if (change.produced_on === 'tomorrow') body.produced_on = dayAfter(1);
    const batches = async () => (await app.db.select({ n: count() }).from(goodsBatches).where(eq(goodsBatches.goodsId, g.id)))[0].n;
    const before = await batches();
    const res = await post(app, warehouse, '/api/admin/batches', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await batches()).toBe(before);
    expect(await auditRowsOf(app, 'goods', g.id)).toEqual([]);
  });

  it('refuses a goods that does not exist', async () => {
    const res = await post(app, warehouse, '/api/admin/batches', {
      goods_id: 999_999_999,
      batch_no: 'X1',
      produced_on: dayAfter(-30),
      expires_on: dayAfter(300),
      quantity: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('商品不存在');
  });

  it.each([
    ['a text file called .pdf', '检验报告.pdf', 'not a pdf, just text', 'application/pdf'],
    ['a web page', '检验报告.html', '<html><script>alert(1)</script></html>', 'text/html'],
    ['a PNG called .pdf', '检验报告.pdf', PNG, 'application/pdf'],
    ['a spreadsheet', '检验报告.csv', '批号,结论\n240815,合格', 'text/csv'],
  ])('refuses %s as a 检验报告 in Chinese and keeps the batch as it was', async (_, name, data, type) => {
    const g = await newGoods(app, { stock: 0 });
    const id = await receive(g.id, 300, 5);
    const res = await post(app, warehouse, `/api/admin/batches/${id}/reports`, fileForm(name, data, type) as never);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件');
    const [row] = await app.db.select({ reports: goodsBatches.reports }).from(goodsBatches).where(eq(goodsBatches.id, id));
    expect(row.reports).toEqual([]);
    expect(await auditRowsOf(app, 'batch', id)).toHaveLength(1);
  });

  it('takes a picture as a 检验报告', async () => {
    const g = await newGoods(app, { stock: 0 });
    const id = await receive(g.id, 300, 5);
    const res = await post(app, warehouse, `/api/admin/batches/${id}/reports`, fileForm('检验报告.png', PNG, 'image/png') as never);
    expect(res.json()).toMatchObject({ code: 10000, data: { reports: [expect.stringMatching(/\.png$/)] } });
  });
});
