/**
 * Ladder (阶梯价) tiers with ladder_price_type 1: a tier applies UP TO its quantity.
 *
 * Tiers are sorted by `number` ascending; for quantity q the price is that of the first tier whose
 * number ≥ q, and above the last tier the last tier's price goes on applying (a ladder that stopped
 * at its top would make the largest orders the dearest, the opposite of what tiers are for).
 *
 * "Up to" tiers usually fall in price, so without care 11 units can cost less than 10 (10 × ¥10.00 =
 * ¥100.00 but 11 × ¥9.00 = ¥99.00). The engine therefore guarantees a monotonic line amount: the
 * amount is never below the most a smaller quantity in an earlier tier could cost, i.e. it is capped
 * from below at the largest `tier.number × tier.price` of the tiers before q's tier. The segment
 * reports `ladder_floor_applied` when this happens so the page can say why.
 */
import { PricingInputError } from './errors.js';
import { assertQuantity } from './guards.js';
import { assertFen, multiplyFen, type Fen } from './money.js';

export interface LadderTier {
  /** Upper bound (inclusive) of the quantities this tier prices. */
  number: number;
  price_fen: Fen;
}

export interface LadderPrice {
  /** ladder_price_type; only 1 ("up to" tiers) exists in the spec. */
  type: 1;
  tiers: readonly LadderTier[];
}

export interface LadderQuote {
  unit_price_fen: Fen;
  amount_fen: Fen;
  /** True when the amount was raised to an earlier tier's top amount to keep amounts monotonic. */
  floor_applied: boolean;
}

function sortedTiers(ladder: LadderPrice): LadderTier[] {
  if (ladder.type !== 1) throw new PricingInputError(`不支持的阶梯价类型 ${String(ladder.type)}`, 'ladder.type');
  if (ladder.tiers.length === 0) throw new PricingInputError('阶梯价至少需要一档', 'ladder.tiers');
  ladder.tiers.forEach((tier, index) => {
    assertQuantity(tier.number, `ladder.tiers[${index}].number`);
    assertFen(tier.price_fen, `ladder.tiers[${index}].price_fen`);
  });
  return [...ladder.tiers].sort((a, b) => a.number - b.number);
}

export function quoteLadder(ladder: LadderPrice, quantity: number): LadderQuote {
  assertQuantity(quantity, 'number');
  const tiers = sortedTiers(ladder);
  let floor = 0;
  let tier = tiers[tiers.length - 1];
  for (const candidate of tiers) {
    if (quantity <= candidate.number) {
      tier = candidate;
      break;
    }
    floor = Math.max(floor, multiplyFen(candidate.price_fen, candidate.number));
  }
  const raw = multiplyFen(tier.price_fen, quantity);
  return { unit_price_fen: tier.price_fen, amount_fen: Math.max(raw, floor), floor_applied: floor > raw };
}
