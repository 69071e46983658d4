import { ACTIVITY_KINDS, type ActivityInfo, type ActivityList, type CartList, type GroupJoinResult, type MyGroupBuys } from '@yc/contracts';
import { fenToYuan } from '@yc/pricing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../file-database.js';
import {
  activities,
  activityGoods,
  activityTaps,
  creditAccounts,
  creditLedger,
  goods,
  groupBuys,
  orderItems,
  orders,
  walletLedger,
} from '../../src/db/schema/index.js';
import { EXPIRE_GROUPS_QUEUE, startJobs } from '../../src/jobs/boss.js';
import { expireGroupBuys } from '../../src/modules/group-buy/expiry.js';
import { approveRequest } from '../../src/modules/after-sales/review.js';
import { completeOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { activitySeeds } from '../../src/seed/data/activities.js';
import { walletBalance } from '../../src/modules/wallet/ledger.js';
import {
  addAddress,
  createBuyer,
  expectInvalid,
  fundWallet,
  PAY_PASSWORD,
  seedGoods,
  sessionCookie,
  signedContract,
  OPERATOR,
  type TestGoods,
} from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();

const HOUR = 3_600_000;
const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

/** A store that may buy and check out, and its session. */
async function readyBuyer(walletFen = 0) {
  const buyer = await createBuyer(app);
  await signedContract(app, buyer.storeId);
  await addAddress(app, buyer.storeId);
  if (walletFen > 0) await fundWallet(app, buyer.storeId, walletFen);
  return { ...buyer, cookie: await sessionCookie(app, buyer) };
}

/** An activity of this test, its window in hours from now, over these goods at these prices (fen). */
async function activity(
  kind: string,
  window: { from: number; to: number },
  lines: { goods: TestGoods; price: number | null }[],
  rules: Record<string, unknown> = {},
): Promise<number> {
  const now = Date.now();
  const [row] = await app.db
    .insert(activities)
    .values({
      kind,
      title: `测试${kind}活动`,
      rules,
      startsAt: new Date(now + window.from * HOUR),
      endsAt: new Date(now + window.to * HOUR),
    })
    .returning({ id: activities.id });
  if (lines.length)
    await app.db.insert(activityGoods).values(lines.map((l, sort) => ({ activityId: row.id, goodsId: l.goods.id, price: l.price, sort })));
  return row.id;
}

const addAt = (cookie: string, goodsId: number, activityId: number, number = 2) =>
  post('/api/cart', { params: [{ goods_id: goodsId, price: 0, number, type: 2, activity_id: activityId }] }, cookie);

const cartOf = async (cookie: string) => data<CartList>(await get('/api/cart/list', cookie));

const payWallet = (cookie: string, orderId: number) =>
  post('/api/pay/order', { order_id: orderId, method: 'wallet', pay_password: PAY_PASSWORD }, cookie);

describe('activity time windows, judged by the server', () => {
  it('says whether an activity has started, and sells at its price only inside its window', async () => {
    const g = await seedGoods(app);
    const price = g.basePrice - 100;
    const before = await activity('hdmb', { from: 1, to: 3 }, [{ goods: g, price }]);
    const inside = await activity('hdmb', { from: -1, to: 1 }, [{ goods: g, price }]);
    const after = await activity('hdmb', { from: -3, to: -1 }, [{ goods: g, price }]);
    const { cookie } = await readyBuyer();

    const statuses = await Promise.all(
      [before, inside, after].map(async (id) => data<ActivityInfo>(await get(`/api/activity/info?id=${id}`, cookie))),
    );
    expect(statuses.map((a) => a.status)).toEqual([0, 1, 2]);
    expect(statuses[1].goods.map((x) => [x.id, x.activity_price])).toEqual([[g.id, fenToYuan(price)]]);
    expect(Math.abs(statuses[1].timestamp - Date.now() / 1000)).toBeLessThan(5);
    // Visitors see no prices, activity prices included.
    expect(data<ActivityInfo>(await get(`/api/activity/info?id=${inside}`)).goods[0].activity_price).toBeNull();

    expect((await addAt(cookie, g.id, before)).json()).toMatchObject({ code: 400, msg: '活动未开始' });
    expect((await addAt(cookie, g.id, after)).json()).toMatchObject({ code: 400, msg: '活动已结束' });
    expect((await cartOf(cookie)).data).toEqual([]);

    expect((await addAt(cookie, g.id, inside, 3)).json().code).toBe(10000);
    const [line] = (await cartOf(cookie)).data;
    expect(line).toMatchObject({ goods_id: g.id, type: 2, number: 3, price: fenToYuan(price), amount: fenToYuan(price * 3), key: 'none' });
    expect(line.activity).toEqual({ id: inside, title: '测试hdmb活动', price: fenToYuan(price) });

    // The activity ends: the line is priced as any other again.
    await app.db
      .update(activities)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(activities.id, inside));
    const [later] = (await cartOf(cookie)).data;
    expect(later).toMatchObject({ price: fenToYuan(g.basePrice), amount: fenToYuan(g.basePrice * 3), activity: null });
  });

  it('places the order at the activity price', async () => {
    const g = await seedGoods(app);
    const price = Math.floor(g.basePrice * 0.8);
    const id = await activity('welfare', { from: -1, to: 1 }, [{ goods: g, price }]);
    const { cookie, storeId } = await readyBuyer();
    const added = await addAt(cookie, g.id, id, 4);
    const placed = await post('/api/cart/checkout', { ids: added.json().data.ids }, cookie);
    expect(placed.json().code).toBe(10000);
    const [order] = await app.db.select().from(orders).where(eq(orders.storeId, storeId));
    const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.goodsId, i.price, i.number, i.amount])).toEqual([[g.id, price, 4, price * 4]]);
    expect(order.goodsAmount).toBe(price * 4);
  });

  it('lists a kind in force first, then to come, then ended; and by ids in their order', async () => {
    // zhmz: a kind no test file adds activities of.
    const list = data<ActivityList>(await get('/api/activity/list?kind=zhmz'));
    expect(list.list.map((a) => a.status)).toEqual([1, 0, 2]);
    const ids = list.list.map((a) => a.id).reverse();
    expect(data<ActivityList>(await get(`/api/activity/list?ids=${ids.join(',')}`)).list.map((a) => a.id)).toEqual(ids);
    const featured = data<ActivityInfo>(await get('/api/activity/info?kind=zhmz'));
    expect(featured.id).toBe(list.list[0].id);
  });
});

