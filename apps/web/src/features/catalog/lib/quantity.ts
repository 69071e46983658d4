/** What the quantity stepper reads of a goods. */
export interface QuantityRules {
  /** Stock. */
  number: number;
  min_qty: number;
  mid_pack: number;
  /** Per-store purchase limit; 0 = none. */
  qg_number: number;
  is_hm: number;
  /** Per-order limit of goods containing ephedrine (含麻). */
  hm_limit: number;
}

export interface QuantityRange {
  /** The stepper's step: the middle pack (中包装); quantities are whole middle packs. */
  step: number;
  min: number;
  /** 0 when not even the minimum can be bought. */
  max: number;
}

const roundUpTo = (value: number, step: number) => Math.ceil(value / step) * step;
const roundDownTo = (value: number, step: number) => Math.floor(value / step) * step;

/** The quantities a buyer may order: at least min_qty, in whole middle packs, within stock and any limit. */
export function quantityRange(goods: QuantityRules): QuantityRange {
  const step = Math.max(1, goods.mid_pack);
  const min = roundUpTo(Math.max(1, goods.min_qty), step);
  const limits = [goods.number];
  if (goods.qg_number > 0) limits.push(goods.qg_number);
  if (goods.is_hm === 1 && goods.hm_limit > 0) limits.push(goods.hm_limit);
  const max = roundDownTo(Math.max(0, Math.min(...limits)), step);
  return { step, min, max: max >= min ? max : 0 };
}

/** A typed or stepped quantity brought onto the allowed grid: whole middle packs between min and max. */
export function clampQuantity(value: number, range: QuantityRange): number {
  if (!Number.isFinite(value)) return range.min;
  const stepped = roundUpTo(Math.max(value, range.min), range.step);
  return range.max > 0 ? Math.min(stepped, range.max) : range.min;
}
