// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bannerSvg, brandLogoSvg, categoryIconSvg, escapeXml, goodsImageSvg } from '../../src/lib/images.js';
import { brands } from '../../src/seed/data/brands.js';
import { generateGoods, PRODUCT_COUNT } from '../../src/seed/data/catalogue.js';
import { categoryTrees, flattenCategoryTree } from '../../src/seed/data/categories.js';
import { bannerSlots } from '../../src/seed/data/content.js';

const FONT = 'Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif';

/** Parses as XML, which fails on any unescaped `<` or `&`, and returns the root <svg>. */
function parseSvg(svg: string): Element {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.tagName).toBe('svg');
  return root;
}

function texts(root: Element): string {
  return Array.from(root.getElementsByTagName('text'))
    .map((t) => t.textContent ?? '')
    .join('|');
}

const hostile = { name: '<script>&"x"</script>', spec: '1<2 & 3>2', manufacturer: "A&B <C> 'D'", kind: 'western' as const };

describe('escapeXml', () => {
  it('escapes markup characters and drops control characters', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('a\u0001b')).toBe('ab');
  });
});

describe('goodsImageSvg', () => {
  it('escapes < & > in every text and stays well-formed', () => {
    for (const variant of [0, 1, 2]) {
      const svg = goodsImageSvg(hostile, variant);
      expect(svg).not.toContain('<script>');
      expect(svg).toContain('&lt;');
      expect(svg).toContain('&amp;');
      expect(svg).toContain('&gt;');
      const root = parseSvg(svg);
      expect(texts(root)).toContain('1<2 & 3>2');
      expect(texts(root)).toContain("A&B <C> 'D'");
    }
  });

  it('draws a 400x400 pack shot with the name, spec and maker in the CJK font stack', () => {
    const g = { name: '阿莫西林胶囊', spec: '0.25g*24粒/盒', manufacturer: '华北制药股份有限公司', kind: 'western' as const };
    const root = parseSvg(goodsImageSvg(g));
    expect(root.getAttribute('width')).toBe('400');
    expect(root.getAttribute('height')).toBe('400');
    expect(root.getAttribute('font-family')).toBe(FONT);
    const all = texts(root);
    expect(all).toContain('阿莫西林胶囊');
    expect(all).toContain('0.25g*24粒/盒');
    expect(all).toContain('华北制药股份有限公司');
  });

  it('is deterministic, varies the view by variant and keeps the product colour', () => {
    const g = { name: '板蓝根颗粒', spec: '10g*20袋/盒', manufacturer: '广州白云山和记黄埔中药有限公司', kind: 'tcm' as const };
    expect(goodsImageSvg(g, 1)).toBe(goodsImageSvg(g, 1));
    const views = [0, 1, 2].map((v) => goodsImageSvg(g, v));
    expect(new Set(views).size).toBe(3);
    const colours = views.map((svg) => new Set(svg.match(/hsl\([^)]+\)/gu) ?? []));
    expect(colours[1].size).toBeGreaterThan(0);
    for (const colour of colours[1]) {
      expect(colours[0].has(colour)).toBe(true);
      expect(colours[2].has(colour)).toBe(true);
    }
  });

  it('renders every product of the catalogue as well-formed SVG', () => {
    for (const g of generateGoods(PRODUCT_COUNT)) parseSvg(goodsImageSvg(g));
  });
});

describe('bannerSvg, brandLogoSvg, categoryIconSvg', () => {
  it('renders every banner slot at its size', () => {
    for (const slot of bannerSlots) {
      for (const b of slot.banners) {
        const root = parseSvg(bannerSvg(b, slot.width, slot.height));
        expect(root.getAttribute('width')).toBe(String(slot.width));
        expect(root.getAttribute('height')).toBe(String(slot.height));
        expect(texts(root)).toContain(b.title);
      }
    }
  });

  it('escapes banner text and refuses colours that could break out of the attribute', () => {
    const svg = bannerSvg({ title: 'A<B>&C', subtitle: '"quoted"', color: '"/><script>' }, 790, 340);
    expect(svg).not.toContain('<script>');
    expect(texts(parseSvg(svg))).toContain('A<B>&C');
  });

  it('renders every brand logo and category icon', () => {
    for (const b of brands) expect(texts(parseSvg(brandLogoSvg(b.name)))).toContain(b.name);
    for (const { node } of flattenCategoryTree(categoryTrees.ordinary)) parseSvg(categoryIconSvg(node.name));
    parseSvg(brandLogoSvg('<&>'));
    parseSvg(categoryIconSvg('<&>'));
  });
});
