/**
 * Stock by batch on the real PostgreSQL: FEFO allocation at checkout (under concurrency too), an
 * expired batch never sold, the 效期要求 honoured or refused, cancel and return back onto their
 * batches, the ledger adding up to the stock, and the console's 入库 and lock calls.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchLedger, cartItems, goods, goodsBatches, orderLineBatches, orders } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { approveRequest } from '../../src/modules/after-sales/review.js';
import { lockExpiredBatches } from '../../src/modules/batches/stock.js';
import { dayAfter, OPERATOR, seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';
import { fileForm } from '../admin/catalog-fixtures.js';
import { loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

const today = () => chinaToday();

let seq = 0;
/** A seed goods emptied of stock, then given these batches through 入库 (batch numbers of its own). */
async function goodsWithBatches(spec: { days: number; quantity: number }[]): Promise<{ goods: TestGoods; batchIds: number[] }> {
  const g = await seedGoods(app, 'plain', { stock: 0 });
  const batchIds: number[] = [];
  for (const b of spec) {
    seq += 1;
    const batch = await okData<{ id: number }>(
      post(app, warehouse, '/api/admin/batches', {
        goods_id: g.id,
        batch_no: `T${process.pid % 1000}${String(seq).padStart(4, '0')}`,
        produced_on: dayAfter(-200),
        expires_on: dayAfter(b.days),
        quantity: b.quantity,
      }),
    );
    batchIds.push(batch.id);
  }
  return { goods: g, batchIds };
}

const batchRows = (ids: number[]) => app.db.select().from(goodsBatches).where(inArray(goodsBatches.id, ids)).orderBy(asc(goodsBatches.id));
const stockOf = async (goodsId: number) =>
  (await app.db.select({ stock: goods.stock, from: goods.expiryFrom, to: goods.expiryTo }).from(goods).where(eq(goods.id, goodsId)))[0];
const addLine = async (b: ReadyBuyer, goodsId: number, number: number): Promise<number[]> =>
  (await okData<{ ids: number[] }>(post(app, b.cookie, '/api/cart', { params: [{ goods_id: goodsId, price: 1, number }] }))).ids;
const checkoutLines = (b: ReadyBuyer, ids: number[], extra: object = {}) =>
  post(app, b.cookie, '/api/cart/checkout', { ids, coupon_id: 0, ...extra });
const checkout = async (b: ReadyBuyer, goodsId: number, number: number, extra: object = {}) =>
  checkoutLines(b, await addLine(b, goodsId, number), extra);
const ordersOf = (b: ReadyBuyer) =>
  app.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, b.storeId)).orderBy(asc(orders.id));

