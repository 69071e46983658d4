import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  goods,
  invoices,
  orders,
  pointsGoods,
  pointsLedger,
  pointsOrders,
  walletLedger,
} from '../../src/db/schema/index.js';
import { deliverOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { createBuyer, issueCoupon, seedGoods, sessionCookie, type TestGoods, OPERATOR } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';

const app = fileApp();

const DAY = 86_400_000;
const chinaDay = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * DAY).toISOString().slice(0, 10);
const list = (cookie: string, query = '') => get(app, cookie, `/api/order/list${query ? `?${query}` : ''}`);
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const nextGoods = (set: Parameters<typeof seedGoods>[2] = {}) => seedGoods(app, 'plain', set);

interface ListedOrder {
  id: number;
  status: string;
  status_text: string;
  items: { name: string }[];
  can_pay: number;
  can_cancel: number;
  can_confirm: number;
  can_return: number;
}

describe('GET /api/order/list', () => {
  let b: ReadyBuyer;
  let gA: TestGoods;
  let gB: TestGoods;
  const ids: Record<'unpaid' | 'paid' | 'shipped' | 'cancelled', number> = { unpaid: 0, paid: 0, shipped: 0, cancelled: 0 };
  let shippedNo = '';

  beforeAll(async () => {
    b = await readyBuyer(app);
    gA = await nextGoods();
    gB = await nextGoods();
    ids.unpaid = (await placeOrder(app, b, [{ goods: gA, number: 1 }])).orderId;
    const paid = await placeOrder(app, b, [{ goods: gB, number: 2 }]);
    await payOrder(app, b, paid, 'wallet');
    ids.paid = paid.orderId;
    const shipped = await shippedOrder(app, b, [
      { goods: gB, number: 1 },
      { goods: gA, number: 4 },
    ]);
    ids.shipped = shipped.orderId;
    shippedNo = shipped.orderNo;
    ids.cancelled = (await placeOrder(app, b, [{ goods: gB, number: 3 }])).orderId;
    await okData(post(app, b.cookie, '/api/order/cancel', { id: ids.cancelled }));
  });

  it('lists the store’s orders newest first, with counts per tab, first lines and what the buyer may do', async () => {
    const data = await okData<{ list: ListedOrder[]; total: number; counts: Record<string, number> }>(list(b.cookie));
    expect(data.counts).toEqual({ all: 4, pending_approval: 0, unpaid: 1, paid: 1, shipped: 1, completed: 0, cancelled: 1 });
    expect(data.total).toBe(4);
    expect(data.list.map((o) => o.id)).toEqual([ids.cancelled, ids.shipped, ids.paid, ids.unpaid]);
    const byId = new Map(data.list.map((o) => [o.id, o]));
    expect(byId.get(ids.unpaid)).toMatchObject({ status_text: '待付款', can_pay: 1, can_cancel: 1, can_confirm: 0, can_return: 0 });
    expect(byId.get(ids.paid)).toMatchObject({ status_text: '待发货', can_pay: 0, can_cancel: 1, can_confirm: 0, can_return: 0 });
    expect(byId.get(ids.shipped)).toMatchObject({
      status_text: '已发货',
      can_pay: 0,
      can_cancel: 0,
      can_confirm: 1,
      can_return: 1,
      item_count: 2,
      goods_count: 5,
    });
    expect(byId.get(ids.cancelled)).toMatchObject({ status_text: '已取消', can_pay: 0, can_cancel: 0, can_confirm: 0, can_return: 0 });
    expect(
      byId
        .get(ids.shipped)
        ?.items.map((i) => i.name)
        .sort(),
    ).toEqual([gA.name, gB.name].sort());
  });

  it('filters by tab, keeping every tab’s count', async () => {
    const data = await okData<{ list: ListedOrder[]; counts: Record<string, number> }>(list(b.cookie, 'status=paid'));
    expect(data.list.map((o) => o.id)).toEqual([ids.paid]);
    expect(data.counts.all).toBe(4);
    expect((await okData<{ list: ListedOrder[] }>(list(b.cookie, 'status=completed'))).list).toEqual([]);
  });

  it('finds orders by order number or goods name, and counts the tabs under the search', async () => {
    const byNo = await okData<{ list: ListedOrder[]; counts: Record<string, number> }>(list(b.cookie, `keywords=${shippedNo.slice(-10)}`));
    expect(byNo.list.map((o) => o.id)).toEqual([ids.shipped]);
    expect(byNo.counts).toEqual({ all: 1, pending_approval: 0, unpaid: 0, paid: 0, shipped: 1, completed: 0, cancelled: 0 });
    const byName = await okData<{ list: ListedOrder[] }>(list(b.cookie, `keywords=${encodeURIComponent(gA.name)}`));
    const withA = [ids.shipped, ids.unpaid, ...(gB.name.includes(gA.name) ? [ids.cancelled, ids.paid] : [])];
    expect(byName.list.map((o) => o.id).sort()).toEqual(withA.sort());
    expect((await okData<{ total: number }>(list(b.cookie, 'keywords=%25'))).total).toBe(0);
  });

  it('filters by the day the order was placed, in China’s time', async () => {
    expect((await okData<{ total: number }>(list(b.cookie, `start_time=${chinaDay()}&end_time=${chinaDay()}`))).total).toBe(4);
    expect((await okData<{ total: number }>(list(b.cookie, `end_time=${chinaDay(-1)}`))).total).toBe(0);
    const seconds = Math.floor(Date.now() / 1000) + 3600;
    expect((await okData<{ total: number }>(list(b.cookie, `start_time=${seconds}`))).total).toBe(0);
  });

  it('shows another store nothing of these orders', async () => {
    const other = await readyBuyer(app);
    const data = await okData<{ total: number; counts: Record<string, number> }>(list(other.cookie));
    expect(data).toMatchObject({ total: 0, counts: { all: 0 } });
  });

  it.each([
    ['status=done', '订单状态不正确'],
    ['page=0', '页码不能小于1'],
    ['page_size=500', '每页数量不能超过100'],
    ['start_time=2026-13', '开始时间格式不正确'],
    [`start_time=${chinaDay()}&end_time=${chinaDay(-2)}`, '开始时间不能晚于结束时间'],
    [`keywords=${'药'.repeat(51)}`, '搜索关键词不能超过50个字'],
  ])('answers %s with 422', async (query, msg) => {
    const res = await list(b.cookie, encodeURI(query));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('asks for a login', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/order/list' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(10001);
  });
});

describe('POST /api/order/confirm', () => {
  it('completes a shipped order once, however many confirmations arrive: points once, one invoice', async () => {
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, [{ goods: await nextGoods(), number: 7 }]);
    const results = await Promise.all([1, 2, 3].map(() => post(app, b.cookie, '/api/order/confirm', { id: order.orderId })));
    const answers = results.map((r) => r.json());
    expect(answers.filter((a) => a.code === 10000)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 10000).map((a) => a.msg)).toEqual([
      '订单已完成，请勿重复确认收货',
      '订单已完成，请勿重复确认收货',
    ]);
    const done = answers.find((a) => a.code === 10000);
    const points = Math.floor(order.payFen / 100);
    expect(done).toMatchObject({ msg: '已确认收货', data: { id: order.orderId, status: 'completed', status_text: '已完成', points } });

    const earned = await app.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.storeId, b.storeId), eq(pointsLedger.reason, 'order')));
    expect(earned.map((p) => [p.refId, p.points])).toEqual([[order.orderId, points]]);
    const issued = await app.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ storeId: b.storeId, amount: order.payFen, invoiceNo: done.data.invoice_no });
    expect((await orderRow(order.orderId)).status).toBe('completed');

    const info = await okData<Record<string, unknown>>(get(app, b.cookie, `/api/order/info/${order.orderId}`));
    expect(info).toMatchObject({
      status: 'completed',
      can_confirm: 0,
      can_return: 1,
      invoice: { invoice_no: done.data.invoice_no, amount: order.payFen / 100, pdf_url: `/api/invoice/${issued[0].id}/pdf` },
    });
    expect(info.completed_at).toEqual(expect.any(Number));
  });

  it('refuses an order that has not shipped, another store’s order and bad ids, changing nothing', async () => {
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: await nextGoods(), number: 1 }]);
    await payOrder(app, b, order, 'wallet');
    expect((await post(app, b.cookie, '/api/order/confirm', { id: order.orderId })).json()).toMatchObject({
      code: 400,
      msg: '订单尚未发货，无法确认收货',
    });
    const shipped = await shippedOrder(app, b, [{ goods: await nextGoods(), number: 1 }]);
    const stranger = await readyBuyer(app);
    const res = await post(app, stranger.cookie, '/api/order/confirm', { id: shipped.orderId });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('订单不存在');
    expect((await orderRow(shipped.orderId)).status).toBe('shipped');
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const bad = await post(app, b.cookie, '/api/order/confirm', { id });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().msg).toBe('订单编号不正确');
    }
    expect((await post(app, b.cookie, '/api/order/confirm', { id: order.orderId, extra: 1 })).statusCode).toBe(422);
  });
});

