import { describe, expect, it } from 'vitest';
import { evaluateFullReduction, type FullReductionRule } from '../../src/promotions/full-reduction.js';
import { deepFreeze } from '../fixtures.js';

// 满100减5, 满300减20, 满500减50, given out of order.
const rule: FullReductionRule = deepFreeze({
  id: 1,
  name: '满减',
  goods_ids: 'all',
  tiers: [
    { threshold_fen: 30000, reduce_fen: 2000 },
    { threshold_fen: 10000, reduce_fen: 500 },
    { threshold_fen: 50000, reduce_fen: 5000 },
  ],
});

describe('满减 tiers: sorted, status 1 when reached, the highest reached applies', () => {
  it.each([
    // base, statuses, active index, discount
    [0, [0, 0, 0], null, 0],
    [9999, [0, 0, 0], null, 0],
    [10000, [1, 0, 0], 0, 500], // exactly at the tier amount
    [29999, [1, 0, 0], 0, 500],
    [30000, [1, 1, 0], 1, 2000],
    [60000, [1, 1, 1], 2, 5000],
  ])('base %i', (base, statuses, active, discount) => {
    const result = evaluateFullReduction(rule, base);
    expect(result.tiers.map((t) => t.amount)).toEqual([10000, 30000, 50000]);
    expect(result.tiers.map((t) => t.reduce)).toEqual([500, 2000, 5000]);
    expect(result.tiers.map((t) => t.status)).toEqual(statuses);
    expect(result.active_index).toBe(active);
    expect(result.discount_fen).toBe(discount);
  });

  it('never takes off more than the base', () => {
    // 满1减5 on ¥3.00 of goods: 300 off, not 500
    const odd = { ...rule, tiers: [{ threshold_fen: 100, reduce_fen: 500 }] };
    expect(evaluateFullReduction(odd, 300).discount_fen).toBe(300);
  });
});
