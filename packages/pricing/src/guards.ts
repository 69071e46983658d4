/** Guards for the non-money numbers the engine takes in: quantities, stock, percentages, timestamps. */
import { PricingInputError } from './errors.js';

/** A quantity bought or given (≥ 1): a line of 0 units is a deleted line, not a line to price. */
export function assertQuantity(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new PricingInputError(`${field} 必须是正整数`, field);
  return value;
}

/** A count that may be 0, such as remaining stock. */
export function assertCount(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new PricingInputError(`${field} 必须是非负整数`, field);
  return value;
}

/** An integer percentage 0–100 (95 = 95% = 9.5折). */
export function assertPercent(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > 100) throw new PricingInputError(`${field} 必须是 0 到 100 的整数`, field);
  return value;
}

/** Epoch milliseconds; the engine never reads the clock itself, so `now` and validity windows come in as numbers. */
export function assertTimestamp(value: number, field: string): number {
  if (!Number.isSafeInteger(value)) throw new PricingInputError(`${field} 必须是毫秒时间戳`, field);
  return value;
}

/** Ids must be unique where results refer back to them by id. */
export function assertUniqueIds(ids: readonly number[], field: string): void {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw new PricingInputError(`${field} 中的 id ${id} 重复`, field);
    seen.add(id);
  }
}
