/**
 * 近效期 follows the batches: a goods is near expiry when its first batch to ship (goods.expiry_from,
 * kept by the batch moves) expires within the threshold, NEAR_EXPIRY_MONTHS unless the server's
 * configuration sets another at boot.
 */
import { NEAR_EXPIRY_MONTHS } from '@yc/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { goods } from '../../db/schema/index.js';
import { chinaToday } from '../../lib/china-day.js';

let thresholdMonths = NEAR_EXPIRY_MONTHS;

export function setNearExpiryMonths(months: number): void {
  thresholdMonths = months;
}

/** The first day a goods' earliest expiry no longer makes it near expiry: today (in China) plus the threshold. */
export function nearExpiryCutoff(today = chinaToday()): string {
  const [y, m, d] = today.split('-').map(Number);
  const monthIndex = y * 12 + (m - 1) + thresholdMonths;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  // Clamp to the month's end, as PostgreSQL adds months (08-31 + 6 months = 02-28).
  const day = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const isNearExpiry = (expiryFrom: string | null, cutoff = nearExpiryCutoff()): boolean => expiryFrom !== null && expiryFrom < cutoff;

/** The listing condition of the near-expiry zone, on the maintained column (its index serves it). */
export const nearExpiryWhere = (cutoff: SQLWrapper): SQL => sql`${goods.expiryFrom} < ${cutoff}::date`;
