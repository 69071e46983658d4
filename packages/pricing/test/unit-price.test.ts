import { describe, expect, it } from 'vitest';
import { PricingInputError } from '../src/errors.js';
import { priceUnits, type LinePriceInput } from '../src/unit-price.js';
import { basePrice } from './fixtures.js';

const ladder = {
  type: 1 as const,
  tiers: [
    { number: 10, price_fen: 1100 },
    { number: 50, price_fen: 950 },
  ],
};

describe('which price a line gets', () => {
  it.each<[string, LinePriceInput, number, string, number]>([
    // name, price, quantity, source, amount
    ['base only', basePrice(1200), 3, 'base', 3600],
    ['level replaces base', basePrice(1200, { level_price_fen: 1000 }), 3, 'level', 3000],
    // 5 × 1100 = 5500 (ladder) vs 5 × 1000 = 5000 (level): level is lower
    ['level below ladder', basePrice(1200, { level_price_fen: 1000, ladder }), 5, 'level', 5000],
    // 20 × 950 = 19000 (ladder) vs 20 × 1000 = 20000 (level): ladder is lower
    ['ladder below level', basePrice(1200, { level_price_fen: 1000, ladder }), 20, 'ladder', 19000],
    // ladder 11 × 950 = 10450 raised to 10 × 1100 = 11000; level 11 × 1000 = 11000: the tie goes to level
    ['tie goes to level', basePrice(1200, { level_price_fen: 1000, ladder }), 11, 'level', 11000],
    ['combination per set', { kind: 'combination', package_price_fen: 5000 }, 3, 'combination', 15000],
  ])('%s', (_name, price, quantity, source, amount) => {
    const priced = priceUnits(price, quantity);
    expect(priced.segments.map((s) => s.source)).toEqual([source]);
    expect(priced.amount_fen).toBe(amount);
    expect(priced.flash_units).toBe(0);
  });
});

describe('flash sale splits the line', () => {
  const flash = (remaining_stock: number, per_order_limit: number) =>
    basePrice(1200, { flash: { price_fen: 800, remaining_stock, per_order_limit } });

  it.each([
    // remaining, limit, quantity, flash units, amount
    [5, 3, 2, 2, 1600], // 2 × 800
    [5, 3, 5, 3, 4800], // limit 3: 3 × 800 + 2 × 1200 = 2400 + 2400
    [0, 3, 4, 0, 4800], // flash stock exhausted: 4 × 1200
    [5, 0, 7, 5, 6400], // no limit, stock 5: 5 × 800 + 2 × 1200 = 4000 + 2400
  ])('stock %i, limit %i, %i units → %i flash, %i in all', (remaining, limit, quantity, flashUnits, amount) => {
    const priced = priceUnits(flash(remaining, limit), quantity);
    expect(priced.flash_units).toBe(flashUnits);
    expect(priced.amount_fen).toBe(amount);
  });

  it('prices the regular units on their own count, ladder included', () => {
    // 10 flash × 800 = 8000; the other 15 are in the ≤ 50 tier: 15 × 950 = 14250 (≥ 11000 floor)
    const priced = priceUnits(basePrice(1200, { ladder, flash: { price_fen: 800, remaining_stock: 10, per_order_limit: 0 } }), 25);
    expect(priced.segments).toEqual([
      { source: 'flash', number: 10, unit_price_fen: 800, amount_fen: 8000, ladder_floor_applied: false },
      { source: 'ladder', number: 15, unit_price_fen: 950, amount_fen: 14250, ladder_floor_applied: false },
    ]);
    expect(priced.amount_fen).toBe(22250);
  });

  it('refuses a quantity of 0 or a fraction', () => {
    expect(() => priceUnits(basePrice(1200), 0)).toThrow(PricingInputError);
    expect(() => priceUnits(basePrice(1200), 1.5)).toThrow(PricingInputError);
  });
});
