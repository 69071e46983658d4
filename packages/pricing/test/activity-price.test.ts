import { describe, expect, it } from 'vitest';
import { priceCart } from '../src/price-cart.js';
import { priceUnits } from '../src/unit-price.js';
import { basePrice, DAY, line, NO_SHIPPING_FEE, NOW } from './fixtures.js';

const ladder = { type: 1 as const, tiers: [{ number: 100, price_fen: 500 }] };

describe('an activity-page price (cart item type 2)', () => {
  it('prices every unit at the activity price, even where the ladder or level price is lower', () => {
    const priced = priceUnits(basePrice(1200, { level_price_fen: 400, ladder, activity_price_fen: 900 }), 4);
    expect(priced.segments).toEqual([
      { source: 'activity', number: 4, unit_price_fen: 900, amount_fen: 3600, ladder_floor_applied: false },
    ]);
    expect(priced.flash_units).toBe(0);
  });

  it('falls back to the regular price when there is none (the activity is over)', () => {
    expect(priceUnits(basePrice(1200, { activity_price_fen: null }), 2).segments.map((s) => [s.source, s.amount_fen])).toEqual([
      ['base', 2400],
    ]);
  });

  it('takes no 满减 and no coupon: only the ordinary line counts toward them', () => {
    const cart = priceCart(
      {
        lines: [
          line({ id: 1, number: 10, price: basePrice(1000, { activity_price_fen: 800 }) }),
          line({ id: 2, number: 10, price: basePrice(1000) }),
        ],
      },
      {
        shipping: NO_SHIPPING_FEE,
        full_reductions: [{ id: 7, name: '满100减10', goods_ids: 'all', tiers: [{ threshold_fen: 10000, reduce_fen: 1000 }] }],
        coupons: [
          {
            id: 3,
            name: '满150减15',
            threshold_fen: 15000,
            discount: { type: 'amount', amount_fen: 1500 },
            scope: 'all',
            valid_from: NOW - DAY,
            valid_until: NOW + DAY,
          },
        ],
      },
      { now: NOW },
    );
    expect(cart.lines[0].promotable_amount_fen).toBe(0);
    expect(cart.totals.goods_amount_fen).toBe(8000 + 10000);
    expect(cart.totals.coupon_eligible_amount_fen).toBe(10000);
    expect(cart.totals.promotion_discount_fen).toBe(1000);
    // Were the activity line promotable, 18000 − 1000 would reach the coupon's 15000.
    expect(cart.coupon.applied).toBeNull();
  });
});
