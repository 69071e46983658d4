import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { drawPrizes, drawRecords, pointsLedger, pointsOrders, storeCoupons } from '../../src/db/schema/index.js';
import { pickByWeight, setDrawRandom } from '../../src/modules/draw/odds.js';
import { mulberry32 } from '../../src/seed/data/prng.js';
import { expectInvalid, loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, post } from '../ops/order-flow.js';
import { createCoupon, createDraw, createGift, expectRefused, manyStores, type PrizeInput } from './marketing-fixtures.js';

// Wide enough that concurrent draws really run side by side in PostgreSQL.
const app = fileApp(16);
afterEach(() => setDrawRandom(null));

const ALREADY = '您已参与过本次抽奖，请到个人中心查看抽奖结果';
const THANKS: PrizeInput = { name: '谢谢参与', type: 'none', weight: 0, stock: 0 };

interface DrawResult {
  record_id: number;
  prize: { id: number; name: string; type: string; image: string };
  is_win: number;
  msg: string;
  detail: string;
}

const drawAs = (cookie: string, id: number | string) => post(app, cookie, '/api/draw', { id });
const stateOf = (cookie: string, id: number) => get(app, cookie, `/api/draw?id=${id}`);

describe('pickByWeight', () => {
  it('lands on each prize in proportion to its weight over a large sample', () => {
    const prizes = [{ weight: 500 }, { weight: 300 }, { weight: 150 }, { weight: 50 }, { weight: 0 }];
    const counts = prizes.map(() => 0);
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[prizes.indexOf(pickByWeight(prizes, Math.random())!)] += 1;
    prizes.forEach((p, i) => expect(Math.abs(counts[i] / n - p.weight / 1000)).toBeLessThan(0.005));
    expect(counts[4]).toBe(0);
  });

  it('covers the edges of the roll and answers nothing without weight', () => {
    const prizes = [{ weight: 1 }, { weight: 3 }];
    expect(pickByWeight(prizes, 0)).toBe(prizes[0]);
    expect(pickByWeight(prizes, 0.2499)).toBe(prizes[0]);
    expect(pickByWeight(prizes, 0.25)).toBe(prizes[1]);
    expect(pickByWeight(prizes, 0.999999)).toBe(prizes[1]);
    expect(pickByWeight([{ weight: 0 }], 0.5)).toBeUndefined();
  });
});

describe('GET /api/draw/simple, /api/draw/{id}/activity and /api/draw/ads', () => {
  it('answers the draw on now for the popup, is_join 1 once the store has drawn, null for a visitor', async () => {
    const { draw } = await createDraw(app, [{ name: '10积分', type: 'points', value: 10, weight: 1, stock: 100 }, THANKS], {
      from: -1 / 1440,
    });
    const { cookie } = await loggedInBuyer(app);
    expect(await okData(get(app, cookie, '/api/draw/simple'))).toEqual({
      id: draw.id,
      is_join: 0,
      name: '测试抽奖活动',
      remarks: '测试说明',
    });
    expect(await okData(get(app, cookie, `/api/draw/simple/check?id=${draw.id}`))).toMatchObject({ id: draw.id, is_join: 0 });
    await okData(drawAs(cookie, draw.id));
    expect(await okData(get(app, cookie, '/api/draw/simple'))).toMatchObject({ id: draw.id, is_join: 1 });
    expectRefused(await get(app, cookie, `/api/draw/simple/check?id=${draw.id}`), ALREADY);
    const visitor = await app.inject({ method: 'GET', url: '/api/draw/simple' });
    expect(visitor.json()).toMatchObject({ code: 10000, data: null });
  });

  it('shows the prizes without their odds or stock', async () => {
    const gift = await createGift(app, { image: '/api/img/points-goods/1.svg' });
    const { draw } = await createDraw(app, [
      { name: '100积分', type: 'points', value: 100, weight: 3, stock: 10 },
      { name: '口罩一盒', type: 'goods', value: gift.id, weight: 1, stock: 5 },
      THANKS,
    ]);
    const activity = await okData<{ prizes: Record<string, unknown>[]; status: string; status_text: string }>(
      app.inject({ method: 'GET', url: `/api/draw/${draw.id}/activity` }),
    );
    expect(activity).toMatchObject({ status: 'running', status_text: '进行中' });
    expect(activity.prizes).toEqual([
      expect.objectContaining({ name: '100积分', type: 'points', type_text: '积分', image: '' }),
      expect.objectContaining({ name: '口罩一盒', type: 'goods', type_text: '实物礼品', image: '/api/img/points-goods/1.svg' }),
      expect.objectContaining({ name: '谢谢参与', type: 'none' }),
    ]);
    for (const p of activity.prizes) expect(Object.keys(p).sort()).toEqual(['id', 'image', 'name', 'type', 'type_text']);
  });

  it('answers the seeded draw banners', async () => {
    const ads = await okData<{ image: string; url: string }[]>(app.inject({ method: 'GET', url: '/api/draw/ads' }));
    expect(ads.length).toBeGreaterThan(0);
    expect(ads[0].image).toMatch(/^\/api\/img\/ad\/\d+\.svg$/);
  });
});

