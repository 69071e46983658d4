import type { CartGoods } from '@yc/contracts';

/** The quantities a cart line may take: whole middle packs (mid_pack) from the minimum order (min_qty) up to stock and limits. */
export interface QuantityRange {
  step: number;
  min: number;
  /** 0 when not even the minimum can be bought. */
  max: number;
}

type Rules = Pick<CartGoods, 'number' | 'min_qty' | 'mid_pack' | 'qg_number' | 'is_hm' | 'hm_limit'>;

const roundUpTo = (value: number, step: number) => Math.ceil(value / step) * step;
const roundDownTo = (value: number, step: number) => Math.floor(value / step) * step;

export function quantityRange(goods: Rules): QuantityRange {
  const hmLimit = goods.is_hm === 1 && goods.hm_limit > 0 ? goods.hm_limit : 0;
  // A 含麻 per-order limit below the middle pack is sold singly: the limit is the law, the pack a habit.
  const step = hmLimit > 0 && hmLimit < goods.mid_pack ? 1 : Math.max(1, goods.mid_pack);
  const min = roundUpTo(Math.max(1, hmLimit > 0 ? Math.min(goods.min_qty, hmLimit) : goods.min_qty), step);
  const limits = [goods.number];
  if (goods.qg_number > 0) limits.push(goods.qg_number);
  if (hmLimit > 0) limits.push(hmLimit);
  const max = roundDownTo(Math.max(0, Math.min(...limits)), step);
  return { step, min, max: max >= min ? max : 0 };
}

/** A typed or stepped number brought onto the grid; above the stock the server answers with its refusal. */
export function clampQuantity(value: number, range: QuantityRange): number {
  if (!Number.isFinite(value)) return range.min;
  return roundUpTo(Math.max(Math.trunc(value), range.min), range.step);
}
