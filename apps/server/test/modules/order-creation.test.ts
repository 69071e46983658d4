/**
 * One order-creation path (orders/create.ts) for every creator: a checkout and a group-buy join meet
 * the same company approval and limits, the same goods rules, the same cap on open orders; each
 * order writes its stock once; a 待审批 order holds no stock until approved; and stock never goes
 * below zero when checkouts and group joins race for the last units.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityGoods,
  goods,
  goodsBatches,
  orderEvents,
  orderItems,
  orderLineBatches,
  orders,
  stores,
} from '../../src/db/schema/index.js';
import {
  addAddress,
  createBuyer,
  PAY_PASSWORD,
  seedGoods,
  sessionCookie,
  signedContract,
  stockBatches,
  type TestGoods,
} from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { addMember, companyOwner } from './company-fixtures.js';

const app = fileApp(8);

const HOUR = 3_600_000;
const LIMIT_FEN = 500_000;
/** ¥1,020 a unit: ten units are the ¥10,200 order over a ¥5,000 limit. */
const UNIT_FEN = 102_000;

type Answer = { statusCode: number; json(): { code: number; msg: string; data: Record<string, unknown> } };

/** A 拼团 activity on now over the goods at `price` (fen), groups of `size` stores. */
async function groupActivity(g: TestGoods, price: number, size = 2): Promise<number> {
  const [row] = await app.db
    .insert(activities)
    .values({
      kind: 'ptzq',
      title: '测试拼团',
      rules: { group_size: size, group_hours: 24 },
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + 48 * HOUR),
    })
    .returning({ id: activities.id });
  await app.db.insert(activityGoods).values({ activityId: row.id, goodsId: g.id, price, sort: 0 });
  return row.id;
}

/** The two creators, each asked for `number` units of a goods by a store, answering as the API answers. */
const creators = {
  async checkout(b: ReadyBuyer, g: TestGoods, number: number): Promise<Answer> {
    const added = await post(app, b.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 1, number }] });
    const ids = added.json().data?.ids;
    if (!Array.isArray(ids)) return added;
    return post(app, b.cookie, '/api/cart/checkout', { ids, coupon_id: 0 });
  },
  async join(b: ReadyBuyer, g: TestGoods, number: number, activityId?: number): Promise<Answer> {
    return post(app, b.cookie, '/api/activity/group/join', {
      activity_id: activityId ?? (await groupActivity(g, UNIT_FEN)),
      goods_id: g.id,
      number,
    });
  },
};
type Creator = keyof typeof creators;
const CREATORS = Object.keys(creators) as Creator[];

const orderOf = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const stockOf = async (goodsId: number) => (await app.db.select({ s: goods.stock }).from(goods).where(eq(goods.id, goodsId)))[0].s;
const ordersOfStore = async (storeId: number) =>
  (await app.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId))).length;
const orderIdOf = (res: Answer) => Number(res.json().data.order_id);

/** A goods at ¥1,020 a unit, with `stock` units. */
async function dearGoods(stock = 1000): Promise<TestGoods> {
  const g = await seedGoods(app, 'plain', { stock });
  await app.db.update(goods).set({ basePrice: UNIT_FEN }).where(eq(goods.id, g.id));
  return { ...g, basePrice: UNIT_FEN };
}

