/** Ladder tiers, promotions and the tags they imply, for one goods. */
import type { Rng } from '../prng.js';
import type { FullReductionTier, GoodsPromo, GoodsTag, LadderTier, PackUnit } from '../types.js';

/** Yuan text for a fen amount, without trailing zeros: 1990 → "19.9", 30000 → "300". */
export function yuanText(fen: number): string {
  return (fen / 100).toFixed(2).replace(/\.?0+$/u, '');
}

function roundDownPrice(fen: number): number {
  // Prices above 10 yuan end in a whole jiao, as price lists do.
  return fen >= 1000 ? Math.floor(fen / 10) * 10 : Math.floor(fen);
}

/**
 * 2–3 tiers for ladder_price_type 1: tier k's price applies to quantities up to its number. The
 * first tier is the list price; each later tier is cheaper and covers a larger quantity.
 */
export function makeLadder(rng: Rng, basePriceFen: number, step: number): LadderTier[] {
  const count = rng.chance(0.5) ? 2 : 3;
  const numbers = [step * rng.int(1, 3)];
  numbers.push(numbers[0] * rng.int(3, 5));
  if (count === 3) numbers.push(numbers[1] * rng.int(2, 4));
  const prices = [basePriceFen];
  for (let k = 1; k < count; k++) {
    const previous = prices[k - 1];
    const discounted = roundDownPrice(previous * (0.93 + rng.next() * 0.04));
    prices.push(Math.min(discounted, previous - 1));
  }
  return numbers.map((number, k) => ({ number, price_fen: prices[k] }));
}

const FULL_REDUCTION_SETS: readonly (readonly FullReductionTier[])[] = [
  [{ threshold_fen: 20000, reduce_fen: 800 }],
  [{ threshold_fen: 30000, reduce_fen: 1000 }, { threshold_fen: 60000, reduce_fen: 3000 }],
  [{ threshold_fen: 50000, reduce_fen: 2000 }, { threshold_fen: 100000, reduce_fen: 5000 }],
  [{ threshold_fen: 100000, reduce_fen: 5000 }, { threshold_fen: 200000, reduce_fen: 12000 }],
];

const EXCHANGE_THRESHOLDS_FEN: readonly number[] = [19900, 29900, 49900];

export interface PromoContext {
  basePriceFen: number;
  stock: number;
  midPack: number;
  unit: PackUnit;
}

export function makePromo(rng: Rng, ctx: PromoContext): GoodsPromo {
  const roll = rng.next();
  if (roll < 0.125 && ctx.stock > 0) {
    const price_fen = roundDownPrice(ctx.basePriceFen * (0.7 + rng.next() * 0.15));
    if (price_fen > 0 && price_fen < ctx.basePriceFen) {
      return { type: 'flash', price_fen, stock: Math.min(ctx.stock, rng.int(50, 300)), per_order_limit: rng.int(2, 10) };
    }
  }
  // Buy-N-get-one only makes sense for goods bought by the box, not for instruments.
  if (roll >= 0.125 && roll < 0.375 && ctx.unit !== '台') {
    return { type: 'gift', buy_qty: ctx.midPack > 1 ? ctx.midPack : 10, gift_qty: 1, gift_name: '本品' };
  }
  if (roll >= 0.375 && roll < 0.5 && ctx.basePriceFen < 10000) {
    const exchange_price_fen = Math.max(10, roundDownPrice(ctx.basePriceFen * 0.5));
    return { type: 'exchange', order_threshold_fen: rng.pick(EXCHANGE_THRESHOLDS_FEN), exchange_price_fen };
  }
  return { type: 'manjian', tiers: rng.pick(FULL_REDUCTION_SETS).map((tier) => ({ ...tier })) };
}

function promoTag(promo: GoodsPromo, unit: PackUnit): GoodsTag {
  switch (promo.type) {
    case 'flash':
      return { name: '秒', describe: `限时秒杀价¥${yuanText(promo.price_fen)}，每单限购${promo.per_order_limit}${unit}` };
    case 'gift':
      return { name: '赠', describe: `买${promo.buy_qty}${unit}赠${promo.gift_qty}${unit}${promo.gift_name}` };
    case 'exchange':
      return {
        name: '换购',
        describe: `订单满${yuanText(promo.order_threshold_fen)}元可加价¥${yuanText(promo.exchange_price_fen)}换购`,
      };
    case 'manjian':
      return {
        name: '满',
        describe: promo.tiers.map((t) => `满${yuanText(t.threshold_fen)}减${yuanText(t.reduce_fen)}`).join('，'),
      };
  }
}

export interface TagFlags {
  promo: GoodsPromo | null;
  unit: PackUnit;
  nearExpiry: boolean;
  freeShipping: boolean;
  isNew: boolean;
}

/** Tags follow the flags one to one, so the list never shows a promise the goods do not keep. */
export function tagsFor(flags: TagFlags): GoodsTag[] {
  const tags: GoodsTag[] = [];
  if (flags.promo) tags.push(promoTag(flags.promo, flags.unit));
  if (flags.nearExpiry) tags.push({ name: '特', describe: '近效期特价' });
  if (flags.freeShipping) tags.push({ name: '优', describe: '优选包邮' });
  if (flags.isNew) tags.push({ name: '新', describe: '新品上架' });
  return tags;
}
