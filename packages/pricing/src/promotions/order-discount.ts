/** 满折: reach a tier's threshold over the activity's goods and they are charged at its rate; the highest tier reached applies. */
import { assertPercent } from '../guards.js';
import { applyRate, subtractFen, type Fen } from '../money.js';
import { highestReached, sortTiers, tierStatus, type GoodsScope, type TierStatus } from './activity-tiers.js';

export interface OrderDiscountTier {
  threshold_fen: Fen;
  /** 90 = pay 90% (9折). */
  rate_percent: number;
}

export interface OrderDiscountRule {
  id: number;
  name: string;
  goods_ids: GoodsScope;
  tiers: readonly OrderDiscountTier[];
}

/** One tier as activity_data.discounts shows it (amount in fen, rate in percent). */
export interface OrderDiscountTierStatus {
  amount: Fen;
  rate: number;
  status: TierStatus;
}

export interface OrderDiscountEvaluation {
  /** Sorted by amount ascending. */
  tiers: OrderDiscountTierStatus[];
  active_index: number | null;
  /** base − applyRate(base, rate): the payable part rounds down, so the discount takes the odd fen. */
  discount_fen: Fen;
}

export function evaluateOrderDiscount(rule: OrderDiscountRule, base: Fen): OrderDiscountEvaluation {
  const field = `order_discounts[${rule.id}].tiers`;
  const sorted = sortTiers(rule.tiers, field);
  sorted.forEach((tier) => assertPercent(tier.rate_percent, `${field}.rate_percent`));
  const active = highestReached(sorted, base);
  return {
    tiers: sorted.map((tier) => ({ amount: tier.threshold_fen, rate: tier.rate_percent, status: tierStatus(tier.threshold_fen, base) })),
    active_index: active,
    discount_fen: active === null ? 0 : subtractFen(base, applyRate(base, sorted[active].rate_percent)),
  };
}
