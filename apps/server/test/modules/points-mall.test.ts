import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, pointsGoods, pointsLedger, pointsOrders } from '../../src/db/schema/index.js';
import { addAddress, expectInvalid, loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, post } from '../ops/order-flow.js';
import { createGift, expectRefused, givePoints } from './marketing-fixtures.js';

const app = fileApp(16);

const exchange = (cookie: string, goods_id: number, number: number, more: Record<string, unknown> = {}) =>
  post(app, cookie, '/api/points/exchange', { goods_id, number, ...more });

/** A fresh buyer whose store has a default delivery address: a gift is a parcel. */
async function buyerWithAddress() {
  const b = await loggedInBuyer(app);
  await addAddress(app, b.buyer.storeId);
  return b;
}

async function balanceOf(storeId: number): Promise<number> {
  const [row] = await app.db
    .select({ n: sum(pointsLedger.points).mapWith(Number) })
    .from(pointsLedger)
    .where(eq(pointsLedger.storeId, storeId));
  return row?.n ?? 0;
}
const stockOf = async (id: number) => (await app.db.select().from(pointsGoods).where(eq(pointsGoods.id, id)))[0].stock;
const ordersOf = (storeId: number) => app.db.select().from(pointsOrders).where(eq(pointsOrders.storeId, storeId));

describe('GET /api/points/goods', () => {
  it('lists the seeded gifts with pictures, and the store’s points only to a member', async () => {
    const visitor = await okData<{ list: { name: string; image: string; points: number }[]; balance: number | null }>(
      app.inject({ method: 'GET', url: '/api/points/goods?page_size=100' }),
    );
    expect(visitor.balance).toBeNull();
    const names = visitor.list.map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['一次性医用外科口罩(50只/盒)', '电子体温计', '上臂式电子血压计']));
    const mask = visitor.list.find((g) => g.name === '一次性医用外科口罩(50只/盒)');
    expect(mask?.image).toMatch(/^\/api\/img\/points-goods\/\d+\.svg$/);
    const picture = await app.inject({ method: 'GET', url: mask?.image ?? '' });
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain(`${mask?.points}积分`);

    const { buyer, cookie } = await loggedInBuyer(app);
    await givePoints(app, buyer.storeId, 1234);
    expect((await okData<{ balance: number }>(get(app, cookie, '/api/points/goods'))).balance).toBe(1234);
  });
});

