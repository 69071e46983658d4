import { describe, expect, it } from 'vitest';
import type { PricingRules } from '../src/cart-types.js';
import { PricingInputError } from '../src/errors.js';
import { priceCart } from '../src/price-cart.js';
import { basePrice, DAY, deepFreeze, line, NO_SHIPPING_FEE, NOW } from './fixtures.js';

/*
 * A cart worked by hand, end to end.
 * L1 goods 101: 10 × ¥20.00 base                           = 20000, in 满减
 * L2 goods 102: 20 units, ladder ≤10 ¥15, ≤100 ¥12: 20 × 1200 = 24000, in 满减
 * L3 goods 103: 5 units, 3 flash at ¥5 + 2 at ¥9: 1500 + 1800 = 3300 (only 1800 promotable)
 * L4 goods 104: not buyable → forced unselected
 * L5 goods 105: unticked by the buyer
 * Selected subtotal 47300; coupon-eligible 20000 + 24000 + 1800 = 45800.
 */
const snapshot = deepFreeze({
  lines: [
    line({ id: 1, goods_id: 101, number: 10, price: basePrice(2000) }),
    line({
      id: 2,
      goods_id: 102,
      number: 20,
      price: basePrice(1600, {
        ladder: {
          type: 1,
          tiers: [
            { number: 10, price_fen: 1500 },
            { number: 100, price_fen: 1200 },
          ],
        },
      }),
    }),
    line({ id: 3, goods_id: 103, number: 5, price: basePrice(900, { flash: { price_fen: 500, remaining_stock: 3, per_order_limit: 0 } }) }),
    line({ id: 4, goods_id: 104, number: 2, is_buy: false }),
    line({ id: 5, goods_id: 105, number: 1, is_selected: false, price: basePrice(3000) }),
  ],
});

const rules: PricingRules = deepFreeze({
  // 满300减20, 满500减50 on goods 101 and 102: base 44000 reaches the first tier only.
  full_reductions: [
    {
      id: 1,
      name: '春季满减',
      goods_ids: [101, 102],
      tiers: [
        { threshold_fen: 30000, reduce_fen: 2000 },
        { threshold_fen: 50000, reduce_fen: 5000 },
      ],
    },
  ],
  goods_gifts: [{ goods_id: 101, buy_qty: 5, gift_qty: 1, gift_goods_id: 101, gift_name: '板蓝根颗粒' }],
  exchanges: [{ id: 1, order_threshold_fen: 40000, goods_id: 77, goods_name: '医用棉签', exchange_price_fen: 100, max_number: 2 }],
  coupons: [
    {
      id: 1,
      name: '满400减10',
      threshold_fen: 40000,
      discount: { type: 'amount', amount_fen: 1000 },
      scope: 'all',
      valid_from: NOW - DAY,
      valid_until: NOW + DAY,
    },
    // L3 only: 1800 − applyRate(1800, 90) = 180
    {
      id: 2,
      name: '9折券',
      threshold_fen: 0,
      discount: { type: 'rate', rate_percent: 90, max_discount_fen: 3000 },
      scope: { line_ids: [3] },
      valid_from: NOW - DAY,
      valid_until: NOW + DAY,
    },
    {
      id: 3,
      name: '过期券',
      threshold_fen: 0,
      discount: { type: 'amount', amount_fen: 9000 },
      scope: 'all',
      valid_from: NOW - 9 * DAY,
      valid_until: NOW - DAY,
    },
  ],
  vouchers: [{ id: 1, name: '现金券', balance_fen: 2000, valid_from: NOW - DAY, valid_until: NOW + DAY }],
  shipping: { fee_fen: 1000, free_threshold_fen: 50000 },
});

