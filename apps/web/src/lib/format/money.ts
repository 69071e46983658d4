import { formatYuan, yuanToFen, type BreakdownRow } from '@yc/contracts';

/** ¥12.50: amounts arrive in yuan, shown rounded down to 2 decimals (spec section 5). */
export const yuan = (amount: number): string => `¥${formatYuan(amount)}`;

/** +¥12.50 / -¥3.00 for ledgers, where the sign is the point. */
export const signedYuan = (amount: number): string => `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${yuan(Math.abs(amount))}`;

/** A breakdown row's amount with its part in the sum: 商品小计 ¥100.00, 运费 +¥8.00, 优惠券 -¥10.00. */
export const breakdownYuan = (row: BreakdownRow): string => `${row.sign < 0 ? '-' : row.key === 'goods' ? '' : '+'}${yuan(row.amount)}`;

/** What came off a line, summed in fen: -¥12.50, or — when nothing did. */
export const offYuan = (...amounts: number[]): string => {
  const fen = amounts.reduce((sum, amount) => sum + yuanToFen(amount), 0);
  return fen > 0 ? `-${yuan(fen / 100)}` : '—';
};