describe('POST /api/draw {id}: prizes land in the store’s account', () => {
  it('credits points to the ledger and lists the draw in the records', async () => {
    const { draw, prizes } = await createDraw(app, [{ name: '200积分', type: 'points', value: 200, weight: 1, stock: 10 }, THANKS]);
    const { buyer, cookie } = await loggedInBuyer(app);
    const result = await okData<DrawResult>(drawAs(cookie, draw.id));
    expect(result).toMatchObject({ prize: { id: prizes[0].id, name: '200积分', type: 'points' }, is_win: 1, msg: '恭喜您抽中「200积分」' });
    const ledger = await app.db.select().from(pointsLedger).where(eq(pointsLedger.storeId, buyer.storeId));
    expect(ledger).toEqual([expect.objectContaining({ points: 200, reason: 'draw', refId: result.record_id })]);
    expect(await okData(get(app, cookie, '/api/user/points_log'))).toMatchObject({
      balance: 200,
      list: [{ points: 200, reason_text: '抽奖' }],
    });
    expect(await okData(get(app, cookie, '/api/draw/record'))).toMatchObject({
      total: 1,
      list: [
        {
          id: result.record_id,
          draw_id: draw.id,
          draw_name: '测试抽奖活动',
          prize_name: '200积分',
          is_win: 1,
          detail: '200积分已存入您的积分账户',
        },
      ],
    });
    expect((await app.db.select().from(drawPrizes).where(eq(drawPrizes.id, prizes[0].id)))[0].stock).toBe(9);
  });

  it('puts a coupon in the store’s wallet (source draw), available to checkout', async () => {
    const coupon = await createCoupon(app, { name: '抽奖测试无门槛5元', threshold: 0, amount: 500, isPublic: false });
    const { draw } = await createDraw(app, [{ name: '5元券', type: 'coupon', value: coupon.id, weight: 1, stock: 10 }, THANKS]);
    const { buyer, cookie } = await loggedInBuyer(app);
    await okData(drawAs(cookie, draw.id));
    const owned = await app.db.select().from(storeCoupons).where(eq(storeCoupons.storeId, buyer.storeId));
    expect(owned).toEqual([expect.objectContaining({ couponId: coupon.id, source: 'draw', usedAt: null })]);
    expect(await okData(get(app, cookie, '/api/user/availableCoupon'))).toMatchObject({ total: 1, list: [{ name: '抽奖测试无门槛5元' }] });
  });

  it('makes a gift a points order of 0 points, shown at /jfdd as a draw prize', async () => {
    const gift = await createGift(app, { name: '测试抽奖电子体温计', points: 800 });
    const { draw } = await createDraw(app, [{ name: '电子体温计', type: 'goods', value: gift.id, weight: 1, stock: 1 }, THANKS]);
    const { buyer, cookie } = await loggedInBuyer(app);
    const result = await okData<DrawResult>(drawAs(cookie, draw.id));
    expect(result.detail).toBe('礼品已生成积分订单，可在“积分订单”查看发货进度');
    const orders = await app.db.select().from(pointsOrders).where(eq(pointsOrders.storeId, buyer.storeId));
    expect(orders).toEqual([expect.objectContaining({ pointsGoodsId: gift.id, number: 1, points: 0, source: 'draw', status: 'pending' })]);
    expect(await okData(get(app, cookie, '/api/points/orders'))).toMatchObject({
      list: [{ goods_name: '测试抽奖电子体温计', points: 0, source: 'draw', source_text: '抽奖奖品', status_text: '待发货' }],
    });
  });

  it('turns a roll on an exhausted prize into 谢谢参与, and leaves the other odds alone', async () => {
    const { draw } = await createDraw(app, [
      { name: '1000积分', type: 'points', value: 1000, weight: 1, stock: 0 },
      { name: '谢谢参与', type: 'none', weight: 1, stock: 0 },
    ]);
    const { buyer, cookie } = await loggedInBuyer(app);
    setDrawRandom(() => 0.1);
    const result = await okData<DrawResult>(drawAs(cookie, draw.id));
    expect(result).toMatchObject({ is_win: 0, msg: '很遗憾，本次未中奖', prize: { name: '谢谢参与', type: 'none' } });
    expect(await app.db.select().from(pointsLedger).where(eq(pointsLedger.storeId, buyer.storeId))).toEqual([]);
  });

  it('refuses a draw with nothing left and no 谢谢参与, writing nothing', async () => {
    const { draw } = await createDraw(app, [{ name: '1000积分', type: 'points', value: 1000, weight: 1, stock: 0 }]);
    const { buyer, cookie } = await loggedInBuyer(app);
    expectRefused(await drawAs(cookie, draw.id), '奖品已全部抽完，感谢您的参与');
    expect(await app.db.select().from(drawRecords).where(eq(drawRecords.storeId, buyer.storeId))).toEqual([]);
  });
});

