import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orders, storeCoupons } from '../../src/db/schema/index.js';
import { expectInvalid, loggedInBuyer, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer } from '../ops/order-flow.js';
import { createCoupon, daysFromNow, expectRefused, manyStores } from './marketing-fixtures.js';

const app = fileApp(16);

interface CentreCoupon {
  id: number;
  name: string;
  title: string;
  scope_text: string;
  total: number;
  claimed: number;
  is_claimed: number;
  status: string;
  status_text: string;
}

const claim = (cookie: string, id: number) => post(app, cookie, '/api/coupon/claim', { id });

async function centre(cookie?: string): Promise<CentreCoupon[]> {
  const data = await okData<{ list: CentreCoupon[] }>(
    app.inject({ method: 'GET', url: '/api/coupon/centre?page_size=100', headers: cookie ? { cookie } : {} }),
  );
  return data.list;
}

const claimsOf = (couponId: number) => app.db.select().from(storeCoupons).where(eq(storeCoupons.couponId, couponId));
const claimedCount = async (couponId: number) => (await app.db.select().from(coupons).where(eq(coupons.id, couponId)))[0].claimed;

describe('GET /api/coupon/centre', () => {
  it('lists public coupons in their window with the state for the store; hides private and expired ones', async () => {
    const open = await createCoupon(app, { name: '测试领券中心满100减10', total: 50, claimed: 3 });
    const gone = await createCoupon(app, { name: '测试领券已抢光', total: 2, claimed: 2 });
    const soon = await createCoupon(app, { name: '测试领券下周开抢', validFrom: daysFromNow(7), validTo: daysFromNow(30) });
    const expired = await createCoupon(app, { name: '测试领券已过期', validFrom: daysFromNow(-10), validTo: daysFromNow(-1) });
    const hidden = await createCoupon(app, { name: '测试非公开券', isPublic: false });
    const { cookie } = await loggedInBuyer(app);
    const list = await centre(cookie);
    const byId = (id: number) => list.find((c) => c.id === id);
    expect(byId(open.id)).toMatchObject({
      title: '满100减10',
      scope_text: '全场通用',
      total: 50,
      claimed: 3,
      is_claimed: 0,
      status: 'claimable',
      status_text: '立即领取',
    });
    expect(byId(gone.id)).toMatchObject({ status: 'sold_out', status_text: '已抢光' });
    expect(byId(soon.id)).toMatchObject({ status: 'not_started', status_text: '即将开抢' });
    expect(byId(expired.id)).toBeUndefined();
    expect(byId(hidden.id)).toBeUndefined();
    await okData(claim(cookie, open.id));
    expect((await centre(cookie)).find((c) => c.id === open.id)).toMatchObject({
      is_claimed: 1,
      claimed: 4,
      status: 'claimed',
      status_text: '已领取',
    });
    expect((await centre()).find((c) => c.id === open.id)).toMatchObject({ is_claimed: 0, status: 'claimable' });
  });

  it('lists the seeded coupons of the demo', async () => {
    const names = (await centre()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['新客专享券', '全场通用满500减30', '中成药满300减25', '医疗器械9折券']));
  });
});

describe('POST /api/coupon/claim', () => {
  it('claims once per store into the wallet, and the coupon takes 满减 off at checkout', async () => {
    const coupon = await createCoupon(app, { name: '测试领券满100减10', amount: 1000, threshold: 10_000 });
    const b = await readyBuyer(app);
    const claimed = await okData<{ id: number; coupon_id: number }>(claim(b.cookie, coupon.id));
    expect(claimed.coupon_id).toBe(coupon.id);
    expectRefused(await claim(b.cookie, coupon.id), '您已领取过该优惠券');
    expect(await claimsOf(coupon.id)).toEqual([expect.objectContaining({ id: claimed.id, storeId: b.storeId, source: 'claim' })]);
    expect(await claimedCount(coupon.id)).toBe(1);
    expect(await okData(get(app, b.cookie, '/api/user/coupon'))).toMatchObject({
      total: 1,
      list: [{ id: claimed.id, name: '测试领券满100减10' }],
    });

    const goods = await seedGoods(app);
    const number = Math.ceil(10_000 / goods.basePrice) + 1;
    const order = await placeOrder(app, b, [{ goods, number }], { coupon_id: claimed.id });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row.couponAmount).toBe(1000);
    await payOrder(app, b, order, 'wallet');
    const [used] = await app.db.select().from(storeCoupons).where(eq(storeCoupons.id, claimed.id));
    expect(used.usedOrderId).toBe(order.orderId);
  });

  it('gives out exactly total when 40 stores claim the last 7 at once', async () => {
    const coupon = await createCoupon(app, { name: '测试限量券', total: 10, claimed: 3 });
    const buyers = await manyStores(app, 40);
    const results = await Promise.all(buyers.map((b) => claim(b.cookie, coupon.id)));
    expect(results.filter((r) => r.json().code === 10000)).toHaveLength(7);
    for (const r of results.filter((x) => x.json().code !== 10000)) expectRefused(r, '该优惠券已被领完');
    expect(await claimedCount(coupon.id)).toBe(10);
    expect(await claimsOf(coupon.id)).toHaveLength(7);
  });

  it('lets one store claim once when it claims five times at once', async () => {
    const coupon = await createCoupon(app, { total: 100 });
    const { buyer, cookie } = await loggedInBuyer(app);
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(cookie, coupon.id)));
    expect(results.filter((r) => r.json().code === 10000)).toHaveLength(1);
    for (const r of results.filter((x) => x.json().code !== 10000)) expectRefused(r, '您已领取过该优惠券');
    expect(
      await app.db
        .select()
        .from(storeCoupons)
        .where(and(eq(storeCoupons.couponId, coupon.id), eq(storeCoupons.storeId, buyer.storeId))),
    ).toHaveLength(1);
    expect(await claimedCount(coupon.id)).toBe(1);
  });

  it('refuses outside the validity window and a coupon not in the centre, writing nothing', async () => {
    const soon = await createCoupon(app, { validFrom: daysFromNow(2), validTo: daysFromNow(9) });
    const expired = await createCoupon(app, { validFrom: daysFromNow(-9), validTo: daysFromNow(-2) });
    const hidden = await createCoupon(app, { isPublic: false });
    const { cookie } = await loggedInBuyer(app);
    expectRefused(await claim(cookie, soon.id), '该优惠券尚未开始领取');
    expectRefused(await claim(cookie, expired.id), '该优惠券已过期');
    const missing = await claim(cookie, hidden.id);
    expect(missing.json()).toMatchObject({ code: 404, msg: '优惠券不存在' });
    for (const c of [soon, expired, hidden]) {
      expect(await claimsOf(c.id)).toEqual([]);
      expect(await claimedCount(c.id)).toBe(0);
    }
  });

  it('answers 422 in Chinese for bad input and sends a visitor to log in', async () => {
    const { cookie } = await loggedInBuyer(app);
    expectInvalid(await post(app, cookie, '/api/coupon/claim', {}), '优惠券编号不正确');
    expectInvalid(await post(app, cookie, '/api/coupon/claim', { id: 'abc' }), '优惠券编号不正确');
    expectInvalid(await post(app, cookie, '/api/coupon/claim', { id: -3 }), '优惠券编号不正确');
    expectInvalid(await get(app, cookie, '/api/coupon/centre?page_size=1000'), '每页数量不能超过100');
    const visitor = await app.inject({ method: 'POST', url: '/api/coupon/claim', payload: { id: 1 } });
    expect(visitor.statusCode).toBe(401);
  });
});
