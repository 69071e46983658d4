/**
 * Demo batches (批号) of a goods, derived from its seed alone so every run writes the same ones: the
 * goods' production and expiry dates are its first batch, up to two later batches follow with the
 * same shelf life, the stock is split over them, and a few goods also hold an expired batch (locked).
 * Batch numbers follow the manufacturer's style: 240815, B2406031 or 24081503.
 */
import { hashString } from '../../lib/hash-string.js';
import { addDays, addMonths, SEED_REFERENCE_DATE } from './catalogue/dates.js';
import { createRng } from './prng.js';

export interface BatchSeed {
  batch_no: string;
  produced_on: string;
  expires_on: string;
  quantity: number;
  expired: boolean;
}

interface Source {
  sku: string;
  manufacturer: string;
  stock: number;
  production_date: string;
  expiry_date: string;
}

/** Share of goods that also hold an expired batch. */
const P_EXPIRED = 0.03;

const STYLES: ((day: string, serial: number) => string)[] = [
  (day) => day.slice(2).replaceAll('-', ''),
  (day, serial) => `B${day.slice(2, 7).replace('-', '')}${day.slice(8)}${serial % 10}`,
  (day, serial) => `${day.slice(2).replaceAll('-', '')}${String(serial).padStart(2, '0')}`,
];

const monthsBetween = (from: string, to: string): number => {
  const [y1, m1] = from.split('-').map(Number);
  const [y2, m2] = to.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1);
};

export function seedBatches(g: Source): BatchSeed[] {
  const rng = createRng(hashString(`batches:${g.sku}`));
  const style = STYLES[hashString(g.manufacturer) % STYLES.length];
  const shelf = Math.max(1, monthsBetween(g.production_date, g.expiry_date));
  const latestDay = addDays(SEED_REFERENCE_DATE, -5);
  const produced = [g.production_date];
  const wanted = Math.min(rng.int(1, 3), Math.max(1, g.stock));
  while (produced.length < wanted) {
    const next = addDays(produced[produced.length - 1], rng.int(20, 90));
    if (next > latestDay) break;
    produced.push(next);
  }
  // The first batch holds the most; each later one a share of what is left, every batch at least one unit.
  let left = g.stock;
  const batches = produced.map((day, i): BatchSeed => {
    const rest = produced.length - 1 - i;
    const quantity = rest === 0 ? left : Math.max(1, Math.min(left - rest, Math.floor(left * (0.4 + rng.next() * 0.3))));
    left -= quantity;
    return { batch_no: style(day, rng.int(1, 9)), produced_on: day, expires_on: i === 0 ? g.expiry_date : addMonths(day, shelf), quantity, expired: false };
  });
  if (rng.chance(P_EXPIRED)) {
    const day = addDays(addMonths(SEED_REFERENCE_DATE, -shelf), -rng.int(10, 120));
    batches.unshift({ batch_no: style(day, rng.int(1, 9)), produced_on: day, expires_on: addMonths(day, shelf), quantity: rng.int(5, 60), expired: true });
  }
  return batches;
}
