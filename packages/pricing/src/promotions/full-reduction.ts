/** 满减: reach a tier's threshold over the activity's goods and that much comes off; the highest tier reached applies. */
import { assertFen, type Fen } from '../money.js';
import { highestReached, sortTiers, tierStatus, type GoodsScope, type TierStatus } from './activity-tiers.js';

export interface FullReductionTier {
  threshold_fen: Fen;
  reduce_fen: Fen;
}

export interface FullReductionRule {
  id: number;
  name: string;
  goods_ids: GoodsScope;
  tiers: readonly FullReductionTier[];
}

/** One tier as activity_data.manjians shows it (fen). */
export interface FullReductionTierStatus {
  amount: Fen;
  reduce: Fen;
  status: TierStatus;
}

export interface FullReductionEvaluation {
  /** Sorted by amount ascending. */
  tiers: FullReductionTierStatus[];
  /** Index in `tiers` of the applied (highest reached) tier, or null. */
  active_index: number | null;
  /** The applied tier's reduction, never more than the base it comes off. */
  discount_fen: Fen;
}

export function evaluateFullReduction(rule: FullReductionRule, base: Fen): FullReductionEvaluation {
  const field = `full_reductions[${rule.id}].tiers`;
  const sorted = sortTiers(rule.tiers, field);
  sorted.forEach((tier) => assertFen(tier.reduce_fen, `${field}.reduce_fen`));
  const active = highestReached(sorted, base);
  return {
    tiers: sorted.map((tier) => ({ amount: tier.threshold_fen, reduce: tier.reduce_fen, status: tierStatus(tier.threshold_fen, base) })),
    active_index: active,
    discount_fen: active === null ? 0 : Math.min(sorted[active].reduce_fen, base),
  };
}
