/**
 * How many units of a goods may be ordered: the one rule the goods page, cart, drawer, quick purchase
 * and the server share. A goods whose 起订量 is whole middle packs (中包装) is sold only in middle packs
 * (不拆零): quantities step by the pack and a typed one is rounded up to it. Any other goods takes
 * any quantity from its 起订量 up, as typed; its middle pack is only shown.
 */

/** What the rule reads of a goods (the card's fields). */
export interface QuantityFacts {
  min_qty: number;
  mid_pack: number;
  bzdw: string;
  is_hm: number;
  /** Per-order limit of goods containing ephedrine (含麻); 0 = none. */
  hm_limit: number;
}

export interface PackRule {
  /** True when the goods is sold only in whole middle packs. */
  required: boolean;
  /** What the stepper adds: the middle pack when required, else 1. */
  step: number;
  /** The least that may be ordered, on the step. */
  min: number;
}

const roundUpTo = (value: number, step: number) => Math.ceil(value / step) * step;

export function packRule(goods: QuantityFacts): PackRule {
  const hmLimit = goods.is_hm === 1 && goods.hm_limit > 0 ? goods.hm_limit : 0;
  // A 含麻 per-order limit below the middle pack is sold singly: the limit is the law, the pack a habit.
  const required = goods.mid_pack > 1 && goods.min_qty % goods.mid_pack === 0 && !(hmLimit > 0 && hmLimit < goods.mid_pack);
  const step = required ? goods.mid_pack : 1;
  const least = Math.max(1, hmLimit > 0 ? Math.min(goods.min_qty, hmLimit) : goods.min_qty);
  return { required, step, min: roundUpTo(least, step) };
}

/** 「按中包装 10盒 购买」: said next to the stepper of a goods sold only in middle packs. */
export const midPackText = (goods: Pick<QuantityFacts, 'mid_pack' | 'bzdw'>): string => `按中包装 ${goods.mid_pack}${goods.bzdw} 购买`;

export interface FittedQuantity {
  number: number;
  /** Why `number` differs from what was asked; '' when it is as asked. */
  notice: string;
}

/** An asked quantity on what the goods allows: at least the 起订量, and whole middle packs where required. */
export function fitQuantity(goods: QuantityFacts, asked: number): FittedQuantity {
  const { step, min } = packRule(goods);
  const whole = Number.isFinite(asked) ? Math.trunc(asked) : 0;
  const number = roundUpTo(Math.max(whole, min), step);
  if (number === asked) return { number, notice: '' };
  const unit = goods.bzdw;
  const notice = whole < min ? `起订量 ${min}${unit}，已调整为 ${number}${unit}` : `${midPackText(goods)}，已调整为 ${number}${unit}`;
  return { number, notice };
}
