import { yuanToFen, type GoodsCard } from '@yc/contracts';
import { priceUnits } from '@yc/pricing';
import { yuan } from '../../../lib/format/money';

export interface LadderRow {
  /** 1-10盒 */
  range: string;
  price: string;
}

/** ladder_price_type 1: a tier's price applies to quantities up to its number; above the last, the last one goes on. */
export function ladderRows(goods: Pick<GoodsCard, 'ladder_price' | 'bzdw'>): LadderRow[] {
  const tiers = [...goods.ladder_price].sort((a, b) => a.number - b.number);
  return tiers.map((tier, index) => {
    const from = index === 0 ? 1 : tiers[index - 1]!.number + 1;
    const last = index === tiers.length - 1;
    const range = last ? `≥${from}${goods.bzdw}` : from === tier.number ? `${from}${goods.bzdw}` : `${from}-${tier.number}${goods.bzdw}`;
    return { range, price: yuan(tier.price) };
  });
}

/** One line for a card: "1-10盒 ¥12.00 · ≥11盒 ¥11.50". */
export const ladderSummary = (goods: Pick<GoodsCard, 'ladder_price' | 'bzdw'>): string =>
  ladderRows(goods)
    .map((row) => `${row.range} ${row.price}`)
    .join(' · ');

export interface TierQuote {
  /** The unit price the cart charges for this many units, in yuan. */
  price: number;
  /** The ladder tier that price comes from; null when the member's level price is lower. */
  tier: LadderRow | null;
  /** What the next, cheaper tier needs: 「再买 5盒，单价降至 ¥10.50」; '' at the last tier. */
  next: string;
}

type TierGoods = Pick<GoodsCard, 'ladder_price' | 'bzdw' | 'price' | 'base_price' | 'goods_price_id'>;

/**
 * The price `number` units cost by the cart's own rule (@yc/pricing: the level price and the ladder
 * compete on the line amount; the ladder replaces the base price); null without prices or tiers.
 */
export function quoteTier(goods: TierGoods, number: number): TierQuote | null {
  if (goods.price === null || goods.ladder_price.length === 0 || number < 1) return null;
  const tiers = [...goods.ladder_price].sort((a, b) => a.number - b.number);
  const { segments } = priceUnits(
    {
      kind: 'goods',
      base_price_fen: yuanToFen(goods.base_price ?? goods.price),
      level_price_fen: goods.goods_price_id > 0 ? yuanToFen(goods.price) : null,
      ladder: { type: 1, tiers: tiers.map((t) => ({ number: t.number, price_fen: yuanToFen(t.price) })) },
      flash: null,
    },
    number,
  );
  const regular = segments[0]!;
  const price = regular.unit_price_fen / 100;
  if (regular.source !== 'ladder') return { price, tier: null, next: '' };
  const found = tiers.findIndex((t) => number <= t.number);
  // Above the last tier's number the last tier goes on applying.
  const at = found === -1 ? tiers.length - 1 : found;
  const following = tiers[at + 1];
  const next = following ? `再买 ${tiers[at]!.number + 1 - number}${goods.bzdw}，单价降至 ${yuan(following.price)}` : '';
  return { price, tier: ladderRows(goods)[at]!, next };
}