describe('FEFO allocation at checkout', () => {
  it('50 simultaneous checkouts against batches of 10, 5 and 5 allocate exactly 20 units, earliest expiry first, none twice', async () => {
    // Received out of expiry order, so FEFO is not the order of the rows.
    const { goods: g, batchIds } = await goodsWithBatches([
      { days: 400, quantity: 5 },
      { days: 300, quantity: 10 },
      { days: 500, quantity: 5 },
    ]);
    const [later, first, last] = batchIds;
    expect(await stockOf(g.id)).toEqual({ stock: 20, from: dayAfter(300), to: dayAfter(500) });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const b = await readyBuyer(app);
        return { b, ids: await addLine(b, g.id, 1) };
      }),
    );
    const results = await Promise.all(buyers.map(({ b, ids }) => checkoutLines(b, ids)));
    const placed = results.filter((r) => r.json().code === 10000);
    expect(placed).toHaveLength(20);
    expect(new Set(results.filter((r) => r.json().code !== 10000).map((r) => r.json().msg))).toEqual(
      new Set([`库存不足: ${g.name} 仅剩0件`]),
    );

    const picks = await app.db.select().from(orderLineBatches).where(inArray(orderLineBatches.batchId, batchIds));
    expect(picks).toHaveLength(20);
    expect(new Set(picks.map((p) => p.orderItemId)).size).toBe(20);
    const units = (id: number) => picks.filter((p) => p.batchId === id).reduce((n, p) => n + p.quantity, 0);
    expect([units(first), units(later), units(last)]).toEqual([10, 5, 5]);
    // The reservations in the order they were made: the 10 of the first to expire before any other.
    const reserved = await app.db
      .select({ batchId: batchLedger.batchId })
      .from(batchLedger)
      .where(and(inArray(batchLedger.batchId, batchIds), eq(batchLedger.kind, 'reserve')))
      .orderBy(asc(batchLedger.id));
    expect(reserved.map((r) => r.batchId)).toEqual([...Array(10).fill(first), ...Array(5).fill(later), ...Array(5).fill(last)]);
    expect((await batchRows(batchIds)).map((b) => [b.quantity, b.reserved])).toEqual([
      [0, 5],
      [0, 10],
      [0, 5],
    ]);
    expect(await stockOf(g.id)).toEqual({ stock: 0, from: null, to: null });
  }, 180_000);

  it('never sells a batch past its date, before the daily job locks it and after', async () => {
    const { goods: g, batchIds } = await goodsWithBatches([{ days: 300, quantity: 5 }]);
    // A batch that expired yesterday, still 可售 and still counted in the goods' stock: the night before the job.
    const [expired] = await app.db
      .insert(goodsBatches)
      .values({ goodsId: g.id, batchNo: `EXP${g.id}`, producedOn: dayAfter(-800), expiresOn: dayAfter(-1), quantity: 100 })
      .returning();
    await app.db
      .insert(batchLedger)
      .values({ batchId: expired.id, goodsId: g.id, kind: 'receipt', quantityDelta: 100, actor: 'system:ops', reason: '测试' });
    await app.db.update(goods).set({ stock: 105 }).where(eq(goods.id, g.id));
    const b = await readyBuyer(app);

    const tooMany = await checkout(b, g.id, 6);
    expect(tooMany.json()).toMatchObject({ code: 400, msg: `库存不足: ${g.name} 仅剩5件` });
    expect((await batchRows([expired.id]))[0]).toMatchObject({ quantity: 100, reserved: 0, status: 'sellable' });

    const ok = await checkout(await readyBuyer(app), g.id, 5);
    expect(ok.json().code).toBe(10000);
    const picks = await app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, ok.json().data.order_id));
    expect(picks.map((p) => [p.batchId, p.quantity])).toEqual([[batchIds[0], 5]]);

    expect(await lockExpiredBatches(app.db)).toBeGreaterThanOrEqual(1);
    expect((await batchRows([expired.id]))[0]).toMatchObject({ quantity: 100, status: 'expired', lockReason: '已过有效期' });
    expect(await stockOf(g.id)).toEqual({ stock: 0, from: null, to: null });
    const [row] = await app.db
      .select()
      .from(batchLedger)
      .where(and(eq(batchLedger.batchId, expired.id), eq(batchLedger.kind, 'expiry')));
    expect(row).toMatchObject({ actor: 'system:job', quantityDelta: 0 });
    const afterJob = await post(app, b.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 1, number: 1 }] });
    expect(afterJob.json().code).toBe(400);
    // The warehouse cannot put it back on sale.
    const unlock = await post(app, warehouse, `/api/admin/batches/${expired.id}/unlock`, { reason: '误锁' });
    expect(unlock.json()).toMatchObject({ code: 400, msg: '该批次已过期，不能解锁' });
  });

  it('honours a 效期要求 or refuses the line in Chinese, writing nothing', async () => {
    const { goods: g, batchIds } = await goodsWithBatches([
      { days: 90, quantity: 10 },
      { days: 420, quantity: 10 },
    ]);
    const b = await readyBuyer(app);
    const ok = await checkout(b, g.id, 4, { validity: { [g.id]: 12 } });
    expect(ok.json().code).toBe(10000);
    const picks = await app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, ok.json().data.order_id));
    expect(picks.map((p) => [p.batchId, p.quantity])).toEqual([[batchIds[1], 4]]);
    const info = await okData<{
      items: { min_validity_months: number; batches: { batch_id: number; expires_on: string; quantity: number }[] }[];
    }>(get(app, b.cookie, `/api/order/info/${ok.json().data.order_id}`));
    expect(info.items[0]).toMatchObject({
      min_validity_months: 12,
      batches: [{ batch_id: batchIds[1], expires_on: dayAfter(420), quantity: 4 }],
    });

    const before = await batchRows(batchIds);
    const ordersBefore = await ordersOf(b);
    const lineIds = await addLine(b, g.id, 7);
    const refused = await checkoutLines(b, lineIds, { validity: { [g.id]: 12 } });
    // The goods id lets step 2 show the refusal beside the line.
    expect(refused.json()).toEqual({
      code: 400,
      msg: `${g.name} 剩余效期12个月以上的库存仅6件，请放宽效期要求或减少数量`,
      data: { goods_id: g.id },
    });
    expect(await batchRows(batchIds)).toEqual(before);
    expect(await ordersOf(b)).toEqual(ordersBefore);
    expect(await app.db.select({ id: cartItems.id }).from(cartItems).where(inArray(cartItems.id, lineIds))).toHaveLength(1);
    // Without the requirement the same line is served, from the batch that expires first.
    const relaxed = await checkoutLines(b, lineIds);
    expect(relaxed.json().code).toBe(10000);
    const served = await app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, relaxed.json().data.order_id));
    expect(served.map((p) => [p.batchId, p.quantity])).toEqual([[batchIds[0], 7]]);

    for (const [months, msg] of [
      [0, '效期要求至少为1个月'],
      [61, '效期要求不能超过60个月'],
      ['半年', '效期要求不正确'],
    ] as const) {
      const bad = await checkout(b, g.id, 1, { validity: { [g.id]: months } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().msg).toBe(msg);
    }
  });
});

