/**
 * Prices a whole cart: the one place where the order of application is fixed.
 *
 * 1. Line prices (unit-price.ts): combination package, or flash units then the lower of level and
 *    ladder price (else base). Lines not buyable or short of stock are forced unselected.
 * 2. 满减 / 满折 over the selected coupon-eligible amount; a goods joins at most one of them.
 * 3. The coupon (one per order) on what is left of its eligible lines.
 * 4. Gifts and 换购 on the selected goods subtotal (before discounts).
 * 5. Shipping on the goods total after discounts, exchange goods included.
 * 6. Cash vouchers last, like cash, over goods and shipping.
 * Every discount is capped at the amount it comes off, so no total can go below 0.
 */
import type { CartSnapshot, PricedCart, PricedLine, PricingOptions, PricingRules } from './cart-types.js';
import { assertTimestamp, assertUniqueIds } from './guards.js';
import { subtractFen, sumFen } from './money.js';
import { priceLine } from './price-line.js';
import { applyActivities } from './promotions/activities.js';
import { judgeCoupons, selectCoupon, spreadCoupon, type CouponLine } from './promotions/coupons.js';
import { resolveExchanges } from './promotions/exchange.js';
import { computeGifts } from './promotions/gifts.js';
import { computeShipping } from './promotions/shipping.js';
import { spendVouchers } from './promotions/vouchers.js';

export function priceCart(snapshot: CartSnapshot, rules: PricingRules, options: PricingOptions): PricedCart {
  const now = assertTimestamp(options.now, 'now');
  assertUniqueIds(
    snapshot.lines.map((l) => l.id),
    'lines',
  );
  const priced = snapshot.lines.map(priceLine);
  const selectedInputs = snapshot.lines.filter((_, index) => priced[index].is_selected);
  const selected = priced.filter((l) => l.is_selected);
  const goodsAmount = sumFen(selected.map((l) => l.amount_fen));

  const activities = applyActivities(
    snapshot.lines.map((input, index) => ({
      id: input.id,
      goods_id: input.goods_id,
      promotable_amount_fen: priced[index].promotable_amount_fen,
      chosen_activity: input.chosen_activity ?? null,
    })),
    rules.full_reductions ?? [],
    rules.order_discounts ?? [],
  );
  const promotionDiscountOf = (id: number) => activities.by_line.get(id)?.discount_fen ?? 0;

  const couponLines: CouponLine[] = selected
    .filter((l) => l.promotable_amount_fen > 0)
    .map((l) => ({ id: l.id, remaining_fen: subtractFen(l.promotable_amount_fen, promotionDiscountOf(l.id)) }));
  const coupons = rules.coupons ?? [];
  const verdicts = judgeCoupons(coupons, couponLines, now);
  const selection = selectCoupon(coupons, verdicts, options.coupon ?? 'best');
  const couponByLine = spreadCoupon(coupons, selection.applied, couponLines);

  const lines = priced.map((line): PricedLine => {
    const promotion = promotionDiscountOf(line.id);
    const coupon = couponByLine.get(line.id) ?? 0;
    return {
      ...line,
      activity: activities.by_line.get(line.id)?.activity ?? null,
      promotion_discount_fen: promotion,
      coupon_discount_fen: coupon,
      amount_after_discount_fen: subtractFen(line.amount_fen, sumFen([promotion, coupon])),
    };
  });

  const gifts = computeGifts(rules.goods_gifts ?? [], rules.order_gifts ?? [], selected, goodsAmount);
  const exchange = resolveExchanges(rules.exchanges ?? [], options.buy_hg_goods ?? [], goodsAmount);
  const promotionDiscount = sumFen([...activities.manjians, ...activities.discounts].map((a) => a.discount_fen));
  const couponDiscount = selection.applied?.discount_fen ?? 0;
  const goodsPayable = sumFen([subtractFen(goodsAmount, sumFen([promotionDiscount, couponDiscount])), exchange.amount_fen]);
  const shipping = computeShipping(rules.shipping, selectedInputs, goodsPayable);
  const due = sumFen([goodsPayable, shipping.shipping_amount]);
  const vouchers = spendVouchers(rules.vouchers ?? [], options.vouchers ?? [], due, now);
  const voucherAmount = sumFen(vouchers.map((v) => v.used_fen));

  return {
    lines,
    activity_data: { manjians: activities.manjians, discounts: activities.discounts },
    gifts,
    exchange,
    coupon: { verdicts, ...selection },
    vouchers,
    shipping_data: shipping,
    totals: {
      goods_amount_fen: goodsAmount,
      coupon_eligible_amount_fen: sumFen(selected.map((l) => l.promotable_amount_fen)),
      promotion_discount_fen: promotionDiscount,
      coupon_discount_fen: couponDiscount,
      exchange_amount_fen: exchange.amount_fen,
      goods_payable_fen: goodsPayable,
      shipping_fen: shipping.shipping_amount,
      voucher_fen: voucherAmount,
      payable_fen: subtractFen(due, voucherAmount),
    },
  };
}
