import { describe, expect, it } from 'vitest';
import type { PricingRules } from '../src/cart-types.js';
import { nextHint } from '../src/next-hint.js';
import { priceCart } from '../src/price-cart.js';
import { basePrice, line, NOW } from './fixtures.js';

const rules: PricingRules = {
  full_reductions: [{ id: 1, name: '满减', goods_ids: [1], tiers: [{ threshold_fen: 30000, reduce_fen: 2000 }] }],
  order_discounts: [{ id: 2, name: '满折', goods_ids: [2, 3], tiers: [{ threshold_fen: 50000, rate_percent: 95 }] }],
  shipping: { fee_fen: 1000, free_threshold_fen: 99900 },
};

describe('nextHint', () => {
  // goods 1: 28750 → 满减 needs 1250 more; goods 2: 45000 → 满折 needs 5000 more.
  // goods payable 73750 (no tier reached) → 26150 more for free shipping.
  const cart = priceCart({ lines: [line({ id: 1, price: basePrice(28750) }), line({ id: 2, price: basePrice(45000) })] }, rules, {
    now: NOW,
  });

  it('says what is missing for each tier, closest first, and for free shipping', () => {
    expect(nextHint(cart)).toEqual({
      activities: [
        {
          activity: { kind: 'full_reduction', id: 1 },
          name: '满减',
          needed_fen: 1250,
          next_tier_amount_fen: 30000,
          message: '再买 ¥12.50 可享满 ¥300 减 ¥20',
        },
        {
          activity: { kind: 'order_discount', id: 2 },
          name: '满折',
          needed_fen: 5000,
          next_tier_amount_fen: 50000,
          message: '再买 ¥50 可享满 ¥500 打9.5折',
        },
      ],
      shipping: { needed_fen: 26150, message: '再买 ¥261.50 可免运费' },
      message: '再买 ¥12.50 可享满 ¥300 减 ¥20',
    });
  });

  it('narrows to the activities of one goods, even one not yet in the cart', () => {
    const hint = nextHint(cart, { goods_id: 3 });
    expect(hint.activities.map((a) => a.activity)).toEqual([{ kind: 'order_discount', id: 2 }]);
  });

  it('has nothing to say once every tier and free shipping are reached', () => {
    const full = priceCart({ lines: [line({ id: 1, price: basePrice(60000) }), line({ id: 2, price: basePrice(60000) })] }, rules, {
      now: NOW,
    });
    expect(nextHint(full)).toEqual({ activities: [], shipping: null, message: null });
  });
});