describe('validity shown to buyers', () => {
  it('follows the batches that would ship: one date or a month range, 近效期 when the first expires within 6 months', async () => {
    const near = await goodsWithBatches([
      { days: 60, quantity: 5 },
      { days: 400, quantity: 5 },
    ]);
    const far = await goodsWithBatches([{ days: 500, quantity: 5 }]);
    const b = await readyBuyer(app);
    const card = async (id: number) =>
      await okData<{ is_jxq: number; xq: string | null; xq_text: string | null }>(get(app, b.cookie, `/api/goods/detail/${id}`));
    expect(await card(near.goods.id)).toMatchObject({
      is_jxq: 1,
      xq: dayAfter(60),
      xq_text: `${dayAfter(60).slice(0, 7)} ~ ${dayAfter(400).slice(0, 7)}`,
    });
    expect(await card(far.goods.id)).toMatchObject({ is_jxq: 0, xq: dayAfter(500), xq_text: `效期至 ${dayAfter(500)}` });
    const zone = async (url: string, cookie: string) => {
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const data = await okData<{ list: { id: number }[] }>(get(app, cookie, `${url}&page=${page}&page_size=100`));
        ids.push(...data.list.map((g) => g.id));
        if (data.list.length < 100) return ids;
      }
    };
    const listed = await zone('/api/goods/list?jxq=1', b.cookie);
    expect(listed).toContain(near.goods.id);
    expect(listed).not.toContain(far.goods.id);
    const merch = (await loggedInStaff(app, 'merchandiser')).cookie;
    const console = await zone('/api/admin/goods?zone=near_expiry', merch);
    expect(console).toContain(near.goods.id);
    expect(console).not.toContain(far.goods.id);

    // The near batch sold out: what ships next is far from expiry, and the goods leaves the zone.
    await checkout(b, near.goods.id, 5);
    expect(await card(near.goods.id)).toMatchObject({ is_jxq: 0, xq_text: `效期至 ${dayAfter(400)}` });
  });
});

