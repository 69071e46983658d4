import { describe, expect, it } from 'vitest';
import { spendVouchers, type CashVoucher, type VoucherChoice } from '../../src/promotions/vouchers.js';
import { DAY, NOW } from '../fixtures.js';

const voucher = (id: number, balance: number, validUntil: number, validFrom = NOW - DAY): CashVoucher => ({
  id,
  name: `现金券${id}`,
  balance_fen: balance,
  valid_from: validFrom,
  valid_until: validUntil,
});

describe('cash vouchers pay what is due, never below 0', () => {
  it.each<[string, CashVoucher[], VoucherChoice, number, number[]]>([
    // name, vouchers, choice, due, used per voucher
    ['bigger than the total', [voucher(1, 8000, NOW + DAY)], 'all', 5000, [5000]],
    // 2 expires first: 4000 from it, the 1000 left from 1
    ['the one expiring first goes first', [voucher(1, 3000, NOW + 9 * DAY), voucher(2, 4000, NOW + DAY)], 'all', 5000, [1000, 4000]],
    ['only the chosen ones', [voucher(1, 3000, NOW + DAY), voucher(2, 4000, NOW + DAY)], [2], 5000, [0, 4000]],
    ['none chosen', [voucher(1, 3000, NOW + DAY)], [], 5000, [0]],
    ['nothing due', [voucher(1, 3000, NOW + DAY)], 'all', 0, [0]],
  ])('%s', (_name, vouchers, choice, due, used) => {
    expect(spendVouchers(vouchers, choice, due, NOW).map((v) => v.used_fen)).toEqual(used);
  });

  it('says why a voucher cannot be used', () => {
    const uses = spendVouchers(
      [voucher(1, 3000, NOW - 1), voucher(2, 0, NOW + DAY), voucher(3, 500, NOW + DAY, NOW + 1)],
      'all',
      5000,
      NOW,
    );
    expect(uses).toEqual([
      { id: 1, usable: false, reason: '不在有效期内', used_fen: 0 },
      { id: 2, usable: false, reason: '余额为零', used_fen: 0 },
      { id: 3, usable: false, reason: '不在有效期内', used_fen: 0 },
    ]);
  });
});
