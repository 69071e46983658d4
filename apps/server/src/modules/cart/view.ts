/** A priced cart on the wire: the spec's cart item, activity, shipping and totals shapes, money in yuan (fenToYuan). */
import {
  CART_FILTERS,
  CART_GROUP_FLASH,
  CART_GROUP_NONE,
  DEFAULT_CART_FILTER,
  fenToYuan,
  FREE_SHIPPING_THRESHOLD_FEN,
  SHIPPING_FEE_FEN,
  ZERO_CART_TOTALS,
  type ActivityData,
  type CartFilterValue,
  type CartGoods,
  type CartItem,
  type CartList,
  type CartTotals,
  type CombinationMember,
  type ExchangeOffer,
  type ShippingData,
} from '@yc/contracts';
import type { ExchangeOffer as EngineOffer, PricedCart, PricedLine } from '@yc/pricing';
import { activityKey, coveringActivity } from './promotion-rules.js';
import type { CartRow } from './queries.js';
import { takesPromotions } from './rules.js';
import { goodsOf, type CartFacts } from './snapshot.js';

function cartGoods(facts: CartFacts, goodsId: number): CartGoods {
  const { card, row } = goodsOf(facts, goodsId);
  return {
    id: card.id,
    name: card.name,
    sccj: card.sccj,
    ypgg: card.ypgg,
    goods_image: card.goods_image,
    base_price: card.base_price,
    is_buy: card.is_buy,
    buy_reason: card.buy_reason,
    number: card.number,
    ladder_price: card.ladder_price,
    ladder_price_type: card.ladder_price_type,
    bzdw: card.bzdw,
    tags: card.tags,
    is_free_shipping: card.is_free_shipping,
    free_shipping_number: card.free_shipping_number,
    is_dpby: card.is_dpby,
    qg_number: card.qg_number,
    type: card.type,
    goods_type: card.goods_type,
    min_qty: card.min_qty,
    mid_pack: card.mid_pack,
    is_hm: card.is_hm,
    hm_limit: card.hm_limit,
    is_jxq: card.is_jxq,
    xq: card.xq,
    xq_text: card.xq_text,
    ck_id: card.ck_id,
    is_youx: card.is_free_shipping,
    xq_to: row.expiryTo,
  };
}

/** The group a line shows under: the activity it joined, else its flash sale, else an activity covering it, else none. */
export function lineKey(facts: CartFacts, line: PricedLine, row: CartRow): string {
  if (line.activity) return activityKey(line.activity);
  if (row.type === 1) return CART_GROUP_FLASH;
  // At an activity page's price it takes no 满减/满折, so it is not shown under one.
  if (facts.activity.has(row.id)) return CART_GROUP_NONE;
  const covering = coveringActivity(facts.promotions, row.goodsId);
  return covering ? activityKey(covering) : CART_GROUP_NONE;
}

/** Gift units a line earns: on the first line of the goods the 买N赠M counts over. */
function giftData(priced: PricedCart, line: PricedLine): CartItem['gift_data'] {
  const first = priced.lines.find((l) => l.goods_id === line.goods_id);
  const total =
    first?.id === line.id
      ? priced.gifts.filter((g) => g.source.kind === 'goods' && g.source.goods_id === line.goods_id).reduce((n, g) => n + g.number, 0)
      : 0;
  return { total, type: total > 0 ? 1 : 0 };
}

export function cartItemView(
  facts: CartFacts,
  priced: PricedCart,
  line: PricedLine,
  row: CartRow,
  members: readonly CombinationMember[],
): CartItem {
  const flashSegment = line.segments.find((s) => s.source === 'flash');
  const flash = facts.flash.get(row.id);
  const activity = facts.activity.get(row.id);
  const activitySegment = line.segments.find((s) => s.source === 'activity');
  const goods = cartGoods(facts, row.goodsId);
  return {
    id: row.id,
    goods_id: row.goodsId,
    type: row.type,
    goods_type: goods.goods_type,
    number: line.number,
    price: fenToYuan(line.unit_price_fen),
    amount: fenToYuan(line.amount_fen),
    is_selected: line.is_selected ? 1 : 0,
    unselectable_reason: line.unselectable_reason,
    with_coupon: takesPromotions(goods) ? 1 : 0,
    goods_manjian_id: row.goodsManjianId,
    goods_manjian_amount: fenToYuan(line.promotion_discount_fen),
    coupon_amount: fenToYuan(line.coupon_discount_fen),
    gift_data: giftData(priced, line),
    key: lineKey(facts, line, row),
    flash: flashSegment && flash ? { id: flash.id, price: fenToYuan(flashSegment.unit_price_fen), number: flashSegment.number } : null,
    activity:
      activitySegment && activity
        ? { id: activity.activityId, title: activity.title, price: fenToYuan(activitySegment.unit_price_fen) }
        : null,
    goods_price_id: row.goodsPriceId,
    ladder_price_id: row.ladderPriceId,
    is_yj: row.isYj,
    goods,
    combination: [...members],
  };
}

export function activityView(priced: PricedCart): ActivityData {
  const common = (a: { id: number; name: string; base_fen: number; discount_fen: number; line_ids: readonly number[] }) => ({
    id: a.id,
    name: a.name,
    amount: fenToYuan(a.base_fen),
    discount: fenToYuan(a.discount_fen),
    cart_ids: [...a.line_ids],
  });
  return {
    manjians: priced.activity_data.manjians.map((a) => ({
      ...common(a),
      key: activityKey({ kind: 'full_reduction', id: a.id }),
      tiers: a.tiers.map((t) => ({ amount: fenToYuan(t.amount), reduce: fenToYuan(t.reduce), status: t.status })),
    })),
    discounts: priced.activity_data.discounts.map((a) => ({
      ...common(a),
      key: activityKey({ kind: 'order_discount', id: a.id }),
      tiers: a.tiers.map((t) => ({ amount: fenToYuan(t.amount), rate: t.rate, status: t.status })),
    })),
  };
}

