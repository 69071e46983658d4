/**
 * The store's coupons and cash vouchers as the engine takes them. A coupon's scope (every goods,
 * category keys, brand ids) is resolved here to the cart line ids it covers, since the engine knows
 * nothing of categories or brands.
 */
import type { CashVoucher, Coupon, CouponScope } from '@yc/pricing';
import type { CouponRow, VoucherRow } from './queries.js';

/** What scope resolution reads of a cart line's goods. */
export interface ScopeLine {
  id: number;
  categoryKeys: readonly string[];
  brandId: number | null;
}

function scopeOf(row: CouponRow, lines: readonly ScopeLine[]): CouponScope {
  const scope = row.scope;
  if (scope.kind === 'all') return 'all';
  if (scope.kind === 'category') {
    return { line_ids: lines.filter((l) => l.categoryKeys.some((k) => scope.category_keys.includes(k))).map((l) => l.id) };
  }
  return { line_ids: lines.filter((l) => l.brandId !== null && scope.brand_ids.includes(l.brandId)).map((l) => l.id) };
}

/** Engine coupons keyed by store coupon id, so a coupon_id from the page names one of this store's. */
export function engineCoupons(rows: readonly CouponRow[], lines: readonly ScopeLine[]): Coupon[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    threshold_fen: row.threshold,
    discount:
      row.type === 'rate'
        ? { type: 'rate', rate_percent: row.rate, max_discount_fen: row.maxDiscount }
        : { type: 'amount', amount_fen: row.amount },
    scope: scopeOf(row, lines),
    valid_from: row.validFrom.getTime(),
    valid_until: row.validTo.getTime(),
  }));
}

/** A voucher is valid from its issue to its end; a balance overdrawn by a bad row counts as empty. */
export function engineVouchers(rows: readonly VoucherRow[]): CashVoucher[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    balance_fen: Math.max(0, row.balance),
    valid_from: row.createdAt.getTime(),
    valid_until: row.validTo.getTime(),
  }));
}
