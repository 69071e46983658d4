import { describe, expect, it } from 'vitest';
import { generateCombinations, generateGoods, PRODUCT_COUNT } from '../../src/seed/data/catalogue.js';

const goods = generateGoods(PRODUCT_COUNT * 3);
const bySku = new Map(goods.map((g) => [g.sku, g]));

describe('generateCombinations', () => {
  it('is deterministic', () => {
    expect(generateCombinations(goods, 30)).toEqual(generateCombinations(goods, 30));
  });

  it('builds about 30 packages of 2-4 distinct buyable members priced below their sum', () => {
    const combos = generateCombinations(goods, 30);
    expect(combos.length).toBeGreaterThanOrEqual(28);
    expect(combos.length).toBeLessThanOrEqual(30);
    expect(new Set(combos.map((c) => c.code)).size).toBe(combos.length);
    expect(new Set(combos.map((c) => c.name)).size).toBe(combos.length);
    for (const c of combos) {
      expect(c.goods_type).toBe(3);
      expect(c.items.length).toBeGreaterThanOrEqual(2);
      expect(c.items.length).toBeLessThanOrEqual(4);
      expect(new Set(c.items.map((i) => i.sku)).size).toBe(c.items.length);
      let sum = 0;
      for (const item of c.items) {
        const g = bySku.get(item.sku);
        expect(g).toBeDefined();
        if (!g) continue;
        expect(item.qty).toBeGreaterThanOrEqual(1);
        expect(g.contains_ephedrine || g.is_controlled || g.near_expiry).toBe(false);
        sum += g.base_price_fen * item.qty;
      }
      expect(c.original_price_fen).toBe(sum);
      expect(Number.isInteger(c.price_fen)).toBe(true);
      expect(c.price_fen).toBeGreaterThan(0);
      expect(c.price_fen).toBeLessThan(c.original_price_fen);
      expect(c.stock).toBeGreaterThanOrEqual(0);
    }
  });

  it('returns fewer packages when the goods cannot fill the themes', () => {
    expect(generateCombinations([], 30)).toEqual([]);
    expect(generateCombinations(goods, 5)).toHaveLength(5);
  });
});
