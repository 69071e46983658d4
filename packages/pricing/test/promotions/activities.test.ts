import { describe, expect, it } from 'vitest';
import { applyActivities, type ActivityLine } from '../../src/promotions/activities.js';
import type { FullReductionRule } from '../../src/promotions/full-reduction.js';
import type { OrderDiscountRule } from '../../src/promotions/order-discount.js';

const manjian = (reduce: number): FullReductionRule => ({
  id: 1,
  name: '满100减',
  goods_ids: [1],
  tiers: [{ threshold_fen: 10000, reduce_fen: reduce }],
});
const zhe: OrderDiscountRule = { id: 1, name: '满100打9折', goods_ids: [1, 2], tiers: [{ threshold_fen: 10000, rate_percent: 90 }] };
const goods1 = (amount: number, chosen: ActivityLine['chosen_activity'] = null): ActivityLine => ({
  id: 11,
  goods_id: 1,
  promotable_amount_fen: amount,
  chosen_activity: chosen,
});

describe('a goods in both 满减 and 满折 joins one of them', () => {
  it.each([
    // name, goods 1 amount, 满减 reduce, chosen, joined kind, 满减 discount, 满折 discount
    // ¥300: 满减 gives 1000, 满折 gives 30000 − 27000 = 3000 → 满折
    ['the one worth more (满折)', 30000, 1000, null, 'order_discount', 0, 3000],
    // ¥100: 满减 gives 2000, 满折 gives 1000 → 满减
    ['the one worth more (满减)', 10000, 2000, null, 'full_reduction', 2000, 0],
    // ¥100: both give 1000 → 满减 first
    ['a tie goes to 满减', 10000, 1000, null, 'full_reduction', 1000, 0],
    // the buyer picked 满减 (goods_manjian_id) although 满折 is worth more
    ['the buyer’s pick wins', 30000, 1000, { kind: 'full_reduction' as const, id: 1 }, 'full_reduction', 1000, 0],
  ])('%s', (_name, amount, reduce, chosen, kind, manjianOff, zheOff) => {
    const outcome = applyActivities([goods1(amount, chosen)], [manjian(reduce)], [zhe]);
    expect(outcome.by_line.get(11)?.activity.kind).toBe(kind);
    expect(outcome.manjians[0].discount_fen).toBe(manjianOff);
    expect(outcome.discounts[0].discount_fen).toBe(zheOff);
    // the activity that lost the goods has nothing reached
    const loser = kind === 'full_reduction' ? outcome.discounts[0] : outcome.manjians[0];
    expect([loser.base_fen, loser.tiers[0].status]).toEqual([0, 0]);
  });

  it('values a contested activity with every line it could get', () => {
    // goods 1 (¥100) is in both, goods 2 (¥100) only in 满折.
    // 满减 could have ¥100 → 1500; 满折 could have ¥200 → 20000 − 18000 = 2000 → goods 1 joins 满折.
    const outcome = applyActivities(
      [goods1(10000), { id: 12, goods_id: 2, promotable_amount_fen: 10000, chosen_activity: null }],
      [manjian(1500)],
      [zhe],
    );
    expect(outcome.discounts[0]).toMatchObject({ base_fen: 20000, discount_fen: 2000, line_ids: [11, 12] });
    expect([outcome.by_line.get(11)?.discount_fen, outcome.by_line.get(12)?.discount_fen]).toEqual([1000, 1000]);
  });

  it('spreads a discount over its lines in proportion and ignores lines with nothing promotable', () => {
    const rule: FullReductionRule = { id: 7, name: '满100减10', goods_ids: 'all', tiers: [{ threshold_fen: 10000, reduce_fen: 1000 }] };
    const lines: ActivityLine[] = [
      { id: 1, goods_id: 1, promotable_amount_fen: 6000, chosen_activity: null },
      { id: 2, goods_id: 2, promotable_amount_fen: 4000, chosen_activity: null },
      { id: 3, goods_id: 3, promotable_amount_fen: 0, chosen_activity: null },
    ];
    const outcome = applyActivities(lines, [rule], []);
    // 1000 × 6000/10000 = 600, 1000 × 4000/10000 = 400
    expect(outcome.manjians[0]).toMatchObject({ base_fen: 10000, line_ids: [1, 2], active_index: 0, discount_fen: 1000 });
    expect([outcome.by_line.get(1)?.discount_fen, outcome.by_line.get(2)?.discount_fen, outcome.by_line.has(3)]).toEqual([600, 400, false]);
  });
});