describe('company approval and limits, for every creator', () => {
  it.each(CREATORS)('holds a ¥10,200 order of a 采购员 with a ¥5,000 limit as 待审批 (%s)', async (creator) => {
    const c = await companyOwner(app);
    const buyer = await addMember(app, c, 'buyer', { orderLimit: LIMIT_FEN });
    const g = await dearGoods();
    const res = await creators[creator](buyer, g, 10);
    expect(res.json()).toMatchObject({ code: 10000, data: { needs_approval: 1 } });
    const order = await orderOf(orderIdOf(res));
    expect(order.status).toBe('pending_approval');
    expect(order.payAmount).toBeGreaterThanOrEqual(10 * UNIT_FEN);
    const [event] = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(event.text).toMatch(/已提交，超出单笔限额¥5000\.00，等待审批$/);
    // The approver sees it; nobody may pay it yet.
    const waiting = await okData<{ id: number }[]>(get(app, c.owner.cookie, '/api/company/approvals'));
    expect(waiting.map((w) => w.id)).toContain(order.id);
    expect(
      (await post(app, c.owner.cookie, '/api/pay/order', { order_id: order.id, method: 'wallet', pay_password: PAY_PASSWORD })).json().msg,
    ).toBe('订单待审批，审批通过后才能支付');
    // Under the limit it goes straight to payment, as a checkout does.
    const small = await creators[creator](buyer, g, 2);
    expect(small.json()).toMatchObject({ code: 10000, data: { needs_approval: 0 } });
    expect((await orderOf(orderIdOf(small))).status).toBe('unpaid');
  });

  it('counts a group order against the monthly limit and a checkout against it, whichever comes first', async () => {
    const c = await companyOwner(app);
    const buyer = await addMember(app, c, 'buyer', { monthLimit: LIMIT_FEN });
    const g = await dearGoods();
    const first = await creators.join(buyer, g, 3);
    expect(first.json().data.needs_approval).toBe(0);
    const second = await creators.checkout(buyer, g, 3);
    expect((await orderOf(orderIdOf(second))).status).toBe('pending_approval');
    const other = await addMember(app, c, 'buyer', { monthLimit: LIMIT_FEN });
    expect((await orderOf(orderIdOf(await creators.checkout(other, g, 3)))).status).toBe('unpaid');
    const joined = await creators.join(other, g, 3);
    expect(joined.json()).toMatchObject({ code: 10000, msg: '拼团订单已提交，需企业审批通过后才能付款', data: { needs_approval: 1 } });
  });

  it('has every group order approved in a store that approves every order, and never a 负责人’s', async () => {
    const c = await companyOwner(app);
    await app.db.update(stores).set({ requiresApproval: true }).where(eq(stores.id, c.owner.storeId));
    const g = await dearGoods();
    const buyer = await addMember(app, c, 'buyer');
    expect((await creators.join(buyer, g, 1)).json().data.needs_approval).toBe(1);
    expect((await creators.join(c.owner, g, 1)).json().data.needs_approval).toBe(0);
  });
});

describe('the goods and store rules, for every creator', () => {
  /** Each case: a store and goods, the line put in the cart, then the rule that refuses it. */
  const cases: [string, (b: ReadyBuyer, g: TestGoods) => Promise<void>, (g: TestGoods) => string, 'plain' | 'hm'][] = [
    [
      '经营范围',
      async (b) => {
        await app.db
          .update(stores)
          .set({ businessScope: ['none'] })
          .where(eq(stores.id, b.storeId));
      },
      (g) => `${g.name}：超出经营范围`,
      'plain',
    ],
    [
      '含麻 per order',
      async (_, g) => {
        await app.db.update(goods).set({ hmLimit: 4 }).where(eq(goods.id, g.id));
      },
      (g) => `含麻药品 ${g.name} 每单限购4件`,
      'hm',
    ],
    [
      '限购 per store',
      async (_, g) => {
        await app.db.update(goods).set({ qgNumber: 3 }).where(eq(goods.id, g.id));
      },
      (g) => `${g.name} 每店限购3件，您还可购买3件`,
      'plain',
    ],
    [
      '起购',
      async (_, g) => {
        await app.db.update(goods).set({ minQty: 10 }).where(eq(goods.id, g.id));
      },
      (g) => `${g.name} 起购数量为10${g.unit}`,
      'plain',
    ],
    [
      '电子合同',
      async (b) => {
        await app.db.execute(sql`DELETE FROM store_contracts WHERE store_id = ${b.storeId}`);
      },
      () => '请先签署年度电子合同',
      'plain',
    ],
    [
      '资质',
      async (b) => {
        await app.db.update(stores).set({ qualificationStatus: 'pending' }).where(eq(stores.id, b.storeId));
      },
      () => '资质审核中，暂不能下单',
      'plain',
    ],
  ];

  it.each(cases)('refuses by %s in the same words through checkout and group join, writing nothing', async (_, rule, msg, kind) => {
    const g = await seedGoods(app, kind, { hmLimit: 10 });
    const activityId = await groupActivity(g, 100);
    const b = await readyBuyer(app);
    const added = await okData<{ ids: number[] }>(post(app, b.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 1, number: 5 }] }));
    await rule(b, g);
    const before = await stockOf(g.id);
    const checkout = await post(app, b.cookie, '/api/cart/checkout', { ids: added.ids, coupon_id: 0 });
    const join = await creators.join(b, g, 5, activityId);
    expect([checkout.json().msg, join.json().msg]).toEqual([msg(g), msg(g)]);
    expect(checkout.json().code).toBe(join.json().code);
    expect(await ordersOfStore(b.storeId)).toBe(0);
    expect(await stockOf(g.id)).toBe(before);
  });

  it('refuses 控销 goods outside the store’s region through both, writing nothing', async () => {
    const g = await seedGoods(app);
    const activityId = await groupActivity(g, 100);
    const b = await readyBuyer(app);
    const added = await okData<{ ids: number[] }>(post(app, b.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 1, number: 1 }] }));
    await app.db
      .update(goods)
      .set({ isControlled: true, controlledRegions: ['无此地区'] })
      .where(eq(goods.id, g.id));
    const checkout = await post(app, b.cookie, '/api/cart/checkout', { ids: added.ids, coupon_id: 0 });
    const join = await creators.join(b, g, 1, activityId);
    expect(checkout.json().code).not.toBe(10000);
    expect(join.json().code).not.toBe(10000);
    expect(await ordersOfStore(b.storeId)).toBe(0);
  });
});

