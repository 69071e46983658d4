import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYuan } from '../src/validators.js';

/** The expected text, from integer arithmetic only: `whole` yuan and `fraction` written after the point. */
const floorText = (negative: boolean, whole: number, fraction: string): string => {
  const fen = whole * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const down = negative ? fen + (/[1-9]/.test(fraction.slice(2)) ? 1 : 0) : fen;
  const sign = negative && down > 0 ? '-' : '';
  return `${sign}${Math.floor(down / 100)}.${String(down % 100).padStart(2, '0')}`;
};

describe('formatYuan (spec section 5: prices rounded down to 2 decimals)', () => {
  it.each([
    [1.2399, '1.23'],
    [1.15, '1.15'],
    [12.999, '12.99'],
    [0.29, '0.29'],
    [3, '3.00'],
    [1.005, '1.00'],
    [-0.001, '-0.01'],
    [-3.5, '-3.50'],
    [0, '0.00'],
  ])('%d shows %s', (yuan, text) => {
    expect(formatYuan(yuan)).toBe(text);
  });

  it('shows any whole-fen amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (fen) => {
        const abs = Math.abs(fen);
        const text = `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(formatYuan(fen / 100)).toBe(text);
      }),
    );
  });

  it('floors any decimal of up to 6 places, never rounding it up', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 100_000_000 }), fc.stringMatching(/^\d{0,6}$/), (negative, whole, fraction) => {
        const written = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
        expect(formatYuan(Number(written))).toBe(floorText(negative && Number(written) !== 0, whole, fraction));
      }),
    );
  });
});
