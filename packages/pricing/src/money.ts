/**
 * The one money helper: every amount in the engine is an integer number of fen (1 yuan = 100 fen),
 * and every sum, product, rate and split goes through here so rounding happens one way only: down
 * (spec section 5). Floats of yuan appear only at the edge, in `fenToYuan` and `fenToYuanText`.
 */
import { PricingInputError } from './errors.js';
import { assertCount, assertPercent } from './guards.js';

/** Integer fen, ≥ 0. A plain alias rather than a brand so callers can pass database integers as they are. */
export type Fen = number;

/** Throws unless `value` is a non-negative safe integer: NaN, 12.5 and -1 are all refused. */
export function assertFen(value: number, field = '金额'): Fen {
  if (!Number.isSafeInteger(value) || value < 0) throw new PricingInputError(`${field} 必须是以分为单位的非负整数`, field);
  return value;
}

export function sumFen(values: readonly Fen[]): Fen {
  let total = 0;
  for (const value of values) total += assertFen(value);
  return assertFen(total, '合计');
}

/** `a − b`; a negative result means a discount was not capped before being taken, so it is a bug, not a 0. */
export function subtractFen(a: Fen, b: Fen): Fen {
  assertFen(a);
  assertFen(b);
  if (b > a) throw new PricingInputError(`扣减金额 ${b} 大于 ${a}`, 'subtract');
  return a - b;
}

export function multiplyFen(unit: Fen, quantity: number): Fen {
  return assertFen(assertFen(unit, '单价') * assertCount(quantity, '数量'), '金额');
}

/** `fen × percent / 100`, rounded down to whole fen: applyRate(999, 95) = 949 (949.05 floored). */
export function applyRate(fen: Fen, percent: number): Fen {
  const product = assertFen(assertFen(fen) * assertPercent(percent, '折扣率'), '金额');
  // Integer division: floor(product / 100) without a float quotient.
  return (product - (product % 100)) / 100;
}

/**
 * Splits `total` over `weights` in proportion, in whole fen, so the shares sum to exactly `total`:
 * the one rule of every discount spread over lines (满减/满折, the coupon, cash vouchers, refunds).
 * Each share is floored and the fen left over go on the last line, as an invoice's 尾差 does. When
 * `total ≤ Σweights` no share exceeds its weight, so a discount never takes a line below 0: fen the
 * last line cannot take (its weight is small) move back to the line before it, and so on.
 * BigInt because `total × weight` can pass 2^53.
 */
export function allocateFen(total: Fen, weights: readonly Fen[]): Fen[] {
  assertFen(total);
  const weightSum = sumFen(weights);
  if (total === 0) return weights.map(() => 0);
  if (weightSum === 0) throw new PricingInputError('无可分摊的金额', 'allocate');
  const big = BigInt(total);
  const bigSum = BigInt(weightSum);
  const shares = weights.map((weight) => Number((big * BigInt(weight)) / bigSum));
  let left = total - sumFen(shares);
  for (let index = shares.length - 1; index >= 0 && left > 0; index -= 1) {
    // Past the weights (a total above their sum) the last line takes all that is left.
    const room = total > weightSum && index === shares.length - 1 ? left : Math.min(left, weights[index] - shares[index]);
    shares[index] += room;
    left -= room;
  }
  return shares;
}

/** Yuan for the wire: fen are already whole, so /100 is the 2-decimal value, rounded down by construction. */
export function fenToYuan(fen: Fen): number {
  return assertFen(fen) / 100;
}

/** Yuan for Chinese sentences: `1250` → "12.50", `30000` → "300" (whole yuan drop the ".00", as in 满 ¥300 减 ¥20). */
export function fenToYuanText(fen: Fen): string {
  assertFen(fen);
  const yuan = Math.floor(fen / 100);
  const cents = fen % 100;
  return cents === 0 ? String(yuan) : `${yuan}.${String(cents).padStart(2, '0')}`;
}
