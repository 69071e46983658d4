import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityRange } from './quantity';

const goods = { number: 500, min_qty: 1, mid_pack: 1, qg_number: 0, is_hm: 0, hm_limit: 0 };

describe('cart quantity range', () => {
  it('steps in middle packs from the minimum order up to the stock', () => {
    expect(quantityRange({ ...goods, mid_pack: 10, min_qty: 15, number: 95 })).toEqual({ step: 10, min: 20, max: 90 });
    expect(clampQuantity(33, { step: 10, min: 20, max: 90 })).toBe(40);
    expect(clampQuantity(3, { step: 10, min: 20, max: 90 })).toBe(20);
  });

  it('keeps to the purchase limit and, for 含麻 goods, sells singly when the per-order limit is below the pack', () => {
    expect(quantityRange({ ...goods, qg_number: 30, mid_pack: 10 })).toEqual({ step: 10, min: 10, max: 30 });
    expect(quantityRange({ ...goods, is_hm: 1, hm_limit: 3, mid_pack: 50 })).toEqual({ step: 1, min: 1, max: 3 });
    expect(quantityRange({ ...goods, is_hm: 1, hm_limit: 100, mid_pack: 20 })).toEqual({ step: 20, min: 20, max: 100 });
  });

  it('has no maximum when not even the minimum is in stock', () => {
    expect(quantityRange({ ...goods, number: 5, min_qty: 10 })).toMatchObject({ max: 0 });
  });
});
