/**
 * From a priced cart to what an order is made of: the refusals checkout answers before writing
 * anything, the order lines (flash units, regular units, 赠 and 换购 each their own row), and the
 * stock each goods gives up.
 */
import { subtractFen, sumFen, type PricedCart } from '@yc/pricing';
import { notFound, refuse } from '../../lib/errors.js';
import { limitRefusal } from '../cart/rules.js';
import { goodsOf, type CartFacts } from '../cart/snapshot.js';

export interface ItemPlan {
  goodsId: number;
  flashSaleId: number | null;
  /** Unit price before discounts (fen). */
  price: number;
  number: number;
  /** What the row costs after its share of 满减/满折 and the coupon (fen). */
  amount: number;
  /** That share (fen): amount + discount is what its units cost before. */
  discount: number;
  lineType: 'goods' | 'gift' | 'hg';
}

/** Units a goods gives up: bought (goods and 换购 rows) must all be there; gifts go as far as the stock left allows. */
export interface StockNeed {
  goodsId: number;
  name: string;
  bought: number;
  gift: number;
}

/** Every refusal that depends on the lines and the buyer's picks; nothing has been written when one is thrown. */
export function assertOrderable(facts: CartFacts, priced: PricedCart, voucherIds: readonly number[]): void {
  for (const line of priced.lines) {
    if (line.unselectable_reason === null) continue;
    const { card, row } = goodsOf(facts, line.goods_id);
    throw refuse(card.is_buy === 1 ? `库存不足: ${card.name} 仅剩${row.stock}件` : `${card.name}：${card.buy_reason}`);
  }
  for (const goodsId of new Set(priced.lines.map((l) => l.goods_id))) {
    const { card } = goodsOf(facts, goodsId);
    const units = priced.lines.filter((l) => l.goods_id === goodsId).reduce((n, l) => n + l.number, 0);
    if (units < card.min_qty) throw refuse(`${card.name} 起购数量为${card.min_qty}${card.bzdw}`);
    const limit = limitRefusal(card, units, facts.purchasedByGoods.get(goodsId) ?? 0);
    if (limit) throw refuse(limit);
  }
  if (priced.coupon.refused_reason !== null) throw refuse(priced.coupon.refused_reason);
  const [exchangeRefused] = priced.exchange.refused;
  if (exchangeRefused) throw refuse(exchangeRefused.reason);
  for (const id of voucherIds) {
    const voucher = facts.vouchers.find((v) => v.id === id);
    if (!voucher) throw notFound('现金券');
    const use = priced.vouchers.find((v) => v.id === id);
    if (use && !use.usable) throw refuse(`现金券${voucher.name}${use.reason ?? '不可用'}`);
  }
}

/**
 * The order's rows. A line's flash units are their own row (with flash_sale_id, at the flash price,
 * taking no promotion); the regular units carry the whole of the line's discount.
 */
export function itemPlans(facts: CartFacts, priced: PricedCart): ItemPlan[] {
  const goodsRows = priced.lines.flatMap((line): ItemPlan[] => {
    const flash = line.segments.find((s) => s.source === 'flash');
    const regular = line.segments.find((s) => s.source !== 'flash');
    const plans: ItemPlan[] = [];
    if (flash) {
      const sale = facts.flash.get(line.id);
      plans.push({
        goodsId: line.goods_id,
        flashSaleId: sale?.id ?? null,
        price: flash.unit_price_fen,
        number: flash.number,
        amount: flash.amount_fen,
        discount: 0,
        lineType: 'goods',
      });
    }
    if (regular) {
      plans.push({
        goodsId: line.goods_id,
        flashSaleId: null,
        price: regular.unit_price_fen,
        number: regular.number,
        amount: subtractFen(line.amount_after_discount_fen, flash?.amount_fen ?? 0),
        discount: sumFen([line.promotion_discount_fen, line.coupon_discount_fen]),
        lineType: 'goods',
      });
    }
    return plans;
  });
  const gifts = priced.gifts.flatMap((g): ItemPlan[] =>
    g.goods.goods_id === null
      ? []
      : [{ goodsId: g.goods.goods_id, flashSaleId: null, price: 0, number: g.number, amount: 0, discount: 0, lineType: 'gift' }],
  );
  const exchanges = priced.exchange.lines.map((l): ItemPlan => ({
    goodsId: l.goods_id,
    flashSaleId: null,
    price: l.unit_price_fen,
    number: l.number,
    amount: l.amount_fen,
    discount: 0,
    lineType: 'hg',
  }));
  return [...goodsRows, ...exchanges, ...gifts];
}

/** Stock to take per goods, in goods-id order: every checkout locks rows in the same order, so two cannot deadlock. */
export function stockNeeds(facts: CartFacts, items: readonly ItemPlan[]): StockNeed[] {
  const needs = new Map<number, StockNeed>();
  for (const item of items) {
    const need = needs.get(item.goodsId) ?? { goodsId: item.goodsId, name: goodsOf(facts, item.goodsId).row.name, bought: 0, gift: 0 };
    if (item.lineType === 'gift') need.gift += item.number;
    else need.bought += item.number;
    needs.set(item.goodsId, need);
  }
  return [...needs.values()].sort((a, b) => a.goodsId - b.goodsId);
}

/** Gift rows cut down to the units the stock could give, in order; rows left with none drop out. */
export function fitGifts(items: readonly ItemPlan[], given: ReadonlyMap<number, number>): ItemPlan[] {
  const left = new Map(given);
  return items.flatMap((item) => {
    if (item.lineType !== 'gift') return [item];
    const number = Math.min(item.number, left.get(item.goodsId) ?? 0);
    left.set(item.goodsId, (left.get(item.goodsId) ?? 0) - number);
    return number > 0 ? [{ ...item, number }] : [];
  });
}
