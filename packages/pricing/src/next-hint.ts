/**
 * The answer of /api/cart/next_hint: how much more the buyer must add (in fen) to reach the next
 * 满减/满折 tier and free shipping, each with the Chinese sentence the page shows. Derived from a
 * priced cart only, so the hint can never disagree with the totals beside it.
 */
import type { PricedCart } from './cart-types.js';
import { fenToYuanText, subtractFen, type Fen } from './money.js';
import type { PromotionRef } from './promotions/activities.js';
import { scopeIncludes, type GoodsScope } from './promotions/activity-tiers.js';

export interface ActivityHint {
  activity: PromotionRef;
  name: string;
  needed_fen: Fen;
  next_tier_amount_fen: Fen;
  /** e.g. 再买 ¥12.50 可享满 ¥300 减 ¥20, or 再买 ¥50 可享满 ¥500 打9.5折. */
  message: string;
}

export interface ShippingHint {
  needed_fen: Fen;
  /** e.g. 再买 ¥30 可免运费. */
  message: string;
}

export interface NextHint {
  /** Activities with a tier still to reach, closest first. */
  activities: ActivityHint[];
  shipping: ShippingHint | null;
  /** The single most useful sentence: the closest tier, else free shipping; null when nothing is left to reach. */
  message: string | null;
}

export interface HintFilter {
  /** From a goods page: hint the activities covering this goods, even before it is in the cart. */
  goods_id?: number;
}

/** 95 → "9.5", 90 → "9": the 折 figure is the percent over ten. */
function zheText(ratePercent: number): string {
  return ratePercent % 10 === 0 ? String(ratePercent / 10) : `${Math.floor(ratePercent / 10)}.${ratePercent % 10}`;
}

function yuan(fen: Fen): string {
  return `¥${fenToYuanText(fen)}`;
}

interface Candidate {
  ref: PromotionRef;
  name: string;
  goods_ids: GoodsScope;
  base_fen: Fen;
  line_ids: readonly number[];
  next: { amount: Fen; benefit: string } | null;
}

export function nextHint(cart: PricedCart, filter: HintFilter = {}): NextHint {
  const candidates: Candidate[] = [
    ...cart.activity_data.manjians.map((a) => {
      const next = a.tiers.find((t) => t.status === 0);
      return {
        ...a,
        ref: { kind: 'full_reduction' as const, id: a.id },
        next: next ? { amount: next.amount, benefit: `减 ${yuan(next.reduce)}` } : null,
      };
    }),
    ...cart.activity_data.discounts.map((a) => {
      const next = a.tiers.find((t) => t.status === 0);
      return {
        ...a,
        ref: { kind: 'order_discount' as const, id: a.id },
        next: next ? { amount: next.amount, benefit: `打${zheText(next.rate)}折` } : null,
      };
    }),
  ];
  const { goods_id: goodsId } = filter;
  const relevant = candidates.filter((c) => (goodsId === undefined ? c.line_ids.length > 0 : scopeIncludes(c.goods_ids, goodsId)));
  const activities = relevant
    .flatMap((c): ActivityHint[] => {
      if (c.next === null) return [];
      const needed = subtractFen(c.next.amount, c.base_fen);
      return [
        {
          activity: c.ref,
          name: c.name,
          needed_fen: needed,
          next_tier_amount_fen: c.next.amount,
          message: `再买 ${yuan(needed)} 可享满 ${yuan(c.next.amount)} ${c.next.benefit}`,
        },
      ];
    })
    .sort((a, b) => a.needed_fen - b.needed_fen);
  const missing = cart.shipping_data.no_trans_order_amount;
  const shipping = missing > 0 ? { needed_fen: missing, message: `再买 ${yuan(missing)} 可免运费` } : null;
  return { activities, shipping, message: activities[0]?.message ?? shipping?.message ?? null };
}