describe('rules of the draw', () => {
  it('lets a store draw once: a second draw is refused and nothing more is credited', async () => {
    const { draw } = await createDraw(app, [{ name: '50积分', type: 'points', value: 50, weight: 1, stock: 100 }, THANKS]);
    const { buyer, cookie } = await loggedInBuyer(app);
    await okData(drawAs(cookie, draw.id));
    expectRefused(await drawAs(cookie, draw.id), ALREADY);
    expect(await app.db.select().from(pointsLedger).where(eq(pointsLedger.storeId, buyer.storeId))).toHaveLength(1);
  });

  it('lets a store draw once even when it sends ten draws at the same moment', async () => {
    const { draw, prizes } = await createDraw(app, [{ name: '50积分', type: 'points', value: 50, weight: 1, stock: 100 }, THANKS]);
    const { buyer, cookie } = await loggedInBuyer(app);
    const results = await Promise.all(Array.from({ length: 10 }, () => drawAs(cookie, draw.id)));
    expect(results.filter((r) => r.json().code === 10000)).toHaveLength(1);
    for (const r of results.filter((x) => x.json().code !== 10000)) expectRefused(r, ALREADY);
    expect(await app.db.select().from(drawRecords).where(eq(drawRecords.storeId, buyer.storeId))).toHaveLength(1);
    expect((await app.db.select().from(drawPrizes).where(eq(drawPrizes.id, prizes[0].id)))[0].stock).toBe(99);
  });

  it('refuses outside the draw’s window, in Chinese, and says so in the activity', async () => {
    const prizes: PrizeInput[] = [{ name: '50积分', type: 'points', value: 50, weight: 1, stock: 100 }, THANKS];
    const early = await createDraw(app, prizes, { from: 1, to: 2 });
    const late = await createDraw(app, prizes, { from: -2, to: -1 / 1440 });
    const { buyer, cookie } = await loggedInBuyer(app);
    expectRefused(await drawAs(cookie, early.draw.id), '抽奖活动尚未开始');
    expectRefused(await drawAs(cookie, late.draw.id), '抽奖活动已结束');
    expectRefused(await get(app, cookie, `/api/draw/simple/check?id=${early.draw.id}`), '抽奖活动尚未开始');
    expectRefused(await get(app, cookie, `/api/draw/simple/check?id=${late.draw.id}`), '抽奖活动已结束');
    expect(await okData(get(app, cookie, `/api/draw/${early.draw.id}/activity`))).toMatchObject({
      status: 'pending',
      status_text: '未开始',
    });
    expect(await okData(get(app, cookie, `/api/draw/${late.draw.id}/activity`))).toMatchObject({ status: 'ended', status_text: '已结束' });
    expect(await app.db.select().from(drawRecords).where(eq(drawRecords.storeId, buyer.storeId))).toEqual([]);
  });

  it('answers 422 for a bad id, 404 for an unknown draw and sends a visitor to log in', async () => {
    const { cookie } = await loggedInBuyer(app);
    expectInvalid(await drawAs(cookie, 0), '抽奖活动编号不正确');
    expectInvalid(await drawAs(cookie, 'abc'), '抽奖活动编号不正确');
    expectInvalid(await get(app, cookie, '/api/draw?id=abc'), '抽奖活动编号不正确');
    expectInvalid(await get(app, cookie, '/api/draw/new_record'), '抽奖活动编号不正确');
    expectInvalid(await get(app, cookie, '/api/draw/x/activity'), '抽奖活动编号不正确');
    expectInvalid(await get(app, cookie, '/api/draw/record?page=0'), '页码不能小于1');
    const missing = await drawAs(cookie, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, msg: '抽奖活动不存在' });
    for (const method of ['GET', 'POST'] as const) {
      const visitor = await app.inject({ method, url: '/api/draw?id=1', payload: method === 'POST' ? { id: 1 } : undefined });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: 10001 });
    }
  });
});

