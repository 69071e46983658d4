import { addDays, parseIsoDate, SEED_REFERENCE_DATE } from './data/catalogue/dates.js';

/**
 * The demo data's dates are written around SEED_REFERENCE_DATE; a store seeded later moves them by
 * the same number of days, so near-expiry goods stay near expiry and the contract stays in force.
 */
export function seedDayShift(now = Date.now()): (iso: string) => string {
  const days = Math.floor((now - parseIsoDate(SEED_REFERENCE_DATE)) / 86_400_000);
  return (iso) => addDays(iso.slice(0, 10), days) + iso.slice(10);
}