describe('POST /api/order/cancel of a paid order', () => {
  it('refunds the wallet: a refund row in the ledger, the balance back', async () => {
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, [{ goods: await nextGoods(), number: 2 }]);
    await payOrder(app, b, order, 'wallet');
    const res = await post(app, b.cookie, '/api/order/cancel', { id: order.orderId });
    expect(res.json()).toMatchObject({ code: 10000, data: { status: 'cancelled' } });
    const refunds = await app.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.storeId, b.storeId), eq(walletLedger.useType, 'refund')));
    expect(refunds.map((r) => [r.refType, r.refId, r.amount])).toEqual([['order', order.orderId, order.payFen]]);
    const balance = await okData<{ balance: number }>(get(app, b.cookie, '/api/user/user_money'));
    expect(balance.balance).toBe(order.payFen / 100);
  });
});

describe('POST /api/order/buy_again', () => {
  it('puts the order’s goods back in the cart, reporting what the cart refuses', async () => {
    const b = await readyBuyer(app);
    const plenty = await nextGoods();
    const scarce = await nextGoods();
    const order = await placeOrder(app, b, [
      { goods: plenty, number: 3 },
      { goods: scarce, number: 2 },
    ]);
    await app.db.update(goods).set({ stock: 1 }).where(eq(goods.id, scarce.id));
    const res = await post(app, b.cookie, '/api/order/buy_again', { id: order.orderId });
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '部分商品已加入购物车',
      data: {
        added: [{ goods_id: plenty.id, name: plenty.name, number: 3 }],
        refused: [{ goods_id: scarce.id, name: scarce.name, reason: '库存不足，当前库存1' }],
        total: 1,
      },
    });
    const cart = await app.db.select().from(cartItems).where(eq(cartItems.storeId, b.storeId));
    expect(cart.map((c) => [c.goodsId, c.number])).toEqual([[plenty.id, 3]]);

    const stranger = await readyBuyer(app);
    expect((await post(app, stranger.cookie, '/api/order/buy_again', { id: order.orderId })).statusCode).toBe(404);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.storeId, stranger.storeId))).toEqual([]);
  });
});

