import { describe, expect, it } from 'vitest';
import { brands } from '../../src/seed/data/brands.js';
import {
  APPROVAL_NUMBER_PATTERNS,
  CUSTOMER_TYPES,
  generateGoods,
  manufacturers,
  PRODUCT_COUNT,
  SEED_REFERENCE_DATE,
} from '../../src/seed/data/catalogue.js';
import { addMonths } from '../../src/seed/data/catalogue/dates.js';
import { PROVINCE_NAMES } from '../../src/seed/data/catalogue/provinces.js';
import { categoryTrees, resolveCategoryPath } from '../../src/seed/data/categories.js';
import type { GoodsSeed, TagWord } from '../../src/seed/data/types.js';
import { WAREHOUSES } from '../../src/seed/data/warehouses.js';

const goods = generateGoods(PRODUCT_COUNT * 4);
const everyProductOnce = generateGoods(PRODUCT_COUNT);
const EPHEDRINE_NAME = /伪麻|麻黄碱|麻美|麻苯/u;
const share = (list: readonly GoodsSeed[], test: (g: GoodsSeed) => boolean): number => list.filter(test).length / list.length;

describe('generateGoods', () => {
  it('returns the same goods for the same seed and different goods for another seed', () => {
    expect(generateGoods(3000)).toEqual(generateGoods(3000));
    expect(generateGoods(300, 1)).toEqual(generateGoods(300, 1));
    expect(generateGoods(300, 1)).not.toEqual(generateGoods(300, 2));
  });

  it('returns exactly the requested count', () => {
    expect(generateGoods(0)).toEqual([]);
    expect(generateGoods(17)).toHaveLength(17);
    expect(goods).toHaveLength(PRODUCT_COUNT * 4);
    expect(() => generateGoods(-1)).toThrow(RangeError);
    expect(() => generateGoods(2.5)).toThrow(RangeError);
  });

  it('gives every goods a unique sku', () => {
    expect(new Set(goods.map((g) => g.sku)).size).toBe(goods.length);
  });

  it('generates 100000 goods with unique skus', () => {
    const big = generateGoods(100000);
    expect(big).toHaveLength(100000);
    expect(new Set(big.map((g) => g.sku)).size).toBe(100000);
  }, 60_000);

  it('covers the required number of distinct real products per kind', () => {
    const names = (test: (g: GoodsSeed) => boolean): number => new Set(everyProductOnce.filter(test).map((g) => g.name)).size;
    expect(names((g) => g.kind === 'western')).toBeGreaterThanOrEqual(250);
    expect(names((g) => g.kind === 'tcm')).toBeGreaterThanOrEqual(80);
    expect(names((g) => g.is_decoction_piece)).toBeGreaterThanOrEqual(40);
    expect(names((g) => g.kind === 'device')).toBeGreaterThanOrEqual(60);
    expect(new Set(everyProductOnce.map((g) => g.name)).size).toBe(PRODUCT_COUNT);
    for (const g of everyProductOnce) expect(g.name).toMatch(/\p{Script=Han}{2,}/u);
  });

  it('draws on at least 80 real manufacturers', () => {
    expect(manufacturers.length).toBeGreaterThanOrEqual(80);
    expect(new Set(manufacturers.map((m) => m.name)).size).toBe(manufacturers.length);
    const used = new Set(goods.map((g) => g.manufacturer));
    expect(used.size).toBeGreaterThanOrEqual(80);
    const known = new Set(manufacturers.map((m) => m.name));
    for (const name of used) expect(known.has(name)).toBe(true);
  });

  it('repeats a generic name with other specs and manufacturers, as a real catalogue does', () => {
    const amoxicillin = goods.filter((g) => g.name === '阿莫西林胶囊');
    expect(amoxicillin.length).toBeGreaterThan(1);
    expect(new Set(amoxicillin.map((g) => `${g.spec}|${g.manufacturer}`)).size).toBeGreaterThan(1);
  });

  it('spreads the goods evenly over the warehouses, so a repeated drug is stocked in more than one', () => {
    const keys = WAREHOUSES.map((w) => w.key);
    for (const key of keys) expect(share(goods, (g) => g.warehouse === key)).toBeCloseTo(1 / keys.length, 2);
    expect(goods.every((g) => keys.includes(g.warehouse))).toBe(true);
    const amoxicillin = goods.filter((g) => g.name === '阿莫西林胶囊');
    expect(new Set(amoxicillin.map((g) => g.warehouse)).size).toBeGreaterThan(1);
  });

  it('puts every goods on a leaf path of the ordinary tree, and zone goods in their zone trees', () => {
    for (const g of goods) {
      expect(g.category_path.length).toBeGreaterThanOrEqual(2);
      expect(g.category_path.length).toBeLessThanOrEqual(3);
      expect(resolveCategoryPath(categoryTrees.ordinary, g.category_path)).toEqual(g.category_names);
      if (g.is_free_shipping) expect(resolveCategoryPath(categoryTrees.youx, g.category_path)).not.toBeNull();
      if (g.is_self_operated) expect(resolveCategoryPath(categoryTrees.zy, g.category_path)).not.toBeNull();
      if (g.kind === 'device') {
        expect(g.category_path[0]).toBe('qx');
        expect(resolveCategoryPath(categoryTrees.qx, g.category_path.slice(1))).not.toBeNull();
      }
    }
  });

  it('formats approval and registration numbers by kind', () => {
    for (const g of goods) {
      if (g.kind === 'western') expect(g.approval_no).toMatch(APPROVAL_NUMBER_PATTERNS.western);
      else if (g.kind === 'device') expect(g.approval_no).toMatch(APPROVAL_NUMBER_PATTERNS.device);
      else if (g.is_decoction_piece) expect(g.approval_no).toMatch(APPROVAL_NUMBER_PATTERNS.decoction_piece);
      else expect(g.approval_no).toMatch(APPROVAL_NUMBER_PATTERNS.tcm);
    }
    expect(goods.some((g) => g.approval_no.startsWith('国药准字S'))).toBe(true);
    expect(goods.some((g) => g.approval_no.startsWith('国械注准'))).toBe(true);
    expect(goods.some((g) => /械备\d{8}号$/u.test(g.approval_no))).toBe(true);
  });

  it('gives one product by one maker one approval number', () => {
    const seen = new Map<string, string>();
    for (const g of goods) {
      const key = `${g.name}|${g.manufacturer}`;
      const previous = seen.get(key);
      if (previous !== undefined) expect(g.approval_no).toBe(previous);
      seen.set(key, g.approval_no);
    }
  });

  it('prices in positive whole fen, with sane stock and pack sizes', () => {
    for (const g of goods) {
      expect(Number.isInteger(g.base_price_fen)).toBe(true);
      expect(g.base_price_fen).toBeGreaterThan(0);
      expect(Number.isInteger(g.stock)).toBe(true);
      expect(g.stock).toBeGreaterThanOrEqual(0);
      expect(g.stock).toBeLessThanOrEqual(5000);
      expect(g.mid_pack).toBeGreaterThanOrEqual(1);
      expect([1, g.mid_pack]).toContain(g.min_qty);
      expect(g.ladder_price_type).toBe(1);
    }
  });

  it('keeps realistic price levels for reference products', () => {
    const amoxicillin = goods.filter((g) => g.name === '阿莫西林胶囊' && g.spec === '0.25g*24粒/盒' && !g.near_expiry);
    for (const g of amoxicillin) expect(g.base_price_fen).toBeGreaterThanOrEqual(800);
    for (const g of amoxicillin) expect(g.base_price_fen).toBeLessThanOrEqual(2500);
    const monitors = goods.filter((g) => g.name === '上臂式电子血压计' && !g.near_expiry);
    expect(monitors.length).toBeGreaterThan(0);
    for (const g of monitors) expect(g.base_price_fen).toBeGreaterThanOrEqual(10000);
    for (const g of monitors) expect(g.base_price_fen).toBeLessThanOrEqual(40000);
  });

  it('builds ladders of 2-3 tiers with rising quantities and falling prices', () => {
    const laddered = goods.filter((g) => g.ladder.length > 0);
    expect(laddered.length).toBeGreaterThan(0);
    for (const g of laddered) {
      expect(g.ladder.length).toBeGreaterThanOrEqual(2);
      expect(g.ladder.length).toBeLessThanOrEqual(3);
      expect(g.ladder[0].price_fen).toBeLessThanOrEqual(g.base_price_fen);
      expect(g.ladder[0].number).toBeGreaterThanOrEqual(g.min_qty);
      for (let k = 0; k < g.ladder.length; k++) {
        expect(Number.isInteger(g.ladder[k].number)).toBe(true);
        expect(Number.isInteger(g.ladder[k].price_fen)).toBe(true);
        expect(g.ladder[k].price_fen).toBeGreaterThan(0);
        if (k > 0) {
          expect(g.ladder[k].number).toBeGreaterThan(g.ladder[k - 1].number);
          expect(g.ladder[k].price_fen).toBeLessThan(g.ladder[k - 1].price_fen);
        }
      }
    }
  });

  it('marks only compound ephedrine products as 含麻, each with a per-order limit it can be bought within', () => {
    for (const g of goods) {
      expect(g.contains_ephedrine).toBe(EPHEDRINE_NAME.test(g.name));
      if (g.contains_ephedrine) {
        expect(g.kind).toBe('western');
        expect(g.hm_limit).toBeGreaterThanOrEqual(2);
        expect(g.hm_limit).toBeLessThanOrEqual(5);
        // Sold box by box: a middle pack above the limit would leave no quantity to buy.
        expect(g.mid_pack).toBe(1);
        expect(g.min_qty).toBe(1);
        expect(g.ladder).toEqual([]);
        expect(g.promo).toBeNull();
      } else {
        expect(g.hm_limit).toBeNull();
      }
    }
    expect(goods.some((g) => g.contains_ephedrine)).toBe(true);
  });

  it('dates near-expiry goods 1-8 months out and the rest 18-36 months out', () => {
    const nearFrom = addMonths(SEED_REFERENCE_DATE, 1);
    const nearTo = addMonths(SEED_REFERENCE_DATE, 8);
    const farFrom = addMonths(SEED_REFERENCE_DATE, 18);
    const farTo = addMonths(SEED_REFERENCE_DATE, 36);
    for (const g of goods) {
      expect(g.expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
      if (g.near_expiry) {
        expect(g.expiry_date >= nearFrom && g.expiry_date <= nearTo).toBe(true);
      } else {
        expect(g.expiry_date >= farFrom && g.expiry_date <= farTo).toBe(true);
      }
      expect(g.production_date < SEED_REFERENCE_DATE).toBe(true);
      expect(g.production_date < g.expiry_date).toBe(true);
      expect(g.production_batch).toMatch(/^\d{8}$/u);
      expect(g.production_batch.startsWith(g.production_date.slice(2).replaceAll('-', ''))).toBe(true);
    }
  });

  it('uses only the spec tag words, each backed by the flag it announces', () => {
    const words: readonly TagWord[] = ['优', '秒', '满', '换购', '赠', '特', '新'];
    const promoWord = { flash: '秒', manjian: '满', gift: '赠', exchange: '换购' } as const;
    for (const g of goods) {
      const names = g.tags.map((t) => t.name);
      for (const t of g.tags) {
        expect(words).toContain(t.name);
        expect(t.describe.length).toBeGreaterThan(0);
      }
      expect(new Set(names).size).toBe(names.length);
      expect(names.includes('优')).toBe(g.is_free_shipping);
      expect(names.includes('特')).toBe(g.near_expiry);
      expect(names.includes('新')).toBe(g.created_days_ago <= 30);
      const promoTags = names.filter((n) => n === '秒' || n === '满' || n === '赠' || n === '换购');
      expect(promoTags).toEqual(g.promo ? [promoWord[g.promo.type]] : []);
    }
  });

  it('keeps promotions consistent with prices and stock', () => {
    for (const g of goods) {
      const promo = g.promo;
      if (!promo) continue;
      if (promo.type === 'flash') {
        expect(promo.price_fen).toBeLessThan(g.base_price_fen);
        expect(promo.stock).toBeLessThanOrEqual(g.stock);
      }
      if (promo.type === 'manjian') {
        for (const tier of promo.tiers) expect(tier.reduce_fen).toBeLessThan(tier.threshold_fen);
      }
      if (promo.type === 'exchange') expect(promo.exchange_price_fen).toBeLessThan(g.base_price_fen);
    }
  });

  it('sets shipping flags consistently', () => {
    for (const g of goods) {
      expect(g.is_free_shipping && g.is_dpby).toBe(false);
      if (g.is_dpby) expect(g.free_shipping_number).toBeGreaterThan(0);
      else expect(g.free_shipping_number).toBe(0);
    }
  });

  it('scopes controlled goods to real provinces and the four customer types', () => {
    for (const g of goods) {
      if (!g.is_controlled) {
        expect(g.controlled_regions).toEqual([]);
        expect(g.controlled_customer_types).toEqual([]);
        continue;
      }
      expect(g.controlled_regions.length).toBeGreaterThan(0);
      for (const r of g.controlled_regions) expect(PROVINCE_NAMES).toContain(r);
      expect(g.controlled_customer_types.length).toBeGreaterThan(0);
      for (const c of g.controlled_customer_types) expect(CUSTOMER_TYPES).toContain(c);
    }
    const controlled = goods.filter((g) => g.is_controlled);
    // The demo member (a Beijing chain pharmacy) must find some it may buy and some it may not.
    expect(controlled.some((g) => g.controlled_regions.includes('北京市') && g.controlled_customer_types.includes('连锁药店'))).toBe(true);
    expect(controlled.some((g) => !g.controlled_regions.includes('北京市'))).toBe(true);
  });

  it('links brands to their own manufacturers only', () => {
    const byName = new Map(brands.map((b) => [b.name, b]));
    for (const g of goods) {
      if (g.brand === null) {
        expect(brands.some((b) => b.manufacturer === g.manufacturer)).toBe(false);
      } else {
        expect(byName.get(g.brand)?.manufacturer).toBe(g.manufacturer);
      }
    }
  });

  it('hits the target shares of flags', () => {
    const big = generateGoods(20000, 7);
    const within = (value: number, target: number, tolerance: number): void => {
      expect(Math.abs(value - target)).toBeLessThanOrEqual(tolerance);
    };
    within(
      share(big, (g) => g.stock === 0),
      0.02,
      0.01,
    );
    within(
      share(big, (g) => g.ladder.length > 0),
      0.25,
      0.03,
    );
    within(
      share(big, (g) => g.is_free_shipping),
      0.15,
      0.02,
    );
    within(
      share(big, (g) => g.is_dpby),
      0.05,
      0.015,
    );
    within(
      share(big, (g) => g.near_expiry),
      0.06,
      0.015,
    );
    within(
      share(big, (g) => g.is_controlled),
      0.05,
      0.015,
    );
    within(
      share(big, (g) => g.is_self_operated),
      0.3,
      0.03,
    );
    within(
      share(big, (g) => g.promo !== null),
      0.08,
      0.02,
    );
  });

  it('stores cold-chain products cold and keeps biologicals on S numbers', () => {
    for (const g of goods) {
      if (g.kind === 'western' && g.name.includes('胰岛素')) expect(g.storage).toBe('冷藏');
      if (g.kind === 'western' && g.name.includes('胰岛素')) expect(g.approval_no).toMatch(/^国药准字S/u);
      if (g.storage === '冷藏') expect(g.kind).toBe('western');
    }
  });
});
