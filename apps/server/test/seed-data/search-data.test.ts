/** The demo catalogue's search data: valid and unique barcodes, 商品名 on real products. */
import { describe, expect, it } from 'vitest';
import { barcodeOf, isYbOf, makerShortName, tradeNameOf } from '../../src/seed/data/catalogue/search-data.js';
import { generateGoods } from '../../src/seed/data/catalogue.js';

const eanValid = (code: string) => {
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
};

describe('demo catalogue search data', () => {
  const goods = generateGoods(3000);

  it('gives every goods a distinct EAN-13 made in China (69…) with its check digit', () => {
    const codes = goods.map((_, i) => barcodeOf(i));
    expect(codes.every((c) => /^69\d{11}$/.test(c) && eanValid(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(barcodeOf(0)).toBe(barcodeOf(0));
  });

  it('carries 商品名 on the goods of their products and makers, and short names of the makers', () => {
    const named = goods.filter((g) => tradeNameOf(g.name, g.manufacturer) !== '');
    expect(new Set(named.map((g) => tradeNameOf(g.name, g.manufacturer))).size).toBeGreaterThanOrEqual(5);
    expect(goods.every((g) => makerShortName(g.manufacturer) !== '')).toBe(true);
  });

  it('marks most drugs 医保 and no device', () => {
    const flags = goods.map((g, i) => isYbOf(i, g.kind));
    expect(flags.filter(Boolean).length / goods.length).toBeGreaterThan(0.4);
    expect(goods.some((g, i) => g.kind === 'device' && isYbOf(i, g.kind))).toBe(false);
  });
});
