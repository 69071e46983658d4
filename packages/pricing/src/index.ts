/**
 * @yc/pricing: the pure pricing engine. A cart snapshot and the rules go in, priced lines and
 * adjustments come out; all money is integer fen (see money.ts), the order of application is in
 * price-cart.ts. Nothing here reads a database or the clock, and no input is ever mutated.
 */
export { PricingInputError } from './errors.js';
export { allocateFen, applyRate, assertFen, fenToYuan, fenToYuanText, multiplyFen, subtractFen, sumFen, type Fen } from './money.js';
export { orderShares, type LineShare, type OrderShares } from './order-shares.js';
export { quoteLadder, type LadderPrice, type LadderQuote, type LadderTier } from './ladder-price.js';
export {
  priceUnits,
  type CombinationPriceInput,
  type FlashSale,
  type GoodsPriceInput,
  type LinePriceInput,
  type PriceSegment,
  type PriceSource,
  type UnitPricing,
} from './unit-price.js';
export type { CartLineInput, LinePricing } from './price-line.js';
export type { GoodsScope, TierStatus } from './promotions/activity-tiers.js';
export type { FullReductionResult, OrderDiscountResult, PromotionRef } from './promotions/activities.js';
export type { FullReductionRule, FullReductionTier, FullReductionTierStatus } from './promotions/full-reduction.js';
export type { OrderDiscountRule, OrderDiscountTier, OrderDiscountTierStatus } from './promotions/order-discount.js';
export type { Coupon, CouponChoice, CouponDiscount, CouponScope, CouponSelection, CouponVerdict } from './promotions/coupons.js';
export type { CashVoucher, VoucherChoice, VoucherUse } from './promotions/vouchers.js';
export type { GiftLine, GoodsGiftRule, OrderGiftRule } from './promotions/gifts.js';
export type { ExchangeChoice, ExchangeLine, ExchangeOffer, ExchangeOutcome, ExchangeRefusal, ExchangeRule } from './promotions/exchange.js';
export type { FreeShippingReason, ShippingData, ShippingRule } from './promotions/shipping.js';
export type { CartSnapshot, CartTotals, CouponOutcome, PricedCart, PricedLine, PricingOptions, PricingRules } from './cart-types.js';
export { priceCart } from './price-cart.js';
export { priceLine } from './price-line.js';
export { nextHint, type ActivityHint, type HintFilter, type NextHint, type ShippingHint } from './next-hint.js';
