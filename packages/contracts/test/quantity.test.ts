import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitQuantity, midPackText, packRule, type QuantityFacts } from '../src/quantity.js';

const goods = (over: Partial<QuantityFacts> = {}): QuantityFacts => ({
  min_qty: 1,
  mid_pack: 10,
  bzdw: '盒',
  is_hm: 0,
  hm_limit: 0,
  ...over,
});

describe('quantity rule (起订量 and 中包装)', () => {
  it('keeps any quantity from the 起订量 up as typed when middle packs are not required', () => {
    expect(packRule(goods())).toEqual({ required: false, step: 1, min: 1 });
    expect(fitQuantity(goods(), 40)).toEqual({ number: 40, notice: '' });
    expect(fitQuantity(goods({ min_qty: 3 }), 2)).toEqual({ number: 3, notice: '起订量 3盒，已调整为 3盒' });
  });

  it('rounds up to whole middle packs when the 起订量 is itself middle packs, saying so', () => {
    const sold = goods({ min_qty: 10 });
    expect(packRule(sold)).toEqual({ required: true, step: 10, min: 10 });
    expect(midPackText(sold)).toBe('按中包装 10盒 购买');
    expect(fitQuantity(sold, 40)).toEqual({ number: 40, notice: '' });
    expect(fitQuantity(sold, 45)).toEqual({ number: 50, notice: '按中包装 10盒 购买，已调整为 50盒' });
    expect(fitQuantity(sold, 4)).toEqual({ number: 10, notice: '起订量 10盒，已调整为 10盒' });
  });

  it('sells a 含麻 goods singly when its per-order limit is below the middle pack', () => {
    expect(packRule(goods({ min_qty: 10, is_hm: 1, hm_limit: 5 }))).toEqual({ required: false, step: 1, min: 5 });
  });

  it('always answers a quantity on the grid, at least the minimum, and never changes one already on it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: -5, max: 2000 }),
        (minQty, pack, asked) => {
          const g = goods({ min_qty: minQty, mid_pack: pack });
          const rule = packRule(g);
          const { number, notice } = fitQuantity(g, asked);
          expect(number % rule.step).toBe(0);
          expect(number).toBeGreaterThanOrEqual(Math.max(rule.min, asked));
          expect(number - Math.max(asked, rule.min)).toBeLessThan(rule.step);
          expect(notice === '').toBe(number === asked);
        },
      ),
    );
  });
});
