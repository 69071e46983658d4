import { describe, expect, it } from 'vitest';
import { seedBatches } from '../../src/seed/data/batches.js';
import { generateGoods, SEED_REFERENCE_DATE } from '../../src/seed/data/catalogue.js';
import { addMonths } from '../../src/seed/data/catalogue/dates.js';

const goods = generateGoods(3000);
const all = goods.map((g) => ({ g, batches: seedBatches(g) }));

describe('demo batches', () => {
  it('are the same on every run', () => {
    expect(generateGoods(3000).map(seedBatches)).toEqual(all.map((x) => x.batches));
  });

  it('give every goods 1 to 3 sellable batches holding its whole stock, the first with its own dates', () => {
    for (const { g, batches } of all) {
      const sellable = batches.filter((b) => !b.expired);
      expect(sellable.length).toBeGreaterThanOrEqual(1);
      expect(sellable.length).toBeLessThanOrEqual(3);
      expect(sellable.reduce((n, b) => n + b.quantity, 0)).toBe(g.stock);
      expect(sellable[0]).toMatchObject({ produced_on: g.production_date, expires_on: g.expiry_date });
      expect(new Set(batches.map((b) => b.batch_no)).size).toBe(batches.length);
    }
  });

  it('date every batch consistently with the shelf life: produced before the reference day, expiring after production', () => {
    for (const { batches } of all) {
      for (const b of batches) {
        expect(b.produced_on < SEED_REFERENCE_DATE).toBe(true);
        expect(b.expires_on > b.produced_on).toBe(true);
        expect(b.expired).toBe(b.expires_on < SEED_REFERENCE_DATE);
      }
    }
  });

  it('number batches in the manufacturers’ styles, with some near expiry and a few expired', () => {
    const numbers = all.flatMap((x) => x.batches.map((b) => b.batch_no));
    expect(numbers.every((n) => /^(\d{6}|B\d{7}|\d{8})$/.test(n))).toBe(true);
    for (const style of [/^\d{6}$/, /^B\d{7}$/, /^\d{8}$/]) expect(numbers.some((n) => style.test(n))).toBe(true);
    const firstExpiry = all.map((x) => x.batches.find((b) => !b.expired)?.expires_on ?? '');
    expect(firstExpiry.filter((d) => d < addMonths(SEED_REFERENCE_DATE, 6)).length).toBeGreaterThan(30);
    const expired = all.filter((x) => x.batches.some((b) => b.expired)).length;
    expect(expired).toBeGreaterThan(20);
    expect(expired).toBeLessThan(300);
  });
});
