import type { GoodsCard } from '@yc/contracts';
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
