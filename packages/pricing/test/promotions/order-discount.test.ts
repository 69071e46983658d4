import { describe, expect, it } from 'vitest';
import { evaluateOrderDiscount, type OrderDiscountRule } from '../../src/promotions/order-discount.js';
import { deepFreeze } from '../fixtures.js';

// 满200打9.5折, 满500打9折.
const rule: OrderDiscountRule = deepFreeze({
  id: 1,
  name: '满折',
  goods_ids: 'all',
  tiers: [
    { threshold_fen: 50000, rate_percent: 90 },
    { threshold_fen: 20000, rate_percent: 95 },
  ],
});

describe('满折: discount = base − applyRate(base, rate) of the highest tier reached', () => {
  it.each([
    // base, statuses, discount
    [19999, [0, 0], 0],
    [20000, [1, 0], 1000], // 20000 − 19000
    [33333, [1, 0], 1667], // 33333 − floor(31666.35) = 33333 − 31666
    [50000, [1, 1], 5000], // 50000 − 45000
    [99999, [1, 1], 10000], // 99999 − floor(89999.1) = 99999 − 89999
  ])('base %i', (base, statuses, discount) => {
    const result = evaluateOrderDiscount(rule, base);
    expect(result.tiers).toEqual([
      { amount: 20000, rate: 95, status: statuses[0] },
      { amount: 50000, rate: 90, status: statuses[1] },
    ]);
    expect(result.discount_fen).toBe(discount);
  });
});