describe('logistics and the order detail', () => {
  it('answers carrier, tracking number and the shipping events; the detail carries them with the discounts', async () => {
    const b = await readyBuyer(app);
    const couponId = await issueCoupon(app, b.storeId, { name: '测试无门槛3元', amount: 300, threshold: 0 });
    const order = await placeOrder(app, b, [{ goods: await nextGoods(), number: 2 }], { coupon_id: couponId });
    const before = await okData(get(app, b.cookie, `/api/order/wl/${order.orderId}`));
    expect(before).toMatchObject({ carrier: null, tracking_no: null, events: [] });

    await payOrder(app, b, order, 'wallet');
    await shipOrder(app.db, order.orderId, '中通快递', 'ZT123456789', OPERATOR);
    await deliverOrder(app.db, order.orderId, OPERATOR);
    const wl = await okData<Record<string, unknown>>(get(app, b.cookie, `/api/order/wl/${order.orderId}`));
    expect(wl).toMatchObject({
      order_id: order.orderId,
      status: 'shipped',
      status_text: '已发货',
      carrier: '中通快递',
      tracking_no: 'ZT123456789',
      shipped_at: expect.any(Number),
      delivered_at: expect.any(Number),
    });
    expect((wl.events as { text: string }[]).map((e) => e.text)).toEqual(['已发货，承运商 中通快递，运单号 ZT123456789', '已送达']);

    const info = await okData<Record<string, unknown>>(get(app, b.cookie, `/api/order/info/${order.orderId}`));
    expect(info).toMatchObject({
      logistics: { carrier: '中通快递', tracking_no: 'ZT123456789' },
      promotions: [{ type: 'coupon', name: '测试无门槛3元', amount: 3 }],
      invoice: null,
      after_sales: [],
      hm_receipt: null,
      can_confirm: 1,
      can_return: 1,
    });
    expect((info.items as { returnable_number: number }[]).map((i) => i.returnable_number)).toEqual([2]);

    const stranger = await readyBuyer(app);
    expect((await get(app, stranger.cookie, `/api/order/wl/${order.orderId}`)).statusCode).toBe(404);
    expect((await get(app, b.cookie, '/api/order/wl/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/points/orders', () => {
  it('lists the store’s points-mall exchanges with the goods, and nothing of another store', async () => {
    const buyer = await createBuyer(app);
    const cookie = await sessionCookie(app, buyer);
    const [gift] = await app.db
      .insert(pointsGoods)
      .values({ name: '测试积分兑换保温杯', points: 500, stock: 10 })
      .returning({ id: pointsGoods.id });
    await app.db.insert(pointsOrders).values({ storeId: buyer.storeId, pointsGoodsId: gift.id, number: 2, points: 1000 });
    const data = await okData<{ list: unknown[]; total: number }>(get(app, cookie, '/api/points/orders?page=1'));
    expect(data).toMatchObject({
      total: 1,
      list: [
        {
          goods_id: gift.id,
          goods_name: '测试积分兑换保温杯',
          unit_points: 500,
          points: 1000,
          number: 2,
          status: 'pending',
          status_text: '待发货',
        },
      ],
    });
    const other = await readyBuyer(app);
    expect((await okData<{ total: number }>(get(app, other.cookie, '/api/points/orders'))).total).toBe(0);
    expect((await get(app, cookie, '/api/points/orders?page=-1')).statusCode).toBe(422);
  });
});
