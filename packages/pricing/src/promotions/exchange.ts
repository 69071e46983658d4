/**
 * Exchange purchase (换购): once the selected goods subtotal (before discounts) reaches a rule's
 * threshold, the buyer may add its goods at the exchange price. The buyer's picks (buy_hg_goods) come
 * in as choices; picks of a rule not reached, unknown, or over its limit are refused with a reason
 * rather than silently dropped, so checkout can tell the buyer. A 换购 needs a purchase: with nothing
 * selected no rule is reached, even one with threshold 0. Exchange lines take no further promotion.
 */
import { assertCount, assertQuantity } from '../guards.js';
import { assertFen, multiplyFen, sumFen, type Fen } from '../money.js';

export interface ExchangeRule {
  id: number;
  order_threshold_fen: Fen;
  goods_id: number;
  goods_name: string;
  exchange_price_fen: Fen;
  /** Most units one order may take; 0 = no limit. */
  max_number: number;
}

/** One entry of buy_hg_goods. */
export interface ExchangeChoice {
  rule_id: number;
  number: number;
}

export interface ExchangeOffer {
  rule_id: number;
  goods_id: number;
  goods_name: string;
  exchange_price_fen: Fen;
  order_threshold_fen: Fen;
  reached: boolean;
}

export interface ExchangeLine {
  rule_id: number;
  goods_id: number;
  goods_name: string;
  number: number;
  unit_price_fen: Fen;
  amount_fen: Fen;
}

export interface ExchangeRefusal {
  rule_id: number;
  number: number;
  /** 换购活动不存在, 未达到换购门槛 or 超出换购数量上限. */
  reason: string;
}

export interface ExchangeOutcome {
  /** Every rule with whether this cart reaches it, so the page can offer the reached ones. */
  offers: ExchangeOffer[];
  lines: ExchangeLine[];
  refused: ExchangeRefusal[];
  amount_fen: Fen;
}

/** Picks of the same rule are added up, so a limit cannot be passed by picking twice. */
function mergeChoices(choices: readonly ExchangeChoice[]): ExchangeChoice[] {
  const merged = new Map<number, number>();
  choices.forEach((choice, index) => {
    const number = assertQuantity(choice.number, `buy_hg_goods[${index}].number`);
    merged.set(choice.rule_id, (merged.get(choice.rule_id) ?? 0) + number);
  });
  return [...merged].map(([rule_id, number]) => ({ rule_id, number }));
}

function refusal(rule: ExchangeRule, number: number, reached: boolean): string | null {
  if (!reached) return '未达到换购门槛';
  const limit = assertCount(rule.max_number, 'exchanges.max_number');
  return limit > 0 && number > limit ? '超出换购数量上限' : null;
}

export function resolveExchanges(rules: readonly ExchangeRule[], choices: readonly ExchangeChoice[], goodsAmount: Fen): ExchangeOutcome {
  const reached = (rule: ExchangeRule) =>
    goodsAmount > 0 && goodsAmount >= assertFen(rule.order_threshold_fen, 'exchanges.order_threshold_fen');
  const offers = rules.map((rule) => ({
    rule_id: rule.id,
    goods_id: rule.goods_id,
    goods_name: rule.goods_name,
    exchange_price_fen: assertFen(rule.exchange_price_fen, 'exchanges.exchange_price_fen'),
    order_threshold_fen: rule.order_threshold_fen,
    reached: reached(rule),
  }));
  const lines: ExchangeLine[] = [];
  const refused: ExchangeRefusal[] = [];
  for (const { rule_id, number } of mergeChoices(choices)) {
    const rule = rules.find((r) => r.id === rule_id);
    if (rule === undefined) {
      refused.push({ rule_id, number, reason: '换购活动不存在' });
      continue;
    }
    const reason = refusal(rule, number, reached(rule));
    if (reason !== null) {
      refused.push({ rule_id, number, reason });
      continue;
    }
    lines.push({
      rule_id,
      goods_id: rule.goods_id,
      goods_name: rule.goods_name,
      number,
      unit_price_fen: rule.exchange_price_fen,
      amount_fen: multiplyFen(rule.exchange_price_fen, number),
    });
  }
  return { offers, lines, refused, amount_fen: sumFen(lines.map((l) => l.amount_fen)) };
}
