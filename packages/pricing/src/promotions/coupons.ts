/**
 * Coupons (优惠券), one per order. A coupon is judged on what is left of its eligible lines after
 * 满减/满折 (the usual rule in Chinese shops: the threshold counts the price after promotions), so
 * `eligible_amount_fen` is both the threshold base and the amount the discount comes off.
 *
 * Scope: the caller resolves a coupon's scope (all / category keys / brand ids / goods ids) to the
 * cart line ids it covers, since it holds the category tree; the engine stays a matter of sets.
 * Only selected lines that take promotions (with_coupon, not flash units) can be eligible.
 */
import { assertPercent, assertTimestamp, assertUniqueIds } from '../guards.js';
import { allocateFen, applyRate, assertFen, subtractFen, sumFen, type Fen } from '../money.js';

export type CouponDiscount =
  | { type: 'amount'; amount_fen: Fen }
  /** rate_percent 90 = 9折; max_discount_fen 0 = no cap. */
  | { type: 'rate'; rate_percent: number; max_discount_fen: Fen };

export type CouponScope = 'all' | { line_ids: readonly number[] };

export interface Coupon {
  id: number;
  name: string;
  /** Minimum eligible amount; 0 = no threshold (无门槛). */
  threshold_fen: Fen;
  discount: CouponDiscount;
  scope: CouponScope;
  /** Validity window in epoch ms, both ends inclusive (有效期至 23:59:59 still counts that second). */
  valid_from: number;
  valid_until: number;
}

/** A selected, promotable line with what 满减/满折 left of it. */
export interface CouponLine {
  id: number;
  remaining_fen: Fen;
}

export interface CouponVerdict {
  id: number;
  usable: boolean;
  /** Why not: 不在有效期内, 无适用商品 or 未达到使用门槛; null when usable. */
  reason: string | null;
  eligible_amount_fen: Fen;
  /** What it would take off this cart; 0 when not usable. */
  discount_fen: Fen;
}

export type CouponChoice = 'best' | 'none' | { id: number };

export interface CouponSelection {
  /** The usable coupon worth the most (ties: the one expiring first, then the lower id); null when none saves anything. */
  best_id: number | null;
  applied: { id: number; discount_fen: Fen } | null;
  /** Why the coupon the buyer picked was not applied, or null. */
  refused_reason: string | null;
}

function eligibleLines(coupon: Coupon, lines: readonly CouponLine[]): CouponLine[] {
  if (coupon.scope === 'all') return [...lines];
  const ids = new Set(coupon.scope.line_ids);
  return lines.filter((line) => ids.has(line.id));
}

function discountOn(discount: CouponDiscount, base: Fen): Fen {
  if (discount.type === 'amount') return Math.min(assertFen(discount.amount_fen, 'coupon.amount_fen'), base);
  const off = subtractFen(base, applyRate(base, assertPercent(discount.rate_percent, 'coupon.rate_percent')));
  const cap = assertFen(discount.max_discount_fen, 'coupon.max_discount_fen');
  return cap === 0 ? off : Math.min(off, cap);
}

export function judgeCoupon(coupon: Coupon, lines: readonly CouponLine[], now: number): CouponVerdict {
  assertTimestamp(now, 'now');
  const eligible = eligibleLines(coupon, lines);
  const base = sumFen(eligible.map((l) => l.remaining_fen));
  const refuse = (reason: string): CouponVerdict => ({ id: coupon.id, usable: false, reason, eligible_amount_fen: base, discount_fen: 0 });
  if (now < assertTimestamp(coupon.valid_from, 'coupon.valid_from') || now > assertTimestamp(coupon.valid_until, 'coupon.valid_until')) {
    return refuse('不在有效期内');
  }
  if (eligible.length === 0) return refuse('无适用商品');
  if (base < assertFen(coupon.threshold_fen, 'coupon.threshold_fen')) return refuse('未达到使用门槛');
  return { id: coupon.id, usable: true, reason: null, eligible_amount_fen: base, discount_fen: discountOn(coupon.discount, base) };
}

export function judgeCoupons(coupons: readonly Coupon[], lines: readonly CouponLine[], now: number): CouponVerdict[] {
  assertUniqueIds(
    coupons.map((c) => c.id),
    'coupons',
  );
  return coupons.map((coupon) => judgeCoupon(coupon, lines, now));
}

export function selectCoupon(coupons: readonly Coupon[], verdicts: readonly CouponVerdict[], choice: CouponChoice): CouponSelection {
  const expiry = new Map(coupons.map((c) => [c.id, c.valid_until]));
  const expiryOf = (v: CouponVerdict) => expiry.get(v.id) ?? 0;
  const [best = null] = verdicts
    .filter((v) => v.usable && v.discount_fen > 0)
    .sort((a, b) => b.discount_fen - a.discount_fen || expiryOf(a) - expiryOf(b) || a.id - b.id);
  const bestId = best?.id ?? null;
  if (choice === 'none') return { best_id: bestId, applied: null, refused_reason: null };
  if (choice === 'best')
    return { best_id: bestId, applied: best && { id: best.id, discount_fen: best.discount_fen }, refused_reason: null };
  const picked = verdicts.find((v) => v.id === choice.id);
  if (!picked) return { best_id: bestId, applied: null, refused_reason: '优惠券不存在' };
  if (!picked.usable) return { best_id: bestId, applied: null, refused_reason: picked.reason };
  return { best_id: bestId, applied: { id: picked.id, discount_fen: picked.discount_fen }, refused_reason: null };
}

/** The applied coupon's discount per line id, in proportion to what each eligible line had left. */
export function spreadCoupon(
  coupons: readonly Coupon[],
  applied: CouponSelection['applied'],
  lines: readonly CouponLine[],
): Map<number, Fen> {
  const coupon = applied && coupons.find((c) => c.id === applied.id);
  if (!applied || !coupon) return new Map();
  const eligible = eligibleLines(coupon, lines);
  const shares = allocateFen(
    applied.discount_fen,
    eligible.map((l) => l.remaining_fen),
  );
  return new Map(eligible.map((line, index) => [line.id, shares[index]]));
}
