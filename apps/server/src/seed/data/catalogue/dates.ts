/** Calendar arithmetic on ISO dates in UTC, so results never depend on the machine's time zone. */

/** Every relative date of the demo data is measured from this day, never from the clock. */
export const SEED_REFERENCE_DATE = '2026-11-20';

const DAY_MS = 86_400_000;

export function parseIsoDate(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function formatIsoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return formatIsoDate(parseIsoDate(iso) + days * DAY_MS);
}

/** Adds calendar months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return formatIsoDate(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}