export const shippingView = (priced: PricedCart): ShippingData => ({
  shipping_amount: fenToYuan(priced.shipping_data.shipping_amount),
  no_trans_order_amount: fenToYuan(priced.shipping_data.no_trans_order_amount),
  free_reason: priced.shipping_data.free_reason,
  fee: fenToYuan(SHIPPING_FEE_FEN),
  free_threshold: fenToYuan(FREE_SHIPPING_THRESHOLD_FEN),
});

export function totalsView(priced: PricedCart): CartTotals {
  const selected = priced.lines.filter((l) => l.is_selected);
  const t = priced.totals;
  return {
    total_count: priced.lines.length,
    selected_count: selected.length,
    selected_number: selected.reduce((n, l) => n + l.number, 0),
    goods_amount: fenToYuan(t.goods_amount_fen),
    promotion_amount: fenToYuan(t.promotion_discount_fen),
    coupon_amount: fenToYuan(t.coupon_discount_fen),
    exchange_amount: fenToYuan(t.exchange_amount_fen),
    shipping_amount: fenToYuan(t.shipping_fen),
    voucher_amount: fenToYuan(t.voucher_fen),
    pay_amount: fenToYuan(t.payable_fen),
  };
}

export function exchangeOffersView(facts: CartFacts, offers: readonly EngineOffer[]): ExchangeOffer[] {
  return offers.map((o) => {
    const { card, row } = goodsOf(facts, o.goods_id);
    const rule = facts.exchanges.find((r) => r.id === o.rule_id);
    return {
      rule_id: o.rule_id,
      goods_id: o.goods_id,
      name: o.goods_name,
      ypgg: card.ypgg,
      sccj: card.sccj,
      image: card.image,
      price: fenToYuan(o.exchange_price_fen),
      base_price: fenToYuan(row.basePrice),
      threshold: fenToYuan(o.order_threshold_fen),
      reached: o.reached ? 1 : 0,
      max_number: rule?.max_number ?? 0,
      stock: row.stock,
    };
  });
}

export const giftsView = (priced: PricedCart) =>
  priced.gifts.map((g) => ({ goods_id: g.goods.goods_id, name: g.goods.name, number: g.number }));

const FILTER_TESTS: Record<Exclude<CartFilterValue, typeof DEFAULT_CART_FILTER>, (item: CartItem) => boolean> = {
  1: (item) => item.type === 1,
  2: (item) => item.key.startsWith('manjian_') || item.key.startsWith('manzhe_'),
  3: (item) => item.goods.is_free_shipping === 1 || item.goods.is_dpby === 1,
  4: (item) => item.goods.is_jxq === 1,
  5: (item) => item.unselectable_reason !== null,
};
const passes = (value: number, item: CartItem) => (value in FILTER_TESTS ? FILTER_TESTS[value as keyof typeof FILTER_TESTS](item) : true);

/** Lines in group order: activities in rule order, then flash-sale lines, then the rest; newest first within a group. */
function groupOrder(priced: PricedCart, items: CartItem[]): CartItem[] {
  const keys = [
    ...priced.activity_data.manjians.map((a) => activityKey({ kind: 'full_reduction', id: a.id })),
    ...priced.activity_data.discounts.map((a) => activityKey({ kind: 'order_discount', id: a.id })),
    CART_GROUP_FLASH,
    CART_GROUP_NONE,
  ];
  const rank = (item: CartItem) => {
    const at = keys.indexOf(item.key);
    return at === -1 ? keys.length : at;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map((x) => x.item);
}

export function cartListView(
  facts: CartFacts,
  priced: PricedCart,
  filter: number,
  members: ReadonlyMap<number, readonly CombinationMember[]>,
): CartList {
  const rows = new Map(facts.rows.map((r) => [r.id, r]));
  const items = groupOrder(
    priced,
    priced.lines.flatMap((line) => {
      const row = rows.get(line.id);
      return row ? [cartItemView(facts, priced, line, row, members.get(row.goodsId) ?? [])] : [];
    }),
  );
  const applied = priced.coupon.applied;
  const coupon = applied ? facts.coupons.find((c) => c.id === applied.id) : undefined;
  return {
    data: items.filter((item) => passes(filter, item)),
    activity_data: activityView(priced),
    shipping_data: shippingView(priced),
    filter_data: CART_FILTERS.map((f) => ({ value: f.value, name: f.name, count: items.filter((item) => passes(f.value, item)).length })),
    filters: filter,
    gifts: giftsView(priced),
    exchange: exchangeOffersView(facts, priced.exchange.offers),
    coupon: applied && coupon ? { id: applied.id, name: coupon.name, discount: fenToYuan(applied.discount_fen) } : null,
    totals: totalsView(priced),
    notice: '',
  };
}

/** The cart of a store that may not see prices yet: nothing priced, and why. */
export const emptyCartList = (filter: number, notice: string): CartList => ({
  data: [],
  activity_data: { manjians: [], discounts: [] },
  shipping_data: {
    shipping_amount: 0,
    no_trans_order_amount: 0,
    free_reason: null,
    fee: fenToYuan(SHIPPING_FEE_FEN),
    free_threshold: fenToYuan(FREE_SHIPPING_THRESHOLD_FEN),
  },
  filter_data: CART_FILTERS.map((f) => ({ value: f.value, name: f.name, count: 0 })),
  filters: filter,
  gifts: [],
  exchange: [],
  coupon: null,
  totals: ZERO_CART_TOTALS,
  notice,
});
