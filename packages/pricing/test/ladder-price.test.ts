import { describe, expect, it } from 'vitest';
import { PricingInputError } from '../src/errors.js';
import { quoteLadder, type LadderPrice } from '../src/ladder-price.js';
import { deepFreeze } from './fixtures.js';

// Up to 10 units ¥10.00, up to 50 ¥9.00, up to 100 ¥8.00; given out of order on purpose.
const ladder: LadderPrice = deepFreeze({
  type: 1,
  tiers: [
    { number: 100, price_fen: 800 },
    { number: 10, price_fen: 1000 },
    { number: 50, price_fen: 900 },
  ],
});

describe('ladder tiers apply up to their quantity', () => {
  it.each([
    // quantity, unit price, amount, floor applied
    [1, 1000, 1000, false],
    [10, 1000, 10000, false], // exactly at a tier number: that tier still applies
    [11, 900, 10000, true], // 11 × 900 = 9900 < 10 units' 10000: raised to 10000
    [12, 900, 10800, false], // 10800 > 10000
    [50, 900, 45000, false],
    [51, 800, 45000, true], // 51 × 800 = 40800 < 50 units' 45000
    [56, 800, 45000, true], // 44800 < 45000
    [57, 800, 45600, false], // 45600 > 45000
    [100, 800, 80000, false],
    [101, 800, 80800, false], // above the last tier its price goes on
  ])('%i units → ¥%i each, %i in all (floor %s)', (quantity, unit, amount, floor) => {
    expect(quoteLadder(ladder, quantity)).toEqual({ unit_price_fen: unit, amount_fen: amount, floor_applied: floor });
  });

  it('refuses a quantity of 0, an empty ladder and an unknown ladder type', () => {
    expect(() => quoteLadder(ladder, 0)).toThrow(PricingInputError);
    expect(() => quoteLadder({ type: 1, tiers: [] }, 1)).toThrow(PricingInputError);
    const typeTwo = { type: 2, tiers: ladder.tiers } as unknown as LadderPrice;
    expect(() => quoteLadder(typeTwo, 1)).toThrow(PricingInputError);
  });
});
