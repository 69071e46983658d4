import { describe, expect, it } from 'vitest';
import { cashVouchers, coupons, storeCoupons, voucherLedger } from '../../src/db/schema/index.js';
import { createBuyer, expectInvalid, getAs, sessionCookie } from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();

const get = (url: string, cookie: string) => getAs(app, url, cookie);
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

interface CouponItem {
  id: number;
  name: string;
  status: string;
  title: string;
  scope_text: string;
}

/** A buyer with five coupons: usable now (amount and rate), not started yet, used, expired. */
async function buyerWithCoupons() {
  const buyer = await createBuyer(app);
  const template = (name: string, over: Partial<typeof coupons.$inferInsert>) => ({
    name,
    type: 'amount',
    amount: 5000,
    threshold: 100_000,
    scope: { kind: 'all' as const },
    validFrom: at(-10),
    validTo: at(10),
    ...over,
  });
  const tpl = await app.db
    .insert(coupons)
    .values([
      template('满1000减50', {}),
      template('中成药9.5折', {
        type: 'rate',
        amount: 0,
        rate: 95,
        threshold: 200_000,
        maxDiscount: 20_000,
        scope: { kind: 'category', category_keys: ['zcy'] },
      }),
      template('下周开始', { validFrom: at(7), validTo: at(30), threshold: 0, amount: 1000 }),
      template('已用券', {}),
      template('过期券', { validFrom: at(-30), validTo: at(-1) }),
    ])
    .returning({ id: coupons.id });
  const owned = await app.db
    .insert(storeCoupons)
    .values(
      tpl.map((t, i) => ({
        storeId: buyer.storeId,
        couponId: t.id,
        source: 'issue',
        usedAt: i === 3 ? at(-2) : null,
        usedOrderId: i === 3 ? 1 : null,
      })),
    )
    .returning({ id: storeCoupons.id });
  return { buyer, owned: owned.map((o) => o.id), cookie: await sessionCookie(app, buyer) };
}

describe('GET /api/user/coupon', () => {
  it('lists unused coupons (not yet started included) by default, soonest expiring first', async () => {
    const { cookie } = await buyerWithCoupons();
    const { data } = (await get('/api/user/coupon?page=1', cookie)).json();
    expect(data.total).toBe(3);
    const list = data.list as CouponItem[];
    expect(list.map((c) => c.name)).toEqual(['满1000减50', '中成药9.5折', '下周开始']);
    expect(list[0]).toMatchObject({ status: 'unused', title: '满1000减50', scope_text: '全场通用', amount: 50, threshold: 1000 });
    expect(list[1]).toMatchObject({ title: '满2000享9.5折', scope_text: '限中成药类商品', rate: 95, max_discount: 200 });
    expect(list[2].title).toBe('无门槛减10');
  });

  it('lists used and expired coupons, and filters by type', async () => {
    const { cookie } = await buyerWithCoupons();
    const used = (await get('/api/user/coupon?status=used', cookie)).json().data;
    expect(used.list.map((c: CouponItem) => [c.name, c.status])).toEqual([['已用券', 'used']]);
    expect(used.list[0].used_at).not.toBeNull();
    const expired = (await get('/api/user/coupon?status=expired', cookie)).json().data;
    expect(expired.list.map((c: CouponItem) => [c.name, c.status])).toEqual([['过期券', 'expired']]);
    expect((await get('/api/user/coupon?status=unused&type=rate', cookie)).json().data.list.map((c: CouponItem) => c.name)).toEqual([
      '中成药9.5折',
    ]);
    expect((await get('/api/user/coupon?status=unused&type=', cookie)).json().data.total).toBe(3);
    const bad = await get('/api/user/coupon?status=lost', cookie);
    expectInvalid(bad, '优惠券状态不正确');
  });

  it("answers every coupon for type=0&status=0, the page's 全部 tab", async () => {
    const { cookie } = await buyerWithCoupons();
    const res = await get('/api/user/coupon?page=1&type=0&status=0', cookie);
    expect(res.json()).toMatchObject({ code: 10000 });
    const list = res.json().data.list as CouponItem[];
    expect(list.map((c) => c.status).sort()).toEqual(['expired', 'unused', 'unused', 'unused', 'used']);
    expect((await get('/api/user/coupon?type=rate&status=0', cookie)).json().data.list.map((c: CouponItem) => c.name)).toEqual([
      '中成药9.5折',
    ]);
    expect((await get('/api/user/availableCoupon?type=0', cookie)).json().data.total).toBe(2);
  });

  it("never shows another store's coupons", async () => {
    const mine = await buyerWithCoupons();
    const other = await createBuyer(app);
    const cookie = await sessionCookie(app, other);
    for (const status of ['unused', 'used', 'expired', '0']) {
      const list = (await get(`/api/user/coupon?status=${status}`, cookie)).json().data.list as CouponItem[];
      expect(list.filter((c) => mine.owned.includes(c.id))).toEqual([]);
    }
    expect((await get('/api/user/availableCoupon', cookie)).json().data.total).toBe(0);
    expect((await get('/api/user/couponNum', cookie)).json().data).toEqual({ unused: 0, used: 0, expired: 0 });
  });
});

