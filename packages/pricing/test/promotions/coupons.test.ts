import { describe, expect, it } from 'vitest';
import { judgeCoupon, selectCoupon, type Coupon, type CouponLine } from '../../src/promotions/coupons.js';
import { DAY, NOW } from '../fixtures.js';

// What 满减/满折 left of two selected promotable lines: ¥60 + ¥40 = ¥100.
const lines: CouponLine[] = [
  { id: 1, remaining_fen: 6000 },
  { id: 2, remaining_fen: 4000 },
];

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 1,
  name: '满100减15',
  threshold_fen: 10000,
  discount: { type: 'amount', amount_fen: 1500 },
  scope: 'all',
  valid_from: NOW - DAY,
  valid_until: NOW + DAY,
  ...overrides,
});

describe('which coupons are usable, and why not', () => {
  it.each<[string, Partial<Coupon>, string | null, number, number]>([
    // name, coupon, reason, eligible amount, discount
    ['exactly at the threshold', {}, null, 10000, 1500],
    ['one fen short', { threshold_fen: 10001 }, '未达到使用门槛', 10000, 0],
    ['expired a millisecond ago', { valid_until: NOW - 1 }, '不在有效期内', 10000, 0],
    ['last valid millisecond', { valid_until: NOW }, null, 10000, 1500],
    ['not started yet', { valid_from: NOW + 1 }, '不在有效期内', 10000, 0],
    ['no goods in scope', { scope: { line_ids: [3] } }, '无适用商品', 0, 0],
    ['scope below threshold', { threshold_fen: 5000, scope: { line_ids: [2] } }, '未达到使用门槛', 4000, 0],
    ['amount above the base is capped', { threshold_fen: 0, discount: { type: 'amount', amount_fen: 20000 } }, null, 10000, 10000],
    // 10000 − applyRate(10000, 90) = 1000
    ['rate, no cap', { discount: { type: 'rate', rate_percent: 90, max_discount_fen: 0 } }, null, 10000, 1000],
    // 10000 − 8500 = 1500, capped at 1000
    ['rate, capped', { discount: { type: 'rate', rate_percent: 85, max_discount_fen: 1000 } }, null, 10000, 1000],
    // 4000 − 3800 = 200 on line 2 only
    [
      'rate on a scope',
      { threshold_fen: 0, scope: { line_ids: [2] }, discount: { type: 'rate', rate_percent: 95, max_discount_fen: 0 } },
      null,
      4000,
      200,
    ],
  ])('%s', (_name, overrides, reason, eligible, discount) => {
    const verdict = judgeCoupon(coupon(overrides), lines, NOW);
    expect(verdict).toEqual({ id: 1, usable: reason === null, reason, eligible_amount_fen: eligible, discount_fen: discount });
  });
});

describe('choosing the coupon', () => {
  const coupons = [
    coupon({ id: 1, valid_until: NOW + 10 * DAY }),
    coupon({ id: 2, valid_until: NOW + 5 * DAY }),
    coupon({ id: 3, discount: { type: 'amount', amount_fen: 1000 } }),
    coupon({ id: 4, threshold_fen: 20000, discount: { type: 'amount', amount_fen: 5000 } }),
  ];
  const verdicts = coupons.map((c) => judgeCoupon(c, lines, NOW));

  it.each([
    // choice, best, applied, refused
    ['best' as const, 2, { id: 2, discount_fen: 1500 }, null], // 1 and 2 both save 1500: 2 expires first
    ['none' as const, 2, null, null],
    [{ id: 3 }, 2, { id: 3, discount_fen: 1000 }, null], // the buyer may pick a smaller one
    [{ id: 4 }, 2, null, '未达到使用门槛'],
    [{ id: 99 }, 2, null, '优惠券不存在'],
  ])('choice %j', (choice, best, applied, refused) => {
    expect(selectCoupon(coupons, verdicts, choice)).toEqual({ best_id: best, applied, refused_reason: refused });
  });
});
