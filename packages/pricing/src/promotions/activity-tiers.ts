/** What 满减 and 满折 share: tiers sorted by threshold, the spec's status rule, and which goods take part. */
import { assertFen, type Fen } from '../money.js';

/** Spec section 4: 1 when the selected coupon-eligible total reaches the tier amount, else 0. */
export type TierStatus = 0 | 1;

/** The goods an activity covers: every goods, or the listed goods ids. */
export type GoodsScope = 'all' | readonly number[];

export function scopeIncludes(scope: GoodsScope, goodsId: number): boolean {
  return scope === 'all' || scope.includes(goodsId);
}

/** A sorted copy (thresholds ascending, as the spec sorts before setting statuses); the input stays as it was. */
export function sortTiers<T extends { threshold_fen: Fen }>(tiers: readonly T[], field: string): T[] {
  tiers.forEach((tier, index) => assertFen(tier.threshold_fen, `${field}[${index}].threshold_fen`));
  return [...tiers].sort((a, b) => a.threshold_fen - b.threshold_fen);
}

export function tierStatus(threshold: Fen, base: Fen): TierStatus {
  return base >= threshold ? 1 : 0;
}

/** Index of the highest tier reached in a sorted list, or null when none is. */
export function highestReached(sorted: readonly { threshold_fen: Fen }[], base: Fen): number | null {
  let reached: number | null = null;
  for (const [index, tier] of sorted.entries()) if (base >= tier.threshold_fen) reached = index;
  return reached;
}
