/**
 * One cart line priced on its own: its units (unit-price.ts), whether it can be selected, and the part
 * of its amount that may take promotions. Discounts come later, in price-cart.ts.
 */
import { assertCount, assertQuantity } from './guards.js';
import { subtractFen, sumFen, type Fen } from './money.js';
import type { PromotionRef } from './promotions/activities.js';
import { priceUnits, type LinePriceInput, type PriceSegment, type PriceSource } from './unit-price.js';

export interface CartLineInput {
  /** Cart item id; unique within the snapshot. */
  id: number;
  /** For a combination (goods_type 3), the package's goods id. */
  goods_id: number;
  /** Units, or sets for a combination; ≥ 1. */
  number: number;
  /** The buyer's tick; the engine may still force it off (see `unselectable_reason`). */
  is_selected: boolean;
  /** with_coupon: the line may take part in 满减/满折 and coupons. */
  with_coupon: boolean;
  /** is_buy: false when the goods are outside the store's business scope or otherwise not for sale. */
  is_buy: boolean;
  /** Regular stock (goods.number); for a combination, the whole sets the components can make. */
  stock: number;
  /** 包邮 goods: an order made only of such goods ships free. */
  is_free_shipping: boolean;
  /** 单品包邮: when true and number ≥ free_shipping_number, the whole order ships free. */
  is_dpby: boolean;
  free_shipping_number: number;
  /** The 满减/满折 the buyer picked for this goods (goods_manjian_id); absent or null lets the engine pick. */
  chosen_activity?: PromotionRef | null;
  price: LinePriceInput;
}

export interface LinePricing {
  id: number;
  goods_id: number;
  number: number;
  /** The buyer's tick after the forced-unselected rule. */
  is_selected: boolean;
  /** Why the line was forced unselected (spec section 4), or null. */
  unselectable_reason: string | null;
  /** The price shown beside "× number": the first segment's, i.e. the flash price when some units are flash. */
  unit_price_fen: Fen;
  price_source: PriceSource;
  segments: readonly PriceSegment[];
  flash_units: number;
  amount_fen: Fen;
  /**
   * The part of a selected line's amount that may take 满减/满折/coupons: 0 when unselected or
   * without with_coupon, and never the flash or activity-price units (秒杀、活动特价商品不参与其他优惠).
   */
  promotable_amount_fen: Fen;
}

function unselectableReason(line: CartLineInput, regularUnits: number): string | null {
  if (!line.is_buy) return '商品暂不可购买';
  if (regularUnits > line.stock) return line.stock === 0 ? '商品已售罄' : '库存不足';
  return null;
}

export function priceLine(line: CartLineInput, index: number): LinePricing {
  const field = `lines[${index}]`;
  assertQuantity(line.number, `${field}.number`);
  assertCount(line.stock, `${field}.stock`);
  const units = priceUnits(line.price, line.number);
  const reason = unselectableReason(line, line.number - units.flash_units);
  const isSelected = line.is_selected && reason === null;
  const specialAmount = sumFen(units.segments.filter((s) => s.source === 'flash' || s.source === 'activity').map((s) => s.amount_fen));
  const first = units.segments[0];
  return {
    id: line.id,
    goods_id: line.goods_id,
    number: line.number,
    is_selected: isSelected,
    unselectable_reason: reason,
    unit_price_fen: first.unit_price_fen,
    price_source: first.source,
    segments: units.segments,
    flash_units: units.flash_units,
    amount_fen: units.amount_fen,
    promotable_amount_fen: isSelected && line.with_coupon ? subtractFen(units.amount_fen, specialAmount) : 0,
  };
}
