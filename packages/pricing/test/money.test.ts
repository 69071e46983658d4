import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PricingInputError } from '../src/errors.js';
import { allocateFen, applyRate, assertFen, fenToYuan, fenToYuanText, multiplyFen, subtractFen, sumFen } from '../src/money.js';

describe('applyRate rounds down to whole fen', () => {
  it.each([
    // fen, percent, expected: fen × percent / 100, floored
    [1000, 95, 950],
    [999, 95, 949], // 949.05
    [1, 50, 0], // 0.5
    [12345, 88, 10863], // 10863.6
    [0, 90, 0],
    [500, 100, 500],
    [500, 0, 0],
  ])('applyRate(%i, %i) = %i', (fen, percent, expected) => {
    expect(applyRate(fen, percent)).toBe(expected);
  });

  it.each([
    [10.5, 90],
    [100, 101],
    [100, 9.5],
    [-100, 90],
  ])('refuses applyRate(%d, %d)', (fen, percent) => {
    expect(() => applyRate(fen, percent)).toThrow(PricingInputError);
  });
});

describe('fen to yuan', () => {
  it.each([
    [1999, 19.99],
    [5, 0.05],
    [0, 0],
    [100, 1],
  ])('fenToYuan(%i) = %d', (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));

  it.each([
    [1250, '12.50'],
    [30000, '300'],
    [5, '0.05'],
    [2001, '20.01'],
  ])('fenToYuanText(%i) = %s', (fen, text) => expect(fenToYuanText(fen)).toBe(text));
});

describe('guard', () => {
  it.each([Number.NaN, 1.5, -1, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d', (value) => {
    expect(() => assertFen(value)).toThrow(PricingInputError);
  });

  it('sums, multiplies and subtracts integers only', () => {
    expect(sumFen([])).toBe(0);
    expect(sumFen([1, 2, 3])).toBe(6);
    expect(() => sumFen([1, 0.1])).toThrow(PricingInputError);
    expect(multiplyFen(1250, 3)).toBe(3750);
    expect(subtractFen(5, 5)).toBe(0);
    // A discount larger than its base is a bug to surface, not a silent 0.
    expect(() => subtractFen(5, 6)).toThrow(PricingInputError);
  });
});

describe('allocateFen splits exactly, floors first and the fen left over on the last line', () => {
  it.each([
    // 100 / 3 = 33.33 each: floors sum to 99, the 1 fen left goes on the last line
    [100, [1, 1, 1], [33, 33, 34]],
    [10, [30, 70], [3, 7]],
    [7, [100, 100], [3, 4]],
    [0, [5, 5], [0, 0]],
    // 49.5, 29.7, 19.8 → 49, 29, 19 (97); of the 2 fen left the last line has room for 1, the one before takes the other
    [99, [50, 30, 20], [49, 30, 20]],
    // The last line (weight 1) takes 1 fen, no more; the rest move back a line at a time.
    [9, [3, 3, 3, 1], [2, 3, 3, 1]],
  ])('allocateFen(%i, %j) = %j', (total, weights, expected) => {
    expect(allocateFen(total, weights)).toEqual(expected);
  });

  it('sums to the total, never takes a line past its weight, and only the last lines take more than their floor', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }), fc.nat(), (weights, pick) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        fc.pre(sum > 0);
        const total = pick % (sum + 1);
        const shares = allocateFen(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, k) => {
          const floor = Math.floor((total * weights[k]) / sum);
          expect(share).toBeGreaterThanOrEqual(floor);
          expect(share).toBeLessThanOrEqual(weights[k]);
          // A line above its floor has every later line full (or is the last).
          if (share > floor) expect(shares.slice(k + 1).every((s, j) => s === weights[k + 1 + j])).toBe(true);
        });
      }),
    );
  });

  it('refuses to spread money over nothing', () => {
    expect(() => allocateFen(5, [0, 0])).toThrow(PricingInputError);
  });
});