describe('POST /api/points/exchange', () => {
  it('takes the points, the stock, and makes a points order listed at /jfdd', async () => {
    const gift = await createGift(app, { name: '测试兑换电子体温计', points: 300, stock: 10 });
    const { buyer, cookie } = await buyerWithAddress();
    await givePoints(app, buyer.storeId, 1000);
    const result = await okData<{ order_id: number; points: number; balance: number }>(exchange(cookie, gift.id, 3));
    expect(result).toMatchObject({ points: 900, balance: 100 });
    expect(await balanceOf(buyer.storeId)).toBe(100);
    expect(await stockOf(gift.id)).toBe(7);
    expect(await okData(get(app, cookie, '/api/points/orders'))).toMatchObject({
      total: 1,
      list: [
        {
          id: result.order_id,
          goods_name: '测试兑换电子体温计',
          unit_points: 300,
          points: 900,
          number: 3,
          source: 'exchange',
          source_text: '积分兑换',
          consignee: '张三',
          phone: '13800000000',
          address: '北京市北京市朝阳区测试路1号',
          carrier: null,
          tracking_no: null,
          status_text: '待发货',
          can_confirm: 0,
        },
      ],
    });
    const log = await okData<{ balance: number; list: unknown[] }>(get(app, cookie, '/api/user/points_log'));
    expect(log.balance).toBe(100);
    expect(log.list[0]).toMatchObject({ points: -900, reason: 'exchange', reason_text: '积分兑换', note: '兑换测试兑换电子体温计×3' });
  });

  it('refuses a store without a delivery address, taking neither points nor stock', async () => {
    const gift = await createGift(app, { points: 100, stock: 5 });
    const { buyer, cookie } = await loggedInBuyer(app);
    await givePoints(app, buyer.storeId, 1000);
    expectRefused(await exchange(cookie, gift.id, 1), '请先添加收货地址');
    expect(await ordersOf(buyer.storeId)).toEqual([]);
    expect(await balanceOf(buyer.storeId)).toBe(1000);
    expect(await stockOf(gift.id)).toBe(5);
  });

  it('sends the parcel to the address picked, and refuses another store’s address', async () => {
    const gift = await createGift(app, { points: 100, stock: 5 });
    const { buyer, cookie } = await buyerWithAddress();
    await givePoints(app, buyer.storeId, 1000);
    const picked = await okData<{ id: number }>(
      post(app, cookie, '/api/address', { consignee: '李四', phone: '13900000000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路1号' }),
    );
    const other = await buyerWithAddress();
    const [foreign] = await app.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.storeId, other.buyer.storeId));

    const refused = await exchange(cookie, gift.id, 1, { address_id: foreign.id });
    expect(refused.json()).toMatchObject({ code: 404, msg: '收货地址不存在' });
    expect(await ordersOf(buyer.storeId)).toEqual([]);
    expect(await balanceOf(buyer.storeId)).toBe(1000);
    expect(await stockOf(gift.id)).toBe(5);

    await okData(exchange(cookie, gift.id, 1, { address_id: picked.id }));
    expect(await ordersOf(buyer.storeId)).toEqual([
      expect.objectContaining({ consignee: '李四', phone: '13900000000', address: '浙江省杭州市西湖区文三路1号', status: 'pending' }),
    ]);
  });

  it('refuses without enough points or stock, writing nothing', async () => {
    const gift = await createGift(app, { points: 500, stock: 2 });
    const { buyer, cookie } = await buyerWithAddress();
    await givePoints(app, buyer.storeId, 600);
    expectRefused(await exchange(cookie, gift.id, 2), '积分不足：兑换需要1000积分，当前可用600积分');
    await givePoints(app, buyer.storeId, 1000);
    expectRefused(await exchange(cookie, gift.id, 3), '测试礼品医用口罩库存不足');
    expect(await ordersOf(buyer.storeId)).toEqual([]);
    expect(await balanceOf(buyer.storeId)).toBe(1600);
    expect(await stockOf(gift.id)).toBe(2);
  });

  it('never takes a store below zero points when it sends ten exchanges at once', async () => {
    const gift = await createGift(app, { points: 300, stock: 100 });
    const { buyer, cookie } = await buyerWithAddress();
    await givePoints(app, buyer.storeId, 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => exchange(cookie, gift.id, 1)));
    expect(results.filter((r) => r.json().code === 10000)).toHaveLength(3);
    for (const r of results.filter((x) => x.json().code !== 10000)) expect(r.json().msg).toMatch(/^积分不足/);
    expect(await balanceOf(buyer.storeId)).toBe(100);
    expect(await ordersOf(buyer.storeId)).toHaveLength(3);
    expect(await stockOf(gift.id)).toBe(97);
  });

  it('never sells more than the stock when many stores exchange the last ones at once', async () => {
    const gift = await createGift(app, { points: 10, stock: 4 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const b = await buyerWithAddress();
        await givePoints(app, b.buyer.storeId, 100);
        return b;
      }),
    );
    const results = await Promise.all(buyers.map((b) => exchange(b.cookie, gift.id, 1)));
    expect(results.filter((r) => r.json().code === 10000)).toHaveLength(4);
    for (const r of results.filter((x) => x.json().code !== 10000)) expectRefused(r, '测试礼品医用口罩库存不足');
    expect(await stockOf(gift.id)).toBe(0);
    const left = await Promise.all(buyers.map((b) => balanceOf(b.buyer.storeId)));
    expect(left.filter((n) => n === 90)).toHaveLength(4);
    expect(left.filter((n) => n === 100)).toHaveLength(8);
  });

  it('answers 422 in Chinese for bad input, 404 for an unknown gift, and sends a visitor to log in', async () => {
    const gift = await createGift(app);
    const { cookie } = await loggedInBuyer(app);
    expectInvalid(await exchange(cookie, gift.id, 0), '兑换数量至少为1');
    expectInvalid(await exchange(cookie, gift.id, 1.5), '兑换数量必须是整数');
    expectInvalid(await exchange(cookie, gift.id, 100), '每次最多兑换99件');
    expectInvalid(await post(app, cookie, '/api/points/exchange', { goods_id: 'x', number: 1 }), '礼品编号不正确');
    // The price in points is the server's: a body naming one is refused, not read.
    expect((await post(app, cookie, '/api/points/exchange', { goods_id: gift.id, number: 1, points: 0 })).statusCode).toBe(422);
    expect((await exchange(cookie, 2_000_000_000, 1)).json()).toMatchObject({ code: 404, msg: '礼品不存在' });
    const visitor = await app.inject({ method: 'POST', url: '/api/points/exchange', payload: { goods_id: gift.id, number: 1 } });
    expect(visitor.statusCode).toBe(401);
  });
});
