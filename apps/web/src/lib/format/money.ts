import { formatYuan } from '@yc/contracts';

/** ¥12.50: amounts arrive in yuan, shown rounded down to 2 decimals (spec section 5). */
export const yuan = (amount: number): string => `¥${formatYuan(amount)}`;

/** +¥12.50 / -¥3.00 for ledgers, where the sign is the point. */
export const signedYuan = (amount: number): string => `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${yuan(Math.abs(amount))}`;