describe('seeded activities', () => {
  it('has one on now, one to come and one ended of every kind, with banners and goods', async () => {
    const rows = (await app.db.select().from(activities)).filter((a) => activitySeeds.some((s) => s.title === a.title));
    for (const kind of ACTIVITY_KINDS) {
      const mine = rows.filter((a) => a.kind === kind);
      const now = Date.now();
      expect(
        mine.filter((a) => a.startsAt.getTime() <= now && a.endsAt.getTime() > now),
        kind,
      ).toHaveLength(1);
      expect(
        mine.filter((a) => a.startsAt.getTime() > now),
        kind,
      ).toHaveLength(1);
      expect(
        mine.filter((a) => a.endsAt.getTime() <= now),
        kind,
      ).toHaveLength(1);
      expect(
        mine.every((a) => a.banner.startsWith('data:image/svg+xml')),
        kind,
      ).toBe(true);
    }
    const counts = await app.db
      .select({ id: activityGoods.activityId, n: sql<number>`count(*)::int`, priced: sql<number>`count(${activityGoods.price})::int` })
      .from(activityGoods)
      .where(
        inArray(
          activityGoods.activityId,
          rows.map((a) => a.id),
        ),
      )
      .groupBy(activityGoods.activityId);
    expect(counts).toHaveLength(rows.length);
    for (const a of rows) {
      const c = counts.find((x) => x.id === a.id);
      expect(c?.priced, a.title).toBe(a.kind === 'hb' ? 0 : c?.n);
    }
    // The home page's daily specials are no longer empty.
    expect(data<{ total: number }>(await get('/api/activity/everyday_price')).total).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it('answers 422 with the first message in Chinese, or a refusal, never a 500', async () => {
    const g = await seedGoods(app);
    const { cookie } = await readyBuyer();
    const groupId = await activity('ptzq', { from: -1, to: 1 }, [{ goods: g, price: 100 }], { group_size: 2, group_hours: 1 });
    const cashbackId = await activity('hb', { from: -1, to: 1 }, [{ goods: g, price: null }], {
      tiers: [{ threshold_fen: 100, cashback_fen: 10 }],
    });
    const other = await activity('zqmb', { from: -1, to: 1 }, []);

    expectInvalid(await post('/api/cart', { params: [{ goods_id: g.id, price: 0, number: 1, type: 2 }] }, cookie), '请指定活动');
    expectInvalid(await addAt(cookie, g.id, 'abc' as unknown as number), '活动编号不正确');
    expect((await addAt(cookie, g.id, 2_000_000_000)).json()).toMatchObject({ code: 404, msg: '活动不存在' });
    expect((await addAt(cookie, g.id, groupId)).json()).toMatchObject({ code: 400, msg: '拼团商品请在拼团专区开团或参团购买' });
    expect((await addAt(cookie, g.id, cashbackId)).json()).toMatchObject({ code: 400, msg: '该活动没有活动价，请按原价加入购物车' });
    expect((await addAt(cookie, g.id, other)).json()).toMatchObject({ code: 400, msg: `${g.name} 不在该活动中` });

    expectInvalid(await get('/api/activity/info'), '请指定活动');
    expectInvalid(await get('/api/activity/info?kind=abc'), '活动类型不正确');
    expectInvalid(await get('/api/activity/list'), '请指定活动类型或活动编号');
    expect((await get('/api/activity/info?id=2000000000')).statusCode).toBe(404);
    expect((await get(`/api/activity/info?id=${groupId}&kind=mrtj`)).statusCode).toBe(404);
    expectInvalid(await post('/api/activity/tap', { id: 'x' }), '活动编号不正确');
    expectInvalid(await post('/api/activity/tap', {}), '活动编号不正确');
    expect((await post('/api/activity/tap', { id: 2_000_000_000 })).json()).toMatchObject({ code: 404, msg: '活动不存在' });

    const join = (body: object) => post('/api/activity/group/join', body, cookie);
    expectInvalid(await join({ activity_id: groupId, goods_id: g.id, number: 0 }), '购买数量必须大于0');
    expectInvalid(await join({ activity_id: groupId }), '商品编号不正确');
    expect((await post('/api/activity/group/join', { activity_id: groupId, goods_id: g.id })).statusCode).toBe(401);
    expect((await join({ activity_id: other, goods_id: g.id })).json()).toMatchObject({ code: 404, msg: '拼团活动不存在' });
    expect((await join({ activity_id: groupId, goods_id: g.id, group_id: 2_000_000_000 })).json()).toMatchObject({
      code: 404,
      msg: '拼团不存在',
    });
  });
});

describe('POST /api/activity/tap', () => {
  it('counts every tap on an activity entry, visitors and stores alike, readable by GET', async () => {
    const id = await activity('yyh', { from: -1, to: 1 }, []);
    const { cookie, storeId } = await readyBuyer();
    expect(data(await get(`/api/activity/tap?id=${id}`))).toEqual({ id, taps: 0 });
    const answers = await Promise.all([
      post('/api/activity/tap', { id }),
      post('/api/activity/tap', { id }, cookie),
      post('/api/activity/tap', { id }, cookie),
    ]);
    expect(answers.every((r) => r.json().code === 10000)).toBe(true);
    expect(data(await get(`/api/activity/tap?id=${id}`))).toEqual({ id, taps: 3 });
    const rows = await app.db.select({ storeId: activityTaps.storeId }).from(activityTaps).where(eq(activityTaps.activityId, id));
    expect(rows.map((r) => r.storeId).sort()).toEqual([storeId, storeId, null].sort());
  });
});

describe('group buying (/ptzq)', () => {
  const groupRules = (size: number) => ({ group_size: size, group_hours: 24 });

  it('completes a group once its size of stores have paid, and holds its orders until then', async () => {
    const g = await seedGoods(app);
    const price = g.basePrice - 50;
    const id = await activity('ptzq', { from: -1, to: 48 }, [{ goods: g, price }], groupRules(2));
    const [a, b, c] = await Promise.all([readyBuyer(1_000_000), readyBuyer(1_000_000), readyBuyer(1_000_000)]);

    const opened = await post('/api/activity/group/join', { activity_id: id, goods_id: g.id, number: 2 }, a.cookie);
    expect(opened.json()).toMatchObject({ code: 10000, data: { pay_amount: fenToYuan(price * 2) } });
    const { group_id: groupId, order_id: orderA } = data<GroupJoinResult>(opened);
    const [group] = await app.db.select().from(groupBuys).where(eq(groupBuys.id, groupId));
    expect(group).toMatchObject({ size: 2, status: 'open', leaderStoreId: a.storeId });
    expect(group.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * HOUR);
    expect((await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderA))).map((i) => [i.price, i.number])).toEqual([
      [price, 2],
    ]);

    expect((await payWallet(a.cookie, orderA)).json().code).toBe(10000);
    expect((await app.db.select().from(groupBuys).where(eq(groupBuys.id, groupId)))[0].status).toBe('open');
    await expect(shipOrder(app.db, orderA, '顺丰速运', 'SF10000001', OPERATOR)).rejects.toThrow('拼团尚未成团，暂不能发货');
    expect((await post('/api/activity/group/join', { activity_id: id, goods_id: g.id, group_id: groupId }, a.cookie)).json().msg).toBe(
      '您已参加该团，请勿重复参团',
    );

    const listed = data<ActivityInfo>(await get(`/api/activity/info?id=${id}`, b.cookie)).groups.find((x) => x.id === groupId);
    expect(listed).toMatchObject({ size: 2, joined: 1, seats: 1, status: 'open', is_mine: 0 });
    expect(listed?.leader).toMatch(/^测\*\*\*店$/);

    const joined = await post('/api/activity/group/join', { activity_id: id, goods_id: g.id, group_id: groupId, number: 1 }, b.cookie);
    expect(joined.json().code).toBe(10000);
    // Both seats are taken while B has not paid yet.
    expect((await post('/api/activity/group/join', { activity_id: id, goods_id: g.id, group_id: groupId }, c.cookie)).json().msg).toBe(
      '该团已满员，请参加其他团或自己开团',
    );
    expect((await payWallet(b.cookie, data<GroupJoinResult>(joined).order_id)).json().code).toBe(10000);

    const [done] = await app.db.select().from(groupBuys).where(eq(groupBuys.id, groupId));
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    await shipOrder(app.db, orderA, '顺丰速运', 'SF10000001', OPERATOR);
    expect((await post('/api/activity/group/join', { activity_id: id, goods_id: g.id, group_id: groupId }, c.cookie)).json().msg).toBe(
      '该团已成团，请参加其他团或自己开团',
    );

    const mine = data<MyGroupBuys>(await get('/api/activity/group/mine', a.cookie));
    expect(mine[0]).toMatchObject({
      id: groupId,
      status: 'completed',
      status_text: '已成团',
      joined: 2,
      order_id: orderA,
      order_status: 'shipped',
      is_mine: 1,
    });
  });

  it('refuses to open a group outside the activity window', async () => {
    const g = await seedGoods(app);
    const soon = await activity('ptzq', { from: 1, to: 2 }, [{ goods: g, price: 100 }], groupRules(2));
    const over = await activity('ptzq', { from: -2, to: -1 }, [{ goods: g, price: 100 }], groupRules(2));
    const { cookie, storeId } = await readyBuyer();
    expect((await post('/api/activity/group/join', { activity_id: soon, goods_id: g.id }, cookie)).json()).toMatchObject({
      code: 400,
      msg: '活动未开始',
    });
    expect((await post('/api/activity/group/join', { activity_id: over, goods_id: g.id }, cookie)).json()).toMatchObject({
      code: 400,
      msg: '活动已结束',
    });
    expect(await app.db.select().from(orders).where(eq(orders.storeId, storeId))).toEqual([]);
  });

  it('expires a group past its time and refunds each paid order the way it was paid', async () => {
    const g = await seedGoods(app);
    const price = g.basePrice - 30;
    const id = await activity('ptzq', { from: -1, to: 48 }, [{ goods: g, price }], groupRules(3));
    const [a, b, c] = await Promise.all([readyBuyer(1_000_000), readyBuyer(), readyBuyer()]);
    await app.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 10_000_000, termDays: 30 });
    const stockBefore = (await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, g.id)))[0].stock;

    const opened = data<GroupJoinResult>(await post('/api/activity/group/join', { activity_id: id, goods_id: g.id }, a.cookie));
    const byB = data<GroupJoinResult>(
      await post('/api/activity/group/join', { activity_id: id, goods_id: g.id, group_id: opened.group_id }, b.cookie),
    );
    const byC = data<GroupJoinResult>(
      await post('/api/activity/group/join', { activity_id: id, goods_id: g.id, group_id: opened.group_id }, c.cookie),
    );
    expect((await payWallet(a.cookie, opened.order_id)).json().code).toBe(10000);
    expect((await post('/api/pay/order', { order_id: byB.order_id, method: 'credit', pay_password: PAY_PASSWORD }, b.cookie)).json().code).toBe(10000);
    expect(await walletBalance(app.db, a.storeId)).toBe(1_000_000 - price);

    // Not yet due: nothing happens.
    await expireGroupBuys(app.db);
    expect((await app.db.select().from(groupBuys).where(eq(groupBuys.id, opened.group_id)))[0].status).toBe('open');

    await app.db
      .update(groupBuys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(groupBuys.id, opened.group_id));
    expect(await expireGroupBuys(app.db)).toBeGreaterThanOrEqual(1);
    expect((await app.db.select().from(groupBuys).where(eq(groupBuys.id, opened.group_id)))[0].status).toBe('expired');

    const after = await app.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [opened.order_id, byB.order_id, byC.order_id]));
    expect(after.map((o) => o.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(after.every((o) => o.cancelReason === '拼团未成团，系统已自动取消订单')).toBe(true);
    expect(await walletBalance(app.db, a.storeId)).toBe(1_000_000);
    const refunds = await app.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.storeId, a.storeId), eq(walletLedger.useType, 'refund')));
    expect(refunds.map((r) => [r.amount, r.refId])).toEqual([[price, opened.order_id]]);
    const credit = await app.db.select().from(creditLedger).where(eq(creditLedger.storeId, b.storeId));
    expect(credit.map((r) => [r.type, r.amount]).sort()).toEqual(
      [
        ['refund', -price],
        ['use', price],
      ].sort(),
    );
    expect((await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, g.id)))[0].stock).toBe(stockBefore);

    // Run again: the expired group is left alone.
    await expireGroupBuys(app.db);
    expect(await walletBalance(app.db, a.storeId)).toBe(1_000_000);
  });

  it('keeps the expiry schedule in pg-boss', async () => {
    const stop = await startJobs(testDatabaseUrl(), app.db, app.log, app.config.dataDir, app.payments);
    await stop();
    const rows = await app.db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`);
    expect(rows.rows).toContainEqual({ name: EXPIRE_GROUPS_QUEUE, cron: '* * * * *' });
  });
});

describe('full-amount cashback (/hb)', () => {
  it('credits the wallet once when an order of the activity goods completes, by the highest tier reached', async () => {
    const g = await seedGoods(app);
    const plain = await seedGoods(app);
    const tiers = [
      { threshold_fen: g.basePrice * 2, cashback_fen: 300 },
      { threshold_fen: g.basePrice * 5, cashback_fen: 1200 },
      { threshold_fen: g.basePrice * 50, cashback_fen: 9900 },
    ];
    const id = await activity('hb', { from: -1, to: 1 }, [{ goods: g, price: null }], { tiers });
    const info = data<ActivityInfo>(await get(`/api/activity/info?id=${id}`));
    expect(info.cashback_tiers[1]).toEqual({ threshold: fenToYuan(g.basePrice * 5), cashback: 12 });
    expect(info.rules[0]).toContain('返12元');

    const buyer = await readyBuyer(10_000_000);
    const order = async (lines: { goods: TestGoods; number: number }[]) => {
      const added = await post(
        '/api/cart',
        { params: lines.map((l) => ({ goods_id: l.goods.id, price: 0, number: l.number })) },
        buyer.cookie,
      );
      const placed = await post('/api/cart/checkout', { ids: added.json().data.ids, coupon_id: 0 }, buyer.cookie);
      const orderId = placed.json().data.order_id as number;
      expect((await payWallet(buyer.cookie, orderId)).json().code).toBe(10000);
      await shipOrder(app.db, orderId, '顺丰速运', 'SF20000001', OPERATOR);
      return orderId;
    };
    const cashbacks = () =>
      app.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.storeId, buyer.storeId), eq(walletLedger.useType, 'cashback')));

    // 6 units of the activity goods reach the second tier; the other goods do not count toward it.
    const first = await order([
      { goods: g, number: 6 },
      { goods: plain, number: 30 },
    ]);
    expect(await cashbacks()).toEqual([]);
    await completeOrder(app.db, first, OPERATOR);
    const credited = await cashbacks();
    expect(credited.map((r) => [r.amount, r.refType, r.refId])).toEqual([[1200, 'order', first]]);
    expect(credited[0].note).toContain('测试hb活动');
    await expect(completeOrder(app.db, first, OPERATOR)).rejects.toThrow('订单已完成');
    expect(await cashbacks()).toHaveLength(1);

    // A return of 2 of the 6 units leaves the first tier: the difference comes back out of the wallet, once.
    const [line] = await app.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, first), eq(orderItems.goodsId, g.id)));
    const returned = await post(
      '/api/order/return',
      { order_id: first, type: 'return', reason: '多订了', items: [{ order_item_id: line.id, number: 2 }] },
      buyer.cookie,
    );
    const requestId = returned.json().data.id as number;
    const before = await walletBalance(app.db, buyer.storeId);
    await approveRequest(app.db, requestId, OPERATOR);
    const afterReturn = await cashbacks();
    expect(afterReturn.map((r) => [r.amount, r.refType, r.refId])).toEqual([
      [1200, 'order', first],
      [-900, 'after_sale', requestId],
    ]);
    const refund = (
      await app.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.refType, 'after_sale'), eq(walletLedger.useType, 'refund'), eq(walletLedger.refId, requestId)))
    )[0];
    expect(await walletBalance(app.db, buyer.storeId)).toBe(before + refund.amount - 900);
    const events = await get(`/api/order/returnInfo/${requestId}`, buyer.cookie);
    expect(events.json().data.events.at(-1).text).toContain('扣回满返返现 ¥9.00');

    // Under the first tier: nothing.
    const second = await order([{ goods: g, number: 1 }]);
    await completeOrder(app.db, second, OPERATOR);
    expect(await cashbacks()).toHaveLength(2);

    // Placed after the activity ended: nothing.
    await app.db
      .update(activities)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(activities.id, id));
    const third = await order([{ goods: g, number: 6 }]);
    await completeOrder(app.db, third, OPERATOR);
    expect(await cashbacks()).toHaveLength(2);
  });
});