describe('GET /api/draw {id}: the store’s standing, read without drawing', () => {
  it('changes nothing however often it is read (a link on another site cannot spend the chance)', async () => {
    const { draw, prizes } = await createDraw(app, [{ name: '30积分', type: 'points', value: 30, weight: 1, stock: 10 }, THANKS]);
    const { buyer, cookie } = await loggedInBuyer(app);
    for (let i = 0; i < 3; i += 1) {
      expect(await okData(stateOf(cookie, draw.id))).toMatchObject({ id: draw.id, status: 'running', is_join: 0, chances: 1, result: null });
    }
    expect(await app.db.select().from(drawRecords).where(eq(drawRecords.storeId, buyer.storeId))).toEqual([]);
    expect(await app.db.select().from(pointsLedger).where(eq(pointsLedger.storeId, buyer.storeId))).toEqual([]);
    expect((await app.db.select().from(drawPrizes).where(eq(drawPrizes.id, prizes[0].id)))[0].stock).toBe(10);
    const state = await okData<{ prizes: Record<string, unknown>[] }>(stateOf(cookie, draw.id));
    for (const p of state.prizes) expect(Object.keys(p).sort()).toEqual(['id', 'image', 'name', 'type', 'type_text']);
  });

  it('shows what the store won once it has drawn, and no chance left', async () => {
    const { draw } = await createDraw(app, [{ name: '30积分', type: 'points', value: 30, weight: 1, stock: 10 }, THANKS]);
    const { cookie } = await loggedInBuyer(app);
    const won = await okData<DrawResult>(drawAs(cookie, draw.id));
    expect(await okData(stateOf(cookie, draw.id))).toMatchObject({ is_join: 1, chances: 0, result: won });
  });

  it('shows a store only its own draw: another store’s win leaves this one’s chance and result alone', async () => {
    const { draw } = await createDraw(app, [{ name: '30积分', type: 'points', value: 30, weight: 1, stock: 10 }, THANKS]);
    const a = await loggedInBuyer(app);
    const b = await loggedInBuyer(app);
    await okData(drawAs(a.cookie, draw.id));
    expect(await okData(stateOf(b.cookie, draw.id))).toMatchObject({ is_join: 0, chances: 1, result: null });
  });

  it('answers no chance outside the window', async () => {
    const prizes: PrizeInput[] = [{ name: '50积分', type: 'points', value: 50, weight: 1, stock: 100 }, THANKS];
    const early = await createDraw(app, prizes, { from: 1, to: 2 });
    const { cookie } = await loggedInBuyer(app);
    expect(await okData(stateOf(cookie, early.draw.id))).toMatchObject({ status: 'pending', chances: 0, result: null });
  });

  it('does not draw on a GET to the old address, and a POST with a query but no body is refused', async () => {
    const { draw } = await createDraw(app, [{ name: '30积分', type: 'points', value: 30, weight: 1, stock: 10 }, THANKS]);
    const { buyer, cookie } = await loggedInBuyer(app);
    await get(app, cookie, `/api/draw?id=${draw.id}`);
    const noBody = await app.inject({ method: 'POST', url: `/api/draw?id=${draw.id}`, headers: { cookie } });
    expect(noBody.statusCode).toBe(422);
    expect(await app.db.select().from(drawRecords).where(eq(drawRecords.storeId, buyer.storeId))).toEqual([]);
  });
});