describe('stock', () => {
  beforeAll(async () => {
    // Every statement that sets goods.stock or a batch's quantity, counted per goods (this file has the database to itself).
    await app.db.execute(sql`CREATE TABLE IF NOT EXISTS test_stock_writes (kind text NOT NULL, goods_id int NOT NULL)`);
    await app.db.execute(sql`
      CREATE OR REPLACE FUNCTION test_count_stock_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_stock_writes VALUES (TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::int);
        RETURN NEW;
      END $$`);
    await app.db.execute(
      sql`CREATE TRIGGER test_goods_stock AFTER UPDATE OF stock ON goods FOR EACH ROW EXECUTE FUNCTION test_count_stock_write('goods', 'id')`,
    );
    await app.db.execute(
      sql`CREATE TRIGGER test_batch_quantity AFTER UPDATE OF quantity ON goods_batches FOR EACH ROW EXECUTE FUNCTION test_count_stock_write('batch', 'goods_id')`,
    );
  });

  const writesOf = async (goodsId: number) => {
    const res = await app.db.execute<{ kind: string; n: number }>(
      sql`SELECT kind, count(*)::int AS n FROM test_stock_writes WHERE goods_id = ${goodsId} GROUP BY kind ORDER BY kind`,
    );
    return Object.fromEntries(res.rows.map((r) => [r.kind, r.n]));
  };

  it.each(CREATORS)('writes goods.stock and the batch once for a line (%s)', async (creator) => {
    const g = await dearGoods(100);
    const b = await readyBuyer(app);
    await app.db.execute(sql`DELETE FROM test_stock_writes WHERE goods_id = ${g.id}`);
    const res = await creators[creator](b, g, 3);
    expect(res.json().code).toBe(10000);
    // One write of each batch the line was allocated from, one of the goods' stock.
    const picks = await app.db
      .select()
      .from(orderLineBatches)
      .where(eq(orderLineBatches.orderId, orderIdOf(res)));
    expect(picks.reduce((n, p) => n + p.quantity, 0)).toBe(3);
    expect(await writesOf(g.id)).toEqual({ batch: picks.length, goods: 1 });
    expect(await stockOf(g.id)).toBe(97);
  });

  it.each(CREATORS)(
    'holds no stock while an order waits for approval, takes it when approved, or says it is gone (%s)',
    async (creator) => {
      const c = await companyOwner(app);
      const buyer = await addMember(app, c, 'buyer', { orderLimit: 1 });
      const g = await dearGoods(5);
      const waiting = await creators[creator](buyer, g, 5);
      expect(waiting.json().data.needs_approval).toBe(1);
      const orderId = orderIdOf(waiting);
      expect(await stockOf(g.id)).toBe(5);
      // Every other store may still buy all of it meanwhile.
      const other = await readyBuyer(app);
      expect((await creators.checkout(other, g, 5)).json().code).toBe(10000);
      expect(await stockOf(g.id)).toBe(0);
      const gone = await post(app, c.owner.cookie, `/api/company/approvals/${orderId}/approve`, {});
      expect(gone.json()).toMatchObject({ code: 400, msg: `库存不足: ${g.name} 仅剩0件，暂不能审批通过，请驳回订单或待补货后再审批` });
      expect((await orderOf(orderId)).status).toBe('pending_approval');
      // Restocked, the approval takes the units on the batches, FEFO, and the order has its 30 minutes.
      await stockBatches(app, g.id, 8);
      await okData(post(app, c.owner.cookie, `/api/company/approvals/${orderId}/approve`, {}));
      const approved = await orderOf(orderId);
      expect(approved.status).toBe('unpaid');
      expect(approved.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      expect(await stockOf(g.id)).toBe(3);
      const picks = await app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, orderId));
      expect(picks.reduce((n, p) => n + p.quantity, 0)).toBe(5);
      // Cancelled now, the units go back.
      await okData(post(app, buyer.cookie, '/api/order/cancel', { id: orderId }));
      expect(await stockOf(g.id)).toBe(8);
    },
  );

  it('gives nothing back when a waiting order is cancelled, since it took nothing', async () => {
    const c = await companyOwner(app);
    const buyer = await addMember(app, c, 'buyer', { orderLimit: 1 });
    const g = await dearGoods(7);
    const orderId = orderIdOf(await creators.checkout(buyer, g, 4));
    await okData(post(app, c.owner.cookie, `/api/company/approvals/${orderId}/reject`, { reason: '不需要' }));
    expect(await stockOf(g.id)).toBe(7);
    const [batch] = await app.db.select().from(goodsBatches).where(eq(goodsBatches.goodsId, g.id)).orderBy(asc(goodsBatches.id));
    expect(batch.reserved).toBe(0);
  });
});

