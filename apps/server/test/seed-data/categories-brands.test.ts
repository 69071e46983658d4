import { describe, expect, it } from 'vitest';
import { brands } from '../../src/seed/data/brands.js';
import { generateGoods, manufacturers, PRODUCT_COUNT } from '../../src/seed/data/catalogue.js';
import {
  CATEGORY_KINDS,
  categoryLeafPaths,
  categoryTrees,
  flattenCategoryTree,
  resolveCategoryPath,
} from '../../src/seed/data/categories.js';

describe('category trees', () => {
  it.each(CATEGORY_KINDS)('%s has at least 7 top-level entries with children, 2-3 levels deep', (kind) => {
    const tree = categoryTrees[kind];
    expect(tree.filter((node) => node.children.length > 0).length).toBeGreaterThanOrEqual(7);
    const flat = flattenCategoryTree(tree);
    for (const { node, depth } of flat) {
      if (node.children.length === 0) {
        expect(depth).toBeGreaterThanOrEqual(2);
        expect(depth).toBeLessThanOrEqual(3);
      }
    }
  });

  it('uses unique keys, shared by the zone trees', () => {
    const flat = flattenCategoryTree(categoryTrees.ordinary);
    const keys = flat.map((entry) => entry.node.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const kind of ['youx', 'zy'] as const) {
      for (const root of categoryTrees[kind]) expect(categoryTrees.ordinary).toContain(root);
    }
    expect(categoryTrees.qx).toBe(categoryTrees.ordinary.find((n) => n.key === 'qx')?.children);
  });

  it('holds the real pharmacy classes', () => {
    const o = categoryTrees.ordinary;
    expect(resolveCategoryPath(o, ['kgr', 'kgr.qms'])).toEqual(['抗感染药', '青霉素类']);
    expect(resolveCategoryPath(o, ['kgr', 'kgr.tbjs'])).toEqual(['抗感染药', '头孢菌素类']);
    expect(resolveCategoryPath(o, ['zcy', 'zcy.qr'])).toEqual(['中成药', '清热解毒']);
    const tops = o.map((n) => n.name);
    for (const name of [
      '抗感染药',
      '解热镇痛',
      '呼吸系统',
      '消化系统',
      '心脑血管',
      '内分泌',
      '维生素矿物质',
      '皮肤外用',
      '五官科',
      '妇科',
      '儿科',
      '中成药',
      '中药饮片',
      '医疗器械',
    ]) {
      expect(tops).toContain(name);
    }
    const deviceChildren = categoryTrees.qx.map((n) => n.name);
    for (const name of ['检测仪器', '护理用品', '医用耗材', '康复理疗']) expect(deviceChildren).toContain(name);
  });

  it('has goods in every leaf', () => {
    const goods = generateGoods(PRODUCT_COUNT);
    const used = new Set(goods.map((g) => g.category_path[g.category_path.length - 1]));
    for (const leaf of categoryLeafPaths(categoryTrees.ordinary).keys()) expect(used.has(leaf)).toBe(true);
  });

  it('rejects paths that are not root-to-node chains', () => {
    expect(resolveCategoryPath(categoryTrees.ordinary, [])).toBeNull();
    expect(resolveCategoryPath(categoryTrees.ordinary, ['kgr.qms'])).toBeNull();
    expect(resolveCategoryPath(categoryTrees.ordinary, ['kgr', 'hx.zk'])).toBeNull();
  });
});

describe('brands', () => {
  it('lists at least 20 real brands with their manufacturers', () => {
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(new Set(brands.map((b) => b.key)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.manufacturer)).size).toBe(brands.length);
    const names = brands.map((b) => b.name);
    for (const name of ['999', '同仁堂', '云南白药', '修正', '白云山', '仁和', '江中', '汤臣倍健', '鱼跃', '欧姆龙', '稳健', '振德']) {
      expect(names).toContain(name);
    }
    const makerNames = new Set(manufacturers.map((m) => m.name));
    for (const b of brands) expect(makerNames.has(b.manufacturer)).toBe(true);
  });

  it('gives every brand goods in the catalogue', () => {
    const goods = generateGoods(PRODUCT_COUNT * 3);
    const branded = new Set(goods.map((g) => g.brand));
    for (const b of brands) expect(branded.has(b.name)).toBe(true);
  });
});
