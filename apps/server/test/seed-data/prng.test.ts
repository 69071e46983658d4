import { describe, expect, it } from 'vitest';
import { hashString } from '../../src/lib/hash-string.js';
import { addDays, addMonths } from '../../src/seed/data/catalogue/dates.js';
import { createRng, mulberry32 } from '../../src/seed/data/prng.js';

describe('prng', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 1000 }, () => a());
    expect(seqA).toEqual(Array.from({ length: 1000 }, () => b()));
    for (const x of seqA) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(mulberry32(43)()).not.toBe(mulberry32(42)());
  });

  it('draws integers within bounds and distinct samples', () => {
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
    expect(() => rng.pick([])).toThrow();
  });

  it('hashes strings stably', () => {
    expect(hashString('阿莫西林')).toBe(hashString('阿莫西林'));
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});

describe('dates', () => {
  it('adds days and months in UTC, clamping month ends', () => {
    expect(addDays('2026-11-20', 31)).toBe('2026-12-21');
    expect(addMonths('2026-11-20', 18)).toBe('2028-05-20');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-05-20', -24)).toBe('2026-05-20');
  });
});