describe('priceCart on a worked cart', () => {
  const cart = priceCart(snapshot, rules, deepFreeze({ now: NOW, vouchers: 'all', buy_hg_goods: [{ rule_id: 1, number: 1 }] }));

  it('prices each line and applies the forced-unselected rule', () => {
    expect(cart.lines.map((l) => [l.id, l.price_source, l.unit_price_fen, l.amount_fen, l.is_selected, l.unselectable_reason])).toEqual([
      [1, 'base', 2000, 20000, true, null],
      [2, 'ladder', 1200, 24000, true, null],
      [3, 'flash', 500, 3300, true, null],
      [4, 'base', 1000, 2000, false, '商品暂不可购买'],
      [5, 'base', 3000, 3000, false, null],
    ]);
  });

  it('reports 满减 tiers with the spec status rule', () => {
    expect(cart.activity_data.manjians[0]).toMatchObject({
      base_fen: 44000,
      tiers: [
        { amount: 30000, reduce: 2000, status: 1 },
        { amount: 50000, reduce: 5000, status: 0 },
      ],
      active_index: 0,
      discount_fen: 2000,
      line_ids: [1, 2],
    });
  });

  it('judges every coupon and applies the best', () => {
    // After 满减 (2000 spread 909 / 1091): 19091 + 22909 + 1800 = 43800 ≥ 40000
    expect(cart.coupon.verdicts).toEqual([
      { id: 1, usable: true, reason: null, eligible_amount_fen: 43800, discount_fen: 1000 },
      { id: 2, usable: true, reason: null, eligible_amount_fen: 1800, discount_fen: 180 },
      { id: 3, usable: false, reason: '不在有效期内', eligible_amount_fen: 43800, discount_fen: 0 },
    ]);
    expect(cart.coupon).toMatchObject({ best_id: 1, applied: { id: 1, discount_fen: 1000 }, refused_reason: null });
  });

  it('spreads the discounts over the lines', () => {
    // 满减 2000 over 20000 : 24000 → 909.09 / 1090.9 → 909 / 1091 (the odd fen on the last line)
    // coupon 1000 over 19091 : 22909 : 1800 → 435.87 / 523.04 / 41.10 → 435 / 523 / 42
    expect(cart.lines.map((l) => [l.promotion_discount_fen, l.coupon_discount_fen, l.amount_after_discount_fen])).toEqual([
      [909, 435, 18656],
      [1091, 523, 22386],
      [0, 42, 3258],
      [0, 0, 2000],
      [0, 0, 3000],
    ]);
    expect(cart.lines[0].activity).toEqual({ kind: 'full_reduction', id: 1 });
  });

  it('adds gifts, the exchange, shipping and the voucher in order', () => {
    expect(cart.gifts).toEqual([
      { goods: { goods_id: 101, name: '板蓝根颗粒' }, number: 2, price_fen: 0, source: { kind: 'goods', goods_id: 101 } },
    ]);
    expect(cart.exchange.lines).toEqual([
      { rule_id: 1, goods_id: 77, goods_name: '医用棉签', number: 1, unit_price_fen: 100, amount_fen: 100 },
    ]);
    // goods payable 47300 − 2000 − 1000 + 100 = 44400 < 50000: ¥10 freight, ¥56 more for free shipping
    expect(cart.shipping_data).toEqual({ shipping_amount: 1000, no_trans_order_amount: 5600, free_reason: null });
    expect(cart.vouchers).toEqual([{ id: 1, usable: true, reason: null, used_fen: 2000 }]);
    expect(cart.totals).toEqual({
      goods_amount_fen: 47300,
      coupon_eligible_amount_fen: 45800,
      promotion_discount_fen: 2000,
      coupon_discount_fen: 1000,
      exchange_amount_fen: 100,
      goods_payable_fen: 44400,
      shipping_fen: 1000,
      voucher_fen: 2000,
      payable_fen: 43400, // 44400 + 1000 − 2000
    });
  });
});

describe('priceCart choices and edges', () => {
  it('applies the buyer’s coupon, or says why not', () => {
    expect(priceCart(snapshot, rules, { now: NOW, coupon: { id: 2 } }).totals.coupon_discount_fen).toBe(180);
    const refused = priceCart(snapshot, rules, { now: NOW, coupon: { id: 3 } });
    expect([refused.coupon.applied, refused.coupon.refused_reason, refused.totals.coupon_discount_fen]).toEqual([null, '不在有效期内', 0]);
    expect(priceCart(snapshot, rules, { now: NOW, coupon: 'none' }).totals.coupon_discount_fen).toBe(0);
  });

  it('refuses the exchange when the threshold is not reached', () => {
    const small = { lines: [line({ id: 1, number: 1 })] };
    const cart = priceCart(small, rules, { now: NOW, buy_hg_goods: [{ rule_id: 1, number: 1 }] });
    expect(cart.exchange.refused).toEqual([{ rule_id: 1, number: 1, reason: '未达到换购门槛' }]);
    expect(cart.totals.exchange_amount_fen).toBe(0);
  });

  it('never lets a voucher take the total below 0', () => {
    const cart = priceCart(
      { lines: [line({ id: 1, number: 1 })] },
      { shipping: NO_SHIPPING_FEE, vouchers: [{ id: 1, name: '大额券', balance_fen: 100000, valid_from: NOW, valid_until: NOW }] },
      { now: NOW, vouchers: [1] },
    );
    expect([cart.totals.voucher_fen, cart.totals.payable_fen, cart.vouchers[0].used_fen]).toEqual([1000, 0, 1000]);
  });

  it('gives an empty selection nothing to pay', () => {
    const cart = priceCart({ lines: [line({ id: 1, is_selected: false })] }, rules, { now: NOW });
    expect(cart.totals.payable_fen).toBe(0);
    expect(cart.shipping_data).toEqual({ shipping_amount: 0, no_trans_order_amount: 50000, free_reason: null });
  });

  it.each([
    ['a quantity of 0', { lines: [line({ id: 1, number: 0 })] }],
    ['a fractional price', { lines: [line({ id: 1, price: basePrice(999.5) })] }],
    ['duplicate line ids', { lines: [line({ id: 1 }), line({ id: 1 })] }],
  ])('refuses %s', (_name, bad) => {
    expect(() => priceCart(bad, rules, { now: NOW })).toThrow(PricingInputError);
  });
});
