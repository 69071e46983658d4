import { fitQuantity, packRule, type FittedQuantity, type QuantityFacts } from '@yc/contracts';

/** What a quantity stepper reads of a goods: the shared rule's facts (@yc/contracts quantity.ts), stock and limits. */
export interface QuantityRules extends QuantityFacts {
  /** Stock. */
  number: number;
  /** Per-store purchase limit; 0 = none. */
  qg_number: number;
}

export interface QuantityRange {
  /** The stepper's step: the middle pack (中包装) where the goods is sold in middle packs, else 1. */
  step: number;
  min: number;
  /** 0 when not even the minimum can be bought. */
  max: number;
  /** The goods is sold only in whole middle packs (the page says 「按中包装 10盒 购买」). */
  packs: boolean;
  facts: QuantityFacts;
}

const roundDownTo = (value: number, step: number) => Math.floor(value / step) * step;

/** The quantities a buyer may order: the shared rule, within stock and any limit. */
export function quantityRange(goods: QuantityRules): QuantityRange {
  const { step, min, required } = packRule(goods);
  const limits = [goods.number];
  if (goods.qg_number > 0) limits.push(goods.qg_number);
  if (goods.is_hm === 1 && goods.hm_limit > 0) limits.push(goods.hm_limit);
  const max = roundDownTo(Math.max(0, Math.min(...limits)), step);
  const { min_qty, mid_pack, bzdw, is_hm, hm_limit } = goods;
  return { step, min, max: max >= min ? max : 0, packs: required, facts: { min_qty, mid_pack, bzdw, is_hm, hm_limit } };
}

/** A typed or stepped quantity on the goods' rule, capped at what may be bought, with why it changed. */
export function clampQuantity(value: number, range: QuantityRange): FittedQuantity {
  const fitted = fitQuantity(range.facts, value);
  if (range.max > 0 && fitted.number > range.max) return { number: range.max, notice: `最多可购买 ${range.max}${range.facts.bzdw}` };
  return fitted;
}
