import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartSnapshot, PricingOptions, PricingRules } from '../src/cart-types.js';
import type { LadderPrice } from '../src/ladder-price.js';
import { orderShares } from '../src/order-shares.js';
import { priceCart } from '../src/price-cart.js';
import type { CartLineInput } from '../src/price-line.js';
import type { CouponDiscount } from '../src/promotions/coupons.js';
import { priceUnits, type LinePriceInput } from '../src/unit-price.js';
import { DAY, deepFreeze, NOW } from './fixtures.js';

const fen = (max: number) => fc.integer({ min: 0, max });
const withIds = <T>(items: T[]) => items.map((item, index) => ({ ...item, id: index + 1 }));
const scope = fc.oneof(fc.constant('all' as const), fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }));
const moment = fc.integer({ min: -2, max: 2 }).map((days) => NOW + days * DAY);

const ladder: fc.Arbitrary<LadderPrice> = fc
  .array(fc.record({ number: fc.integer({ min: 1, max: 60 }), price_fen: fen(5000) }), { minLength: 1, maxLength: 4 })
  .map((tiers) => ({ type: 1, tiers }));

const price: fc.Arbitrary<LinePriceInput> = fc.oneof(
  fc.record({
    kind: fc.constant('goods' as const),
    base_price_fen: fen(5000),
    level_price_fen: fc.option(fen(5000), { nil: null }),
    ladder: fc.option(ladder, { nil: null }),
    flash: fc.option(
      fc.record({
        price_fen: fen(3000),
        remaining_stock: fc.integer({ min: 0, max: 10 }),
        per_order_limit: fc.integer({ min: 0, max: 5 }),
      }),
      {
        nil: null,
      },
    ),
  }),
  fc.record({ kind: fc.constant('combination' as const), package_price_fen: fen(20000) }),
);

const line: fc.Arbitrary<Omit<CartLineInput, 'id'>> = fc.record({
  goods_id: fc.integer({ min: 1, max: 5 }),
  number: fc.integer({ min: 1, max: 80 }),
  is_selected: fc.boolean(),
  with_coupon: fc.boolean(),
  is_buy: fc.boolean(),
  stock: fc.integer({ min: 0, max: 100 }),
  is_free_shipping: fc.boolean(),
  is_dpby: fc.boolean(),
  free_shipping_number: fc.integer({ min: 0, max: 10 }),
  chosen_activity: fc.option(
    fc.record({ kind: fc.constantFrom('full_reduction' as const, 'order_discount' as const), id: fc.integer({ min: 1, max: 2 }) }),
    {
      nil: null,
    },
  ),
  price,
});

const snapshot: fc.Arbitrary<CartSnapshot> = fc.array(line, { maxLength: 6 }).map((lines) => ({ lines: withIds(lines) }));

const couponDiscount: fc.Arbitrary<CouponDiscount> = fc.oneof(
  fc.record({ type: fc.constant('amount' as const), amount_fen: fen(50000) }),
  fc.record({ type: fc.constant('rate' as const), rate_percent: fc.integer({ min: 0, max: 100 }), max_discount_fen: fen(5000) }),
);

const rules: fc.Arbitrary<PricingRules> = fc.record({
  full_reductions: fc
    .array(
      fc.record({
        name: fc.constant('满减'),
        goods_ids: scope,
        tiers: fc.array(fc.record({ threshold_fen: fen(300000), reduce_fen: fen(50000) }), { maxLength: 3 }),
      }),
      { maxLength: 2 },
    )
    .map(withIds),
  order_discounts: fc
    .array(
      fc.record({
        name: fc.constant('满折'),
        goods_ids: scope,
        tiers: fc.array(fc.record({ threshold_fen: fen(300000), rate_percent: fc.integer({ min: 0, max: 100 }) }), { maxLength: 3 }),
      }),
      { maxLength: 2 },
    )
    .map(withIds),
  goods_gifts: fc.array(
    fc.record({
      goods_id: fc.integer({ min: 1, max: 5 }),
      buy_qty: fc.integer({ min: 1, max: 10 }),
      gift_qty: fc.integer({ min: 1, max: 3 }),
      gift_goods_id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      gift_name: fc.constant('赠品'),
    }),
    { maxLength: 2 },
  ),
  order_gifts: fc
    .array(
      fc.record({
        threshold_fen: fen(300000),
        gift_qty: fc.integer({ min: 1, max: 3 }),
        gift_goods_id: fc.constant(null),
        gift_name: fc.constant('赠品'),
      }),
      {
        maxLength: 2,
      },
    )
    .map(withIds),
  exchanges: fc
    .array(
      fc.record({
        order_threshold_fen: fen(300000),
        goods_id: fc.integer({ min: 90, max: 99 }),
        goods_name: fc.constant('换购品'),
        exchange_price_fen: fen(2000),
        max_number: fc.integer({ min: 0, max: 3 }),
      }),
      { maxLength: 2 },
    )
    .map(withIds),
  coupons: fc
    .array(
      fc.record({
        name: fc.constant('优惠券'),
        threshold_fen: fen(300000),
        discount: couponDiscount,
        scope: fc.oneof(
          fc.constant('all' as const),
          fc.record({ line_ids: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }) }),
        ),
        valid_from: moment,
        valid_until: moment,
      }),
      { maxLength: 4 },
    )
    .map(withIds),
  vouchers: fc
    .array(fc.record({ name: fc.constant('现金券'), balance_fen: fen(100000), valid_from: moment, valid_until: moment }), { maxLength: 3 })
    .map(withIds),
  shipping: fc.record({ fee_fen: fen(2000), free_threshold_fen: fc.option(fen(300000), { nil: null }) }),
});

