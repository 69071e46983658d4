/**
 * 满减 and 满折 over the selected lines. A goods takes part in at most one activity, so a line is
 * first assigned, then each activity is evaluated on the promotable amount of its own lines and its
 * discount is spread over them in proportion (so the coupon later sees what is left of each line).
 *
 * Assignment of a line whose goods several activities cover:
 * 1. the activity the buyer picked (chosen_activity, i.e. goods_manjian_id), when it covers the goods;
 * 2. otherwise the one worth more on this cart: each contested activity is valued as if it had all
 *    the lines it could get (its sure lines plus every contested line it covers), and the line joins
 *    the larger; a tie goes to 满减 before 满折, then to the earlier rule in the list.
 * One pass, no search over every combination: the result is deterministic and explainable.
 */
import { assertUniqueIds } from '../guards.js';
import { allocateFen, sumFen, type Fen } from '../money.js';
import { scopeIncludes, type GoodsScope } from './activity-tiers.js';
import { evaluateFullReduction, type FullReductionEvaluation, type FullReductionRule } from './full-reduction.js';
import { evaluateOrderDiscount, type OrderDiscountEvaluation, type OrderDiscountRule } from './order-discount.js';

/** Names one 满减 (full_reduction) or 满折 (order_discount) activity; ids are unique within a kind. */
export interface PromotionRef {
  kind: 'full_reduction' | 'order_discount';
  id: number;
}

export interface ActivityLine {
  id: number;
  goods_id: number;
  promotable_amount_fen: Fen;
  chosen_activity: PromotionRef | null;
}

interface ActivityFacts {
  id: number;
  name: string;
  goods_ids: GoodsScope;
  /** The selected coupon-eligible total of the lines that joined this activity: the tiers' status base. */
  base_fen: Fen;
  line_ids: number[];
}

export type FullReductionResult = ActivityFacts & FullReductionEvaluation;
export type OrderDiscountResult = ActivityFacts & OrderDiscountEvaluation;

export interface ActivityOutcome {
  /** activity_data.manjians, in rule order. */
  manjians: FullReductionResult[];
  /** activity_data.discounts, in rule order. */
  discounts: OrderDiscountResult[];
  /** Per line id: the activity it joined and its share of that activity's discount. */
  by_line: ReadonlyMap<number, { activity: PromotionRef; discount_fen: Fen }>;
}

interface Activity {
  ref: PromotionRef;
  scope: GoodsScope;
  worth: (base: Fen) => Fen;
}

function sameRef(a: PromotionRef | null, b: PromotionRef): boolean {
  return a !== null && a.kind === b.kind && a.id === b.id;
}

function assign(lines: readonly ActivityLine[], activities: readonly Activity[]): Map<number, Activity> {
  const assigned = new Map<number, Activity>();
  const contested: { line: ActivityLine; candidates: Activity[] }[] = [];
  for (const line of lines) {
    if (line.promotable_amount_fen === 0) continue;
    const candidates = activities.filter((a) => scopeIncludes(a.scope, line.goods_id));
    const chosen = candidates.find((a) => sameRef(line.chosen_activity, a.ref));
    if (chosen) assigned.set(line.id, chosen);
    else if (candidates.length === 1) assigned.set(line.id, candidates[0]);
    else if (candidates.length > 1) contested.push({ line, candidates });
  }
  const potential = new Map<Activity, Fen>();
  const addTo = (activity: Activity, amount: Fen) => potential.set(activity, sumFen([potential.get(activity) ?? 0, amount]));
  for (const line of lines) {
    const activity = assigned.get(line.id);
    if (activity) addTo(activity, line.promotable_amount_fen);
  }
  for (const { line, candidates } of contested) for (const activity of candidates) addTo(activity, line.promotable_amount_fen);
  for (const { line, candidates } of contested) {
    const worthOf = (a: Activity) => a.worth(potential.get(a) ?? 0);
    assigned.set(
      line.id,
      candidates.reduce((best, next) => (worthOf(next) > worthOf(best) ? next : best)),
    );
  }
  return assigned;
}

export function applyActivities(
  lines: readonly ActivityLine[],
  fullReductions: readonly FullReductionRule[],
  orderDiscounts: readonly OrderDiscountRule[],
): ActivityOutcome {
  assertUniqueIds(
    fullReductions.map((r) => r.id),
    'full_reductions',
  );
  assertUniqueIds(
    orderDiscounts.map((r) => r.id),
    'order_discounts',
  );
  const activities: Activity[] = [
    ...fullReductions.map((rule) => ({
      ref: { kind: 'full_reduction' as const, id: rule.id },
      scope: rule.goods_ids,
      worth: (base: Fen) => evaluateFullReduction(rule, base).discount_fen,
    })),
    ...orderDiscounts.map((rule) => ({
      ref: { kind: 'order_discount' as const, id: rule.id },
      scope: rule.goods_ids,
      worth: (base: Fen) => evaluateOrderDiscount(rule, base).discount_fen,
    })),
  ];
  const assigned = assign(lines, activities);
  const byLine = new Map<number, { activity: PromotionRef; discount_fen: Fen }>();

  const facts = (ref: PromotionRef, rule: { id: number; name: string; goods_ids: GoodsScope }) => {
    const members = lines.filter((line) => sameRef(assigned.get(line.id)?.ref ?? null, ref));
    const goodsIds: GoodsScope = rule.goods_ids === 'all' ? 'all' : [...rule.goods_ids];
    return { id: rule.id, name: rule.name, goods_ids: goodsIds, base_fen: sumFen(members.map((l) => l.promotable_amount_fen)), members };
  };
  const spread = (ref: PromotionRef, members: readonly ActivityLine[], discount: Fen) => {
    const shares = allocateFen(
      discount,
      members.map((l) => l.promotable_amount_fen),
    );
    members.forEach((line, index) => byLine.set(line.id, { activity: ref, discount_fen: shares[index] }));
  };

  const manjians = fullReductions.map((rule): FullReductionResult => {
    const ref: PromotionRef = { kind: 'full_reduction', id: rule.id };
    const { members, ...fact } = facts(ref, rule);
    const evaluation = evaluateFullReduction(rule, fact.base_fen);
    spread(ref, members, evaluation.discount_fen);
    return { ...fact, line_ids: members.map((l) => l.id), ...evaluation };
  });
  const discounts = orderDiscounts.map((rule): OrderDiscountResult => {
    const ref: PromotionRef = { kind: 'order_discount', id: rule.id };
    const { members, ...fact } = facts(ref, rule);
    const evaluation = evaluateOrderDiscount(rule, fact.base_fen);
    spread(ref, members, evaluation.discount_fen);
    return { ...fact, line_ids: members.map((l) => l.id), ...evaluation };
  });
  return { manjians, discounts, by_line: byLine };
}
