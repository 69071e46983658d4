/**
 * Promotion rows (their `rule` JSON as the seed and the operators write it) read into the engine's
 * rule types. A row whose rule does not parse is left out, so one mistyped promotion cannot break
 * every cart it touches.
 */
import type { ExchangeRule, FullReductionRule, GoodsGiftRule, OrderDiscountRule, PromotionRef } from '@yc/pricing';
import { z } from 'zod';

const Fen = z.number().int().nonnegative();
const ManjianRule = z.object({ tiers: z.array(z.object({ threshold_fen: Fen, reduce_fen: Fen })).min(1) });
const ManzheRule = z.object({ tiers: z.array(z.object({ threshold_fen: Fen, rate_percent: z.number().int().min(0).max(100) })).min(1) });
const GiftRule = z.object({ buy_qty: z.number().int().positive(), gift_qty: z.number().int().positive() });
/** max_number: units one order may take; absent means 1, the usual 换购 of one item per order. */
const HgRule = z.object({ order_threshold_fen: Fen, exchange_price_fen: Fen, max_number: z.number().int().nonnegative().default(1) });

/** 满减, 满折 and 赠 (types manjian, manzhe, gift) price the lines in the cart; 换购 (hg) is read apart. */
export const LINE_PROMOTION_TYPES = ['manjian', 'manzhe', 'gift'] as const;

export interface PromotionRow {
  id: number;
  type: string;
  name: string;
  rule: Record<string, unknown>;
  /** Goods covered among those asked about; null = every goods. */
  goodsIds: number[] | null;
}

export interface LinePromotions {
  fullReductions: FullReductionRule[];
  orderDiscounts: OrderDiscountRule[];
  gifts: { id: number; goodsIds: number[] | null; buyQty: number; giftQty: number }[];
}

export function linePromotions(rows: readonly PromotionRow[]): LinePromotions {
  const out: LinePromotions = { fullReductions: [], orderDiscounts: [], gifts: [] };
  for (const row of rows) {
    const goods_ids = row.goodsIds ?? 'all';
    if (row.type === 'manjian') {
      const rule = ManjianRule.safeParse(row.rule);
      if (rule.success) out.fullReductions.push({ id: row.id, name: row.name, goods_ids, tiers: rule.data.tiers });
    } else if (row.type === 'manzhe') {
      const rule = ManzheRule.safeParse(row.rule);
      if (rule.success) out.orderDiscounts.push({ id: row.id, name: row.name, goods_ids, tiers: rule.data.tiers });
    } else if (row.type === 'gift') {
      const rule = GiftRule.safeParse(row.rule);
      if (rule.success) out.gifts.push({ id: row.id, goodsIds: row.goodsIds, buyQty: rule.data.buy_qty, giftQty: rule.data.gift_qty });
    }
  }
  return out;
}

/** 买N赠M of the seed gives the goods itself (本品): one engine rule per goods in the cart it covers. */
export function giftRules(promos: LinePromotions, goods: readonly { id: number; name: string }[]): GoodsGiftRule[] {
  return promos.gifts.flatMap((p) =>
    goods
      .filter((g) => p.goodsIds === null || p.goodsIds.includes(g.id))
      .map((g) => ({ goods_id: g.id, buy_qty: p.buyQty, gift_qty: p.giftQty, gift_goods_id: g.id, gift_name: g.name })),
  );
}

const covers = (rule: { goods_ids: 'all' | readonly number[] }, goodsId: number) =>
  rule.goods_ids === 'all' || rule.goods_ids.includes(goodsId);

/** goods_manjian_id: a 满减 or 满折 promotion covering the goods; anything else is no pick. */
export function activityRef(promos: LinePromotions, promotionId: number, goodsId: number): PromotionRef | null {
  if (promos.fullReductions.some((r) => r.id === promotionId && covers(r, goodsId))) return { kind: 'full_reduction', id: promotionId };
  if (promos.orderDiscounts.some((r) => r.id === promotionId && covers(r, goodsId))) return { kind: 'order_discount', id: promotionId };
  return null;
}

/** The first 满减, else 满折, covering a goods: the group a line shows under before it joins one. */
export function coveringActivity(promos: LinePromotions, goodsId: number): PromotionRef | null {
  const manjian = promos.fullReductions.find((r) => covers(r, goodsId));
  if (manjian) return { kind: 'full_reduction', id: manjian.id };
  const manzhe = promos.orderDiscounts.find((r) => covers(r, goodsId));
  return manzhe ? { kind: 'order_discount', id: manzhe.id } : null;
}

/** The group key of an activity: manjian_{id} or manzhe_{id}. */
export const activityKey = (ref: PromotionRef): string => `${ref.kind === 'full_reduction' ? 'manjian' : 'manzhe'}_${ref.id}`;

/** A 换购 offer as the engine takes it; its id is the exchange goods id, unique among the offers. */
export function exchangeRule(offer: { goodsId: number; rule: Record<string, unknown> }, goodsName: string): ExchangeRule | null {
  const rule = HgRule.safeParse(offer.rule);
  if (!rule.success) return null;
  return {
    id: offer.goodsId,
    order_threshold_fen: rule.data.order_threshold_fen,
    goods_id: offer.goodsId,
    goods_name: goodsName,
    exchange_price_fen: rule.data.exchange_price_fen,
    max_number: rule.data.max_number,
  };
}