describe('open orders per store', () => {
  it('refuses a sixth order placed and not paid, through either creator, until one is paid', async () => {
    const b = await readyBuyer(app);
    const g = await seedGoods(app);
    const placed: number[] = [];
    for (let i = 0; i < 5; i += 1) placed.push(orderIdOf(await creators[i % 2 ? 'join' : 'checkout'](b, g, 1)));
    const refusal = '您已有5笔订单待付款或待审批，请先付款或取消后再下单';
    for (const creator of CREATORS) {
      const res = await creators[creator](b, g, 1);
      expect(res.json()).toMatchObject({ code: 400, msg: refusal });
    }
    expect(await ordersOfStore(b.storeId)).toBe(5);
    const [first] = await app.db.select().from(orders).where(eq(orders.id, placed[0]));
    await payOrder(app, b, { orderId: first.id, payFen: first.payAmount }, 'wallet');
    expect((await creators.join(b, g, 1)).json().code).toBe(10000);
  });
});

describe('concurrency', () => {
  it('checkouts and group joins racing for 10 units make orders of exactly 10 and leave stock 0, never below', async () => {
    const g = await seedGoods(app, 'plain', { stock: 10 });
    const activityId = await groupActivity(g, 100, 50);
    const stores = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const buyer = await createBuyer(app);
        await signedContract(app, buyer.storeId);
        await addAddress(app, buyer.storeId);
        return { storeId: buyer.storeId, accountId: buyer.accountId, cookie: await sessionCookie(app, buyer) };
      }),
    );
    const lines = await Promise.all(
      stores
        .slice(0, 15)
        .map(async (b) =>
          okData<{ ids: number[] }>(post(app, b.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 1, number: 1 }] })),
        ),
    );
    const results = await Promise.all([
      ...stores.slice(0, 15).map((b, i) => post(app, b.cookie, '/api/cart/checkout', { ids: lines[i].ids, coupon_id: 0 })),
      ...stores.slice(15).map((b) => creators.join(b, g, 1, activityId)),
    ]);
    const won = results.filter((r) => r.json().code === 10000);
    expect(won).toHaveLength(10);
    expect(new Set(results.filter((r) => r.json().code !== 10000).map((r) => r.json().msg))).toEqual(
      new Set([`库存不足: ${g.name} 仅剩0件`]),
    );
    expect(await stockOf(g.id)).toBe(0);
    const batches = await app.db.select().from(goodsBatches).where(eq(goodsBatches.goodsId, g.id));
    expect(batches.every((b) => b.quantity >= 0)).toBe(true);
    expect(batches.reduce((n, b) => n + b.reserved, 0)).toBe(10);
    const sold = await app.db
      .select({ number: orderItems.number })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.goodsId, g.id), inArray(orders.status, ['unpaid'])));
    expect(sold.reduce((n, s) => n + s.number, 0)).toBe(10);
  }, 180_000);
});
