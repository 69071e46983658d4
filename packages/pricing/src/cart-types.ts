/** What priceCart takes in and hands back. Every money value is integer fen, including fields that keep a spec name (amount, reduce, shipping_amount). */
import type { Fen } from './money.js';
import type { CartLineInput, LinePricing } from './price-line.js';
import type { FullReductionResult, OrderDiscountResult, PromotionRef } from './promotions/activities.js';
import type { Coupon, CouponChoice, CouponSelection, CouponVerdict } from './promotions/coupons.js';
import type { ExchangeChoice, ExchangeOutcome, ExchangeRule } from './promotions/exchange.js';
import type { FullReductionRule } from './promotions/full-reduction.js';
import type { GiftLine, GoodsGiftRule, OrderGiftRule } from './promotions/gifts.js';
import type { OrderDiscountRule } from './promotions/order-discount.js';
import type { ShippingData, ShippingRule } from './promotions/shipping.js';
import type { CashVoucher, VoucherChoice, VoucherUse } from './promotions/vouchers.js';

export interface CartSnapshot {
  lines: readonly CartLineInput[];
}

/** The promotions on offer and the buyer's coupons and vouchers; absent lists mean none. */
export interface PricingRules {
  full_reductions?: readonly FullReductionRule[];
  order_discounts?: readonly OrderDiscountRule[];
  goods_gifts?: readonly GoodsGiftRule[];
  order_gifts?: readonly OrderGiftRule[];
  exchanges?: readonly ExchangeRule[];
  /** The buyer's unused coupons; the engine says which are usable on this cart. */
  coupons?: readonly Coupon[];
  /** The buyer's cash vouchers with their balances. */
  vouchers?: readonly CashVoucher[];
  /** Required: an absent rule would silently mean free shipping. */
  shipping: ShippingRule;
}

export interface PricingOptions {
  /** Epoch ms that coupon and voucher validity is checked against; the engine never reads the clock. */
  now: number;
  /** Default 'best': the cart page previews the best coupon; checkout passes the buyer's pick. */
  coupon?: CouponChoice;
  /** Default none: vouchers are spent only when the buyer asks. */
  vouchers?: VoucherChoice;
  /** The exchange goods the buyer picked (换购). */
  buy_hg_goods?: readonly ExchangeChoice[];
}

export interface PricedLine extends LinePricing {
  /** The 满减/满折 this line joined, or null. */
  activity: PromotionRef | null;
  /** This line's share of its activity's discount (goods_manjian_amount). */
  promotion_discount_fen: Fen;
  /** This line's share of the coupon. */
  coupon_discount_fen: Fen;
  /** amount − both shares: what the order line costs, for order rows and refunds. */
  amount_after_discount_fen: Fen;
}

export interface CartTotals {
  /** Selected lines at their line prices, before any discount. */
  goods_amount_fen: Fen;
  /** The selected amount that may take 满减/满折/coupons (with_coupon lines, flash units left out). */
  coupon_eligible_amount_fen: Fen;
  /** 满减 + 满折. */
  promotion_discount_fen: Fen;
  coupon_discount_fen: Fen;
  /** Accepted 换购 lines. */
  exchange_amount_fen: Fen;
  /** goods − promotions − coupon + exchange: the base for free shipping. */
  goods_payable_fen: Fen;
  shipping_fen: Fen;
  /** Paid by cash vouchers. */
  voucher_fen: Fen;
  /** What the buyer pays by wallet, credit or online: goods payable + shipping − vouchers, never below 0. */
  payable_fen: Fen;
}

export interface CouponOutcome extends CouponSelection {
  /** One verdict per coupon given, in order: usable or why not, and what it would save. */
  verdicts: CouponVerdict[];
}

export interface PricedCart {
  lines: PricedLine[];
  activity_data: { manjians: FullReductionResult[]; discounts: OrderDiscountResult[] };
  gifts: GiftLine[];
  exchange: ExchangeOutcome;
  coupon: CouponOutcome;
  vouchers: VoucherUse[];
  shipping_data: ShippingData;
  totals: CartTotals;
}
