import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityRange } from './quantity';

const rules = { number: 100, min_qty: 1, mid_pack: 1, bzdw: '盒', qg_number: 0, is_hm: 0, hm_limit: 0 };
const rangeOf = (overrides: Partial<typeof rules>) => quantityRange({ ...rules, ...overrides });

describe('quantity range (the shared 起订量 / 中包装 rule within stock and limits)', () => {
  it.each([
    [{}, { step: 1, min: 1, max: 100, packs: false }],
    [{ mid_pack: 10 }, { step: 1, min: 1, max: 100, packs: false }],
    [
      { mid_pack: 10, min_qty: 20 },
      { step: 10, min: 20, max: 100, packs: true },
    ],
    [
      { mid_pack: 12, min_qty: 12, number: 100 },
      { step: 12, min: 12, max: 96, packs: true },
    ],
    [{ qg_number: 5 }, { step: 1, min: 1, max: 5, packs: false }],
    [
      { is_hm: 1, hm_limit: 3, mid_pack: 50, min_qty: 50 },
      { step: 1, min: 3, max: 3, packs: false },
    ],
    [{ number: 0 }, { step: 1, min: 1, max: 0, packs: false }],
    [
      { mid_pack: 10, min_qty: 10, number: 9 },
      { step: 10, min: 10, max: 0, packs: true },
    ],
  ])('%j gives %j', (overrides, range) => {
    expect(rangeOf(overrides)).toMatchObject(range);
  });

  it('keeps a typed 40 as 40 when middle packs are not required (it used to become 50)', () => {
    expect(clampQuantity(40, rangeOf({ mid_pack: 25 }))).toEqual({ number: 40, notice: '' });
  });

  it('brings a typed quantity onto whole middle packs within the range where required, saying why', () => {
    const range = rangeOf({ mid_pack: 10, min_qty: 20 });
    expect(clampQuantity(3, range)).toEqual({ number: 20, notice: '起订量 20盒，已调整为 20盒' });
    expect(clampQuantity(31, range)).toEqual({ number: 40, notice: '按中包装 10盒 购买，已调整为 40盒' });
    expect(clampQuantity(500, range)).toEqual({ number: 100, notice: '最多可购买 100盒' });
    expect(clampQuantity(Number.NaN, range).number).toBe(20);
  });
});
