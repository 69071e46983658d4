/** Builders shared by the pricing tests: lines with sensible defaults, and a deep freeze to catch mutation. */
import type { CartLineInput } from '../src/price-line.js';
import type { ShippingRule } from '../src/promotions/shipping.js';
import type { GoodsPriceInput } from '../src/unit-price.js';

/** 2025-06-01 00:00 UTC: a fixed clock, as the engine never reads its own. */
export const NOW = Date.UTC(2025, 5, 1);
export const DAY = 24 * 60 * 60 * 1000;

export const NO_SHIPPING_FEE: ShippingRule = { fee_fen: 0, free_threshold_fen: null };

export function basePrice(fen: number, extra: Partial<GoodsPriceInput> = {}): GoodsPriceInput {
  return { kind: 'goods', base_price_fen: fen, level_price_fen: null, ladder: null, flash: null, ...extra };
}

/** A buyable, selected, coupon-eligible line of goods id = line id, 1 unit at ¥10.00, unless overridden. */
export function line(overrides: Partial<CartLineInput> & { id: number }): CartLineInput {
  return {
    goods_id: overrides.id,
    number: 1,
    is_selected: true,
    with_coupon: true,
    is_buy: true,
    stock: 9999,
    is_free_shipping: false,
    is_dpby: false,
    free_shipping_number: 0,
    price: basePrice(1000),
    ...overrides,
  };
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