const options: fc.Arbitrary<PricingOptions> = fc.record({
  now: fc.constant(NOW),
  coupon: fc.oneof(fc.constant('best' as const), fc.constant('none' as const), fc.record({ id: fc.integer({ min: 1, max: 4 }) })),
  vouchers: fc.oneof(fc.constant('all' as const), fc.uniqueArray(fc.integer({ min: 1, max: 3 }))),
  buy_hg_goods: fc.array(fc.record({ rule_id: fc.integer({ min: 1, max: 3 }), number: fc.integer({ min: 1, max: 3 }) }), { maxLength: 2 }),
});

/** Every number anywhere in a result: ids, counts, percentages and fen alike are non-negative integers. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('pricing properties', () => {
  it('totals are never negative and every result is an integer', () => {
    fc.assert(
      fc.property(snapshot, rules, options, (cart, pricingRules, pricingOptions) => {
        const priced = priceCart(cart, pricingRules, pricingOptions);
        for (const n of numbersIn(priced)) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
      }),
    );
  });

  it('totals add up: lines, discounts, shipping and vouchers', () => {
    fc.assert(
      fc.property(snapshot, rules, options, (cart, pricingRules, pricingOptions) => {
        const { totals, lines } = priceCart(cart, pricingRules, pricingOptions);
        const selected = lines.filter((l) => l.is_selected);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(selected.map((l) => l.amount_fen))).toBe(totals.goods_amount_fen);
        expect(sum(selected.map((l) => l.amount_after_discount_fen))).toBe(
          totals.goods_amount_fen - totals.promotion_discount_fen - totals.coupon_discount_fen,
        );
        expect(totals.goods_payable_fen).toBe(
          totals.goods_amount_fen - totals.promotion_discount_fen - totals.coupon_discount_fen + totals.exchange_amount_fen,
        );
        expect(totals.payable_fen).toBe(totals.goods_payable_fen + totals.shipping_fen - totals.voucher_fen);
        expect(totals.coupon_eligible_amount_fen).toBeLessThanOrEqual(totals.goods_amount_fen);
      }),
    );
  });

  it('an order made of any cart reconciles line by line: subtotals, discounts, vouchers and shipping come to 实付', () => {
    fc.assert(
      fc.property(snapshot, rules, options, (cart, pricingRules, pricingOptions) => {
        const { totals, lines, exchange } = priceCart(cart, pricingRules, pricingOptions);
        // The order's rows as checkout writes them: the selected lines after their discounts, then the 换购 goods.
        const rows = [
          ...lines.filter((l) => l.is_selected).map((l) => ({ subtotal_fen: l.amount_fen, net_fen: l.amount_after_discount_fen })),
          ...exchange.lines.map((l) => ({ subtotal_fen: l.amount_fen, net_fen: l.amount_fen })),
        ];
        const shares = orderShares({ lines: rows, shipping_fen: totals.shipping_fen, voucher_fen: totals.voucher_fen });
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(shares.lines.map((l) => l.subtotal_fen))).toBe(totals.goods_amount_fen + totals.exchange_amount_fen);
        expect(sum(shares.lines.map((l) => l.discount_fen))).toBe(totals.promotion_discount_fen + totals.coupon_discount_fen);
        expect(sum(shares.lines.map((l) => l.voucher_fen)) + shares.shipping.voucher_fen).toBe(totals.voucher_fen);
        expect(sum(shares.lines.map((l) => l.paid_fen)) + shares.shipping.paid_fen).toBe(totals.payable_fen);
        for (const l of shares.lines) expect(l.paid_fen).toBe(l.subtotal_fen - l.discount_fen - l.voucher_fen);
      }),
    );
  });

  it('one more unit never costs less, whatever the ladder, level or flash price', () => {
    // Every quantity past the largest tier number (60) and flash stock (10), so each tier boundary is crossed.
    fc.assert(
      fc.property(price, (linePrice) => {
        let previous = 0;
        for (let quantity = 1; quantity <= 70; quantity += 1) {
          const amount = priceUnits(linePrice, quantity).amount_fen;
          expect(amount).toBeGreaterThanOrEqual(previous);
          previous = amount;
        }
      }),
    );
  });

  it('adding one unit to a line never lowers the goods subtotal (stock permitting)', () => {
    fc.assert(
      fc.property(snapshot, rules, fc.nat(), (cart, pricingRules, pick) => {
        fc.pre(cart.lines.length > 0);
        const stocked = { lines: cart.lines.map((l) => ({ ...l, stock: 1000 })) };
        const index = pick % stocked.lines.length;
        const grown = { lines: stocked.lines.map((l, i) => (i === index ? { ...l, number: l.number + 1 } : l)) };
        const before = priceCart(stocked, pricingRules, { now: NOW }).totals.goods_amount_fen;
        expect(priceCart(grown, pricingRules, { now: NOW }).totals.goods_amount_fen).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(snapshot, rules, options, (cart, pricingRules, pricingOptions) => {
        const copies = structuredClone({ cart, pricingRules, pricingOptions });
        // Frozen inputs make any write throw in these strict-mode modules.
        priceCart(deepFreeze(cart), deepFreeze(pricingRules), deepFreeze(pricingOptions));
        expect({ cart, pricingRules, pricingOptions }).toEqual(copies);
      }),
    );
  });
});