describe('odds and stock on PostgreSQL', () => {
  // 500 draws take a while on a loaded machine.
  it(
    'hands out prizes in proportion to their weights over 500 stores (seeded dice, chi-square within p = 0.001)',
    { timeout: 120_000 },
    async () => {
      const weights = [500, 300, 150, 50];
      const { draw, prizes } = await createDraw(app, [
        ...weights.map((weight, i) => ({ name: `${i + 1}号奖`, type: 'points', value: i + 1, weight, stock: 10_000 })),
        { name: '永不中', type: 'points', value: 99, weight: 0, stock: 10_000 },
      ]);
      const n = 500;
      const buyers = await manyStores(app, n);
      setDrawRandom(mulberry32(20261120));
      const won: number[] = [];
      // A few at a time: the point here is the odds, the concurrency tests are below.
      for (let i = 0; i < n; i += 16) {
        const batch = await Promise.all(buyers.slice(i, i + 16).map((b) => okData<DrawResult>(drawAs(b.cookie, draw.id))));
        won.push(...batch.map((r) => r.prize.id));
      }
      const counts = prizes.map((p) => won.filter((id) => id === p.id).length);
      expect(counts[4]).toBe(0);
      const chi2 = weights.reduce((sum, w, i) => {
        const expected = (n * w) / 1000;
        return sum + (counts[i] - expected) ** 2 / expected;
      }, 0);
      expect(chi2).toBeLessThan(16.27);
      const left = await app.db
        .select({ id: drawPrizes.id, stock: drawPrizes.stock })
        .from(drawPrizes)
        .where(eq(drawPrizes.drawId, draw.id));
      for (const [i, p] of prizes.entries()) expect(left.find((l) => l.id === p.id)?.stock).toBe(10_000 - counts[i]);
    },
  );

  it('never hands out more of a prize than its stock when 60 stores draw at once', async () => {
    const stock = 5;
    const { draw, prizes } = await createDraw(app, [
      { name: '血压计', type: 'points', value: 5800, weight: 1, stock },
      { name: '谢谢参与', type: 'none', weight: 0, stock: 0 },
    ]);
    const buyers = await manyStores(app, 60);
    const results = await Promise.all(buyers.map((b) => okData<DrawResult>(drawAs(b.cookie, draw.id))));
    expect(results.filter((r) => r.is_win === 1)).toHaveLength(stock);
    expect(results.filter((r) => r.prize.type === 'none')).toHaveLength(60 - stock);
    expect((await app.db.select().from(drawPrizes).where(eq(drawPrizes.id, prizes[0].id)))[0].stock).toBe(0);
    const credited = await app.db
      .select()
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.reason, 'draw'),
          inArray(
            pointsLedger.storeId,
            buyers.map((b) => b.storeId),
          ),
        ),
      );
    expect(credited).toHaveLength(stock);
    expect(await app.db.select().from(drawRecords).where(eq(drawRecords.drawId, draw.id))).toHaveLength(60);
  });
});

describe('GET /api/draw/new_record', () => {
  it('lists the latest winners with masked phones, leaving out 谢谢参与', async () => {
    const { draw } = await createDraw(app, [
      { name: '88积分', type: 'points', value: 88, weight: 1, stock: 2 },
      { name: '谢谢参与', type: 'none', weight: 0, stock: 0 },
    ]);
    const buyers = await manyStores(app, 3);
    for (const b of buyers) await okData(drawAs(b.cookie, draw.id));
    const winners = await okData<{ phone: string; prize_name: string }[]>(
      app.inject({ method: 'GET', url: `/api/draw/new_record?id=${draw.id}` }),
    );
    expect(winners.map((w) => w.phone)).toEqual([buyers[1], buyers[0]].map((b) => `${b.phone.slice(0, 3)}****${b.phone.slice(-4)}`));
    expect(winners.every((w) => w.prize_name === '88积分')).toBe(true);
  });
});