describe('GET /api/user/availableCoupon and couponNum', () => {
  it('offers only coupons usable now', async () => {
    const { cookie } = await buyerWithCoupons();
    const all = (await get('/api/user/availableCoupon?page=1', cookie)).json().data;
    expect(all.list.map((c: CouponItem) => c.name)).toEqual(['满1000减50', '中成药9.5折']);
    const amount = (await get('/api/user/availableCoupon?type=amount&page=1', cookie)).json().data;
    expect(amount.list.map((c: CouponItem) => c.name)).toEqual(['满1000减50']);
  });

  it('counts unused, used and expired like the lists', async () => {
    const { cookie } = await buyerWithCoupons();
    expect((await get('/api/user/couponNum', cookie)).json().data).toEqual({ unused: 3, used: 1, expired: 1 });
  });
});

describe('GET /api/user/vouchers', () => {
  it('answers each balance as amount plus ledger, with status, and the usable total', async () => {
    const buyer = await createBuyer(app);
    const [a, b, c] = await app.db
      .insert(cashVouchers)
      .values([
        { storeId: buyer.storeId, name: '开业现金券', amount: 5000, validTo: at(30) },
        { storeId: buyer.storeId, name: '用完的券', amount: 2000, validTo: at(30) },
        { storeId: buyer.storeId, name: '过期的券', amount: 1000, validTo: at(-1) },
      ])
      .returning({ id: cashVouchers.id });
    await app.db.insert(voucherLedger).values([
      { voucherId: a.id, orderId: 1, amount: -2000 },
      { voucherId: a.id, orderId: 2, amount: -1000 },
      // Order 2 was cancelled: what it took comes back as a new row.
      { voucherId: a.id, orderId: 2, amount: 1000 },
      { voucherId: b.id, orderId: 3, amount: -2000 },
    ]);
    const cookie = await sessionCookie(app, buyer);
    const { data } = (await get('/api/user/vouchers', cookie)).json();
    const byId = Object.fromEntries((data.list as { id: number }[]).map((v) => [v.id, v]));
    expect(byId[a.id]).toMatchObject({ amount: 50, used: 20, balance: 30, status: 'usable', status_text: '可使用' });
    expect(byId[b.id]).toMatchObject({ amount: 20, used: 20, balance: 0, status: 'used_up', status_text: '已用完' });
    expect(byId[c.id]).toMatchObject({ amount: 10, used: 0, balance: 10, status: 'expired', status_text: '已过期' });
    expect(data).toMatchObject({ total: 3, balance: 30 });

    const other = await createBuyer(app);
    expect((await get('/api/user/vouchers', await sessionCookie(app, other))).json().data).toMatchObject({
      total: 0,
      list: [],
      balance: 0,
    });
  });
});
