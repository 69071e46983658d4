/**
 * Cash vouchers (现金券) are spent like cash after every discount and after shipping: they pay the
 * amount due, never take it below 0, and are no base for any threshold. Among the vouchers the buyer
 * spends, the one expiring first goes first (then the smaller balance, then the lower id) so the
 * balance left over is the one that lasts longest.
 */
import { assertTimestamp, assertUniqueIds } from '../guards.js';
import { assertFen, subtractFen, type Fen } from '../money.js';

export interface CashVoucher {
  id: number;
  name: string;
  balance_fen: Fen;
  /** Validity window in epoch ms, both ends inclusive. */
  valid_from: number;
  valid_until: number;
}

/** Which of the buyer's vouchers to spend on this order. */
export type VoucherChoice = 'all' | readonly number[];

export interface VoucherUse {
  id: number;
  usable: boolean;
  /** 不在有效期内 or 余额为零 when not usable; null otherwise. */
  reason: string | null;
  /** Taken from this voucher on this order; 0 for vouchers not chosen. */
  used_fen: Fen;
}

function unusableReason(voucher: CashVoucher, now: number): string | null {
  if (
    now < assertTimestamp(voucher.valid_from, 'voucher.valid_from') ||
    now > assertTimestamp(voucher.valid_until, 'voucher.valid_until')
  ) {
    return '不在有效期内';
  }
  return assertFen(voucher.balance_fen, 'voucher.balance_fen') === 0 ? '余额为零' : null;
}

/** One entry per voucher, in the order given. */
export function spendVouchers(vouchers: readonly CashVoucher[], choice: VoucherChoice, due: Fen, now: number): VoucherUse[] {
  assertTimestamp(now, 'now');
  assertUniqueIds(
    vouchers.map((v) => v.id),
    'vouchers',
  );
  const chosen = (id: number) => choice === 'all' || choice.includes(id);
  const spendOrder = vouchers
    .filter((v) => chosen(v.id) && unusableReason(v, now) === null)
    .sort((a, b) => a.valid_until - b.valid_until || a.balance_fen - b.balance_fen || a.id - b.id);
  const used = new Map<number, Fen>();
  let left = assertFen(due, 'due');
  for (const voucher of spendOrder) {
    const take = Math.min(voucher.balance_fen, left);
    used.set(voucher.id, take);
    left = subtractFen(left, take);
  }
  return vouchers.map((voucher) => {
    const reason = unusableReason(voucher, now);
    return { id: voucher.id, usable: reason === null, reason, used_fen: used.get(voucher.id) ?? 0 };
  });
}