describe('cancel, shipping and returns', () => {
  it('a cancel puts the units back on the batches they came from; shipping takes the reserved units out', async () => {
    const { goods: g, batchIds } = await goodsWithBatches([
      { days: 200, quantity: 3 },
      { days: 400, quantity: 10 },
    ]);
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: g, number: 5 }]);
    expect((await batchRows(batchIds)).map((x) => [x.quantity, x.reserved])).toEqual([
      [0, 3],
      [8, 2],
    ]);
    await okData(post(app, b.cookie, '/api/order/cancel', { id: order.orderId }));
    expect((await batchRows(batchIds)).map((x) => [x.quantity, x.reserved])).toEqual([
      [3, 0],
      [10, 0],
    ]);
    expect((await stockOf(g.id)).stock).toBe(13);

    const shipped = await shippedOrder(app, b, [{ goods: g, number: 4 }]);
    expect((await batchRows(batchIds)).map((x) => [x.quantity, x.reserved])).toEqual([
      [0, 0],
      [9, 0],
    ]);
    const kinds = await app.db
      .select({ kind: batchLedger.kind, n: sql<number>`sum(${batchLedger.reservedDelta})::int` })
      .from(batchLedger)
      .where(eq(batchLedger.orderId, shipped.orderId))
      .groupBy(batchLedger.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'reserve', n: 4 },
        { kind: 'shipment', n: -4 },
      ]),
    );
  });

  it('a return names a batch the line shipped from and goes back onto it; another batch is refused', async () => {
    const { goods: g, batchIds } = await goodsWithBatches([
      { days: 200, quantity: 3 },
      { days: 400, quantity: 10 },
    ]);
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: g, number: 5 }]);
    const info = await okData<{
      items: { id: number; batches: { batch_id: number; batch_no: string; produced_on: string; quantity: number }[] }[];
    }>(get(app, b.cookie, `/api/order/info/${order.orderId}`));
    const line = info.items[0];
    expect(line.batches.map((x) => [x.batch_id, x.quantity])).toEqual([
      [batchIds[0], 3],
      [batchIds[1], 2],
    ]);
    expect(line.batches[0].produced_on).toBe(dayAfter(-200));

    const other = await goodsWithBatches([{ days: 300, quantity: 5 }]);
    const wrong = await post(app, b.cookie, '/api/order/return', {
      order_id: order.orderId,
      type: 'return',
      reason: '批次不对',
      items: [{ order_item_id: line.id, number: 1, batch_id: other.batchIds[0] }],
    });
    expect(wrong.json()).toMatchObject({ code: 400, msg: `${g.name} 所选批次不是该商品发出的批次` });

    const request = await okData<{ id: number }>(
      post(app, b.cookie, '/api/order/return', {
        order_id: order.orderId,
        type: 'return',
        reason: '包装破损',
        items: [{ order_item_id: line.id, number: 2, batch_id: batchIds[1] }],
      }),
    );
    await approveRequest(app.db, request.id, OPERATOR);
    expect((await batchRows(batchIds)).map((x) => [x.quantity, x.reserved])).toEqual([
      [0, 0],
      [10, 0],
    ]);
    const [pick] = await app.db
      .select()
      .from(orderLineBatches)
      .where(and(eq(orderLineBatches.orderItemId, line.id), eq(orderLineBatches.batchId, batchIds[1])));
    expect(pick.returned).toBe(2);
    const [ret] = await app.db
      .select()
      .from(batchLedger)
      .where(and(eq(batchLedger.afterSaleId, request.id), eq(batchLedger.kind, 'return')));
    expect(ret).toMatchObject({ batchId: batchIds[1], quantityDelta: 2, actor: 'system:ops' });
    expect((await stockOf(g.id)).stock).toBe(10);
  });

  it('shows an order’s batches to its own store only', async () => {
    const { goods: g } = await goodsWithBatches([{ days: 300, quantity: 5 }]);
    const owner = await readyBuyer(app);
    const order = await placeOrder(app, owner, [{ goods: g, number: 1 }]);
    await payOrder(app, owner, order, 'wallet');
    const stranger = await readyBuyer(app);
    const res = await get(app, stranger.cookie, `/api/order/info/${order.orderId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('batch_no');
  });
});

describe('POST /api/admin/batches (入库)', () => {
  it('receives a batch: on sale at once, in the ledger, the goods’ stock and validity follow', async () => {
    const g = await seedGoods(app, 'plain', { stock: 0 });
    const res = await post(app, warehouse, '/api/admin/batches', {
      goods_id: g.id,
      batch_no: 'B2406031',
      produced_on: dayAfter(-30),
      expires_on: dayAfter(700),
      quantity: 40,
    });
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '批次已入库',
      data: { goods_id: g.id, batch_no: 'B2406031', quantity: 40, reserved: 0, status: 'sellable', status_text: '可售' },
    });
    expect(await stockOf(g.id)).toEqual({ stock: 40, from: dayAfter(700), to: dayAfter(700) });
    const list = await okData<{ batch_no: string }[]>(get(app, warehouse, `/api/admin/goods/${g.id}/batches`));
    expect(list.map((x) => x.batch_no)).toContain('B2406031');
  });

  it.each([
    [{ produced_on: '2026-05-01', expires_on: '2026-04-01' }, '有效期至须晚于生产日期'],
    [{ expires_on: 'past' }, '该批次已过有效期，不能入库'],
    [{ batch_no: 'DUP' }, '该商品已有批号 DUP'],
    [{ quantity: 0 }, '入库数量必须大于0'],
    [{ quantity: -5 }, '入库数量必须大于0'],
    [{ batch_no: '批号1' }, '批号只能包含字母、数字和短横线'],
    [{ produced_on: '2026-02-30' }, '生产日期不是有效日期'],
  ] as [Record<string, unknown>, string][])('refuses %j with 422 %s and writes nothing', async (change, msg) => {
    const g = await seedGoods(app, 'plain', { stock: 0 });
    await okData(
      post(app, warehouse, '/api/admin/batches', {
        goods_id: g.id,
        batch_no: 'DUP',
        produced_on: dayAfter(-30),
        expires_on: dayAfter(300),
        quantity: 1,
      }),
    );
    const count = async () =>
      (
        await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(goodsBatches)
          .where(eq(goodsBatches.goodsId, g.id))
      )[0].n;
    const before = await count();
    const body = { goods_id: g.id, batch_no: `OK${g.id}`, produced_on: dayAfter(-30), expires_on: dayAfter(300), quantity: 10, ...change };
    if (change.expires_on === 'past') Object.assign(body, { produced_on: dayAfter(-400), expires_on: dayAfter(-1) });
    const res = await post(app, warehouse, '/api/admin/batches', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await count()).toBe(before);
    expect((await stockOf(g.id)).stock).toBe(1);
  });

  it('locks a batch for a recall, out of stock at once, and unlocks it', async () => {
    const { goods: g, batchIds } = await goodsWithBatches([
      { days: 300, quantity: 6 },
      { days: 500, quantity: 4 },
    ]);
    const locked = await post(app, warehouse, `/api/admin/batches/${batchIds[0]}/lock`, { reason: '厂家召回' });
    expect(locked.json()).toMatchObject({ code: 10000, data: { status: 'locked', status_text: '锁定', lock_reason: '厂家召回' } });
    expect(await stockOf(g.id)).toEqual({ stock: 4, from: dayAfter(500), to: dayAfter(500) });
    const b = await readyBuyer(app);
    const over = await post(app, b.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 1, number: 5 }] });
    expect(over.json()).toMatchObject({ code: 400, msg: '库存不足，当前库存4' });
    expect((await post(app, warehouse, `/api/admin/batches/${batchIds[0]}/lock`, { reason: '再锁' })).json().msg).toBe('该批次已锁定');
    expect((await post(app, warehouse, `/api/admin/batches/${batchIds[0]}/lock`, { reason: ' ' })).statusCode).toBe(422);
    await okData(post(app, warehouse, `/api/admin/batches/${batchIds[0]}/unlock`, { reason: '召回解除' }));
    expect((await stockOf(g.id)).stock).toBe(10);
    const kinds = await app.db
      .select({ kind: batchLedger.kind, reason: batchLedger.reason, actor: batchLedger.actor })
      .from(batchLedger)
      .where(and(eq(batchLedger.batchId, batchIds[0]), inArray(batchLedger.kind, ['lock', 'unlock'])))
      .orderBy(asc(batchLedger.id));
    expect(kinds.map((k) => [k.kind, k.reason])).toEqual([
      ['lock', '厂家召回'],
      ['unlock', '召回解除'],
    ]);
    expect(kinds[0].actor).toMatch(/^staff:\d+$/);
  });

  it('takes a 检验报告 per batch as a PDF or picture by its content, shown with the batch on the detail page', async () => {
    const { goods: g, batchIds } = await goodsWithBatches([{ days: 300, quantity: 5 }]);
    const pdf = await post(
      app,
      warehouse,
      `/api/admin/batches/${batchIds[0]}/reports`,
      fileForm('报告.pdf', '%PDF-1.4 检验报告', 'application/pdf') as never,
    );
    expect(pdf.json()).toMatchObject({ code: 10000, msg: '检验报告已上传' });
    const [url] = pdf.json().data.reports as string[];
    expect(url).toMatch(/^\/api\/img\/upload\/report\/\d+\/[0-9a-f]{32}\.pdf$/);
    const fake = await post(
      app,
      warehouse,
      `/api/admin/batches/${batchIds[0]}/reports`,
      fileForm('报告.pdf', 'not a pdf at all', 'application/pdf') as never,
    );
    expect(fake.statusCode).toBe(422);
    expect((await batchRows(batchIds))[0].reports).toEqual([url]);
    const detail = await okData<{ batches: { batch_no: string; expires_on: string; reports: string[] }[] }>(
      get(app, warehouse, `/api/goods/detail/${g.id}`),
    );
    expect(detail.batches).toEqual([expect.objectContaining({ expires_on: dayAfter(300), reports: [url] })]);
  });

  it('is for the warehouse and merchandisers: a buyer and other roles are refused', async () => {
    const g = await seedGoods(app, 'plain', { stock: 0 });
    const body = { goods_id: g.id, batch_no: `R${g.id}`, produced_on: dayAfter(-30), expires_on: dayAfter(300), quantity: 1 };
    const buyer = await readyBuyer(app);
    expect((await post(app, buyer.cookie, '/api/admin/batches', body)).statusCode).toBe(401);
    const service = await loggedInStaff(app, 'customer_service');
    expect((await post(app, service.cookie, '/api/admin/batches', body)).statusCode).toBe(403);
    expect((await stockOf(g.id)).stock).toBe(0);
    const merch = await loggedInStaff(app, 'merchandiser');
    expect((await post(app, merch.cookie, '/api/admin/batches', body)).json().code).toBe(10000);
  });
});

describe('入库 by file', () => {
  it('previews a CSV with its per-row errors, receives only the valid rows, once', async () => {
    const a = await seedGoods(app, 'plain', { stock: 0 });
    const b = await seedGoods(app, 'plain', { stock: 0 });
    const [skuA, skuB] = await Promise.all(
      [a.id, b.id].map(async (id) => (await app.db.select({ sku: goods.sku }).from(goods).where(eq(goods.id, id)))[0].sku),
    );
    await okData(
      post(app, warehouse, '/api/admin/batches', {
        goods_id: b.id,
        batch_no: 'OLD1',
        produced_on: dayAfter(-30),
        expires_on: dayAfter(300),
        quantity: 1,
      }),
    );
    const csv = [
      '商品编码,批号,生产日期,有效期至,数量',
      `${skuA},240815,${dayAfter(-60)},${dayAfter(600)},30`,
      `${skuA},B2406031,${dayAfter(-20)},${dayAfter(700)},"1,200"`,
      `${skuA},240815,${dayAfter(-60)},${dayAfter(600)},5`,
      `${skuB},OLD1,${dayAfter(-60)},${dayAfter(600)},5`,
      `${skuB},X1,${dayAfter(10)},${dayAfter(5)},0`,
      `${skuB},X2,${dayAfter(-400)},${dayAfter(-1)},5`,
      `NOSUCH,X3,${dayAfter(-60)},${dayAfter(600)},5`,
    ].join('\n');
    const preview = await okData<{
      id: number;
      total: number;
      valid: number;
      invalid: number;
      rows: { line: number; quantity: number | null; errors: string[] }[];
    }>(post(app, warehouse, '/api/admin/batches/import', fileForm('入库.csv', csv, 'text/csv') as never));
    expect(preview).toMatchObject({ total: 7, valid: 2, invalid: 5 });
    expect(preview.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, []],
      [4, ['与第2行批号重复']],
      [5, ['该商品已有批号 OLD1']],
      [6, ['入库数量必须大于0', '有效期至须晚于生产日期']],
      [7, ['该批次已过有效期，不能入库']],
      [8, ['商品编码不存在']],
    ]);
    expect(preview.rows[1].quantity).toBe(1200);
    expect((await stockOf(a.id)).stock).toBe(0);

    const applied = await post(app, warehouse, `/api/admin/batches/import/${preview.id}/apply`, {});
    expect(applied.json()).toMatchObject({ code: 10000, msg: '已入库2个批次，5行未导入', data: { received: 2 } });
    expect(await stockOf(a.id)).toEqual({ stock: 1230, from: dayAfter(600), to: dayAfter(700) });
    expect((await stockOf(b.id)).stock).toBe(1);
    const again = await post(app, warehouse, `/api/admin/batches/import/${preview.id}/apply`, {});
    expect(again.json()).toMatchObject({ code: 400, msg: '该文件已导入，请勿重复导入' });
    expect((await stockOf(a.id)).stock).toBe(1230);
    const read = await okData<{ applied_at: number | null }>(get(app, warehouse, `/api/admin/batches/import/${preview.id}`));
    expect(read.applied_at).not.toBeNull();
  });

  it('refuses a file without the columns, or not a spreadsheet, with 422', async () => {
    const noColumns = await post(
      app,
      warehouse,
      '/api/admin/batches/import',
      fileForm('入库.csv', '商品编码,数量\nA,1', 'text/csv') as never,
    );
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().msg).toBe('表格第一行须有「批号」「生产日期」「有效期至」列');
    const pdf = await post(app, warehouse, '/api/admin/batches/import', fileForm('入库.pdf', '%PDF-1.4', 'application/pdf') as never);
    expect(pdf.statusCode).toBe(422);
  });
});

describe('the ledger', () => {
  it('adds up to every batch’s units and every goods’ stock', async () => {
    // Whatever the seed and the tests above left, compared as it stands.
    const batches = await app.db.execute<{ id: number }>(sql`
      SELECT b.id FROM ${goodsBatches} b
      LEFT JOIN (SELECT batch_id, sum(quantity_delta) AS q, sum(reserved_delta) AS r FROM ${batchLedger} GROUP BY batch_id) l ON l.batch_id = b.id
      WHERE coalesce(l.q, 0) <> b.quantity OR coalesce(l.r, 0) <> b.reserved`);
    expect(batches.rows).toEqual([]);
    const goodsOff = await app.db.execute<{ id: number }>(sql`
      SELECT g.id FROM ${goods} g
      LEFT JOIN (SELECT goods_id, sum(quantity) AS s FROM ${goodsBatches} WHERE status = 'sellable' AND expires_on >= ${today()}::date GROUP BY goods_id) b
        ON b.goods_id = g.id
      WHERE coalesce(b.s, 0) <> g.stock`);
    expect(goodsOff.rows).toEqual([]);
    const negative = await app.db
      .select({ id: goodsBatches.id })
      .from(goodsBatches)
      .where(sql`${goodsBatches.quantity} < 0 OR ${goodsBatches.reserved} < 0`);
    expect(negative).toEqual([]);
  });
});
