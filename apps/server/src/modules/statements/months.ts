/** Calendar months as a buyer in China reads them (YYYY-MM, UTC+8), and the span of time each covers. */
import { chinaDay } from '../../lib/china-day.js';
import type { Span } from './queries.js';

export const chinaMonth = (at: Date): string => chinaDay(at).slice(0, 7);

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00+08:00`);

export const monthSpan = (month: string): Span => ({ from: monthStart(month), to: monthStart(nextMonth(month)) });

/** The first and last day of the month, YYYY-MM-DD. */
export function monthDays(month: string): { from: string; to: string } {
  const span = monthSpan(month);
  return { from: chinaDay(span.from), to: chinaDay(new Date(span.to.getTime() - 1)) };
}

/** Every month from `first` to `last`, newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) out.unshift(m);
  return out;
}
