import { describe, expect, it } from 'vitest';
import {
  bannerSlots,
  company,
  footerLicences,
  friendlyLinks,
  hanCount,
  helpArticles,
  helpGroups,
  hotSearches,
  navItems,
  news,
  privacyPolicy,
  qualityInspection,
} from '../../src/seed/data/content.js';
import { SEED_REFERENCE_DATE } from '../../src/seed/data/catalogue.js';

/** Open and close tags balance, and no raw `<`/`&` is left in the text between tags. */
function expectTidyHtml(body: string): void {
  for (const tag of ['p', 'h3', 'ol', 'ul', 'li']) {
    expect((body.match(new RegExp(`<${tag}>`, 'gu')) ?? []).length).toBe((body.match(new RegExp(`</${tag}>`, 'gu')) ?? []).length);
  }
  expect(body.replace(/<\/?(p|h3|ol|ul|li)>/gu, '')).not.toMatch(/[<>]|&(?![a-z]+;)/u);
}

describe('site content', () => {
  it('names the demo company and hotline', () => {
    expect(company.name).toBe('药采云医药');
    expect(company.hotline).toBe('400-800-1234');
  });

  it('has 8-10 hot searches and 9+ nav items with the zone routes', () => {
    expect(hotSearches.length).toBeGreaterThanOrEqual(8);
    expect(hotSearches.length).toBeLessThanOrEqual(10);
    expect(new Set(hotSearches).size).toBe(hotSearches.length);
    expect(navItems.length).toBeGreaterThanOrEqual(9);
    const urls = navItems.map((n) => n.url);
    for (const url of ['/yx', '/qxzq', '/zyyp', '/jxqzc', '/kxzq', '/ppzq', '/zhzq', '/lqzx', '/jfsc']) expect(urls).toContain(url);
    // The header shows 9 items; all nine required zones must be among them.
    expect(urls.slice(0, 9).sort()).toEqual(['/jfsc', '/jxqzc', '/kxzq', '/lqzx', '/ppzq', '/qxzq', '/yx', '/zhzq', '/zyyp']);
  });

  it('fills every ad slot of the spec with 1-4 banners', () => {
    const keys = bannerSlots.map((s) => s.key).sort();
    expect(keys).toEqual(['', 'kxzq', 'kxzq_ad', 'login', 'new_kxzq', 'ppzq', 'right', 'top', 'xrtj', 'yx', 'zyzq'].sort());
    for (const slot of bannerSlots) {
      expect(slot.banners.length).toBeGreaterThanOrEqual(1);
      expect(slot.banners.length).toBeLessThanOrEqual(4);
      expect(slot.width).toBeGreaterThan(0);
      expect(slot.height).toBeGreaterThan(0);
      for (const b of slot.banners) {
        expect(b.title.length).toBeGreaterThan(0);
        expect(b.subtitle.length).toBeGreaterThan(0);
        expect(b.url.startsWith('/')).toBe(true);
        expect(b.color).toMatch(/^#[0-9a-f]{6}$/iu);
      }
    }
  });

  it('marks every licence number as a demo number', () => {
    const text = footerLicences.join('\n');
    expect(text).toContain('(京)-经营性-2026-0001');
    expect(text).toContain('京AA0100001');
    expect(text).toContain('京ICP备2026000001号');
    for (const line of footerLicences) expect(line).toMatch(/演示/u);
    expect(friendlyLinks.length).toBeGreaterThan(0);
    for (const link of friendlyLinks) expect(link.url).toMatch(/^https:\/\//u);
  });

  it('has a quality-inspection note to show when there is no URL', () => {
    expect(qualityInspection.quality_inspection_url).toBe('');
    expect(qualityInspection.msg.length).toBeGreaterThan(20);
  });
});

describe('help centre', () => {
  const slugsOf = (group: string): string[] => helpArticles.filter((a) => a.group_key === group).map((a) => a.slug);

  it('has the groups of spec section 2 in order, 常见问题 among the first four', () => {
    expect(helpGroups.map((g) => g.name)).toEqual(['新手指南', '常见问题', '服务保障', '关于我们', '支付配送']);
    expect(helpGroups.map((g) => g.order)).toEqual([1, 2, 3, 4, 5]);
    expect(slugsOf('xrzn')).toEqual(['hyzc', 'gwzn', 'aqgy']);
    expect(slugsOf('fwbz')).toEqual(['wzzz', 'yhxy', 'zskf']);
    expect(slugsOf('us')).toEqual(['tsjy', 'lxwm']);
    expect(slugsOf('zfps')).toEqual(['ddzf', 'hwps', 'ypth']);
    expect(slugsOf('cjwt').length).toBeGreaterThanOrEqual(2);
    expect(slugsOf('cjwt').length).toBeLessThanOrEqual(3);
  });

  it('writes every article with 300-900 Chinese characters of tidy HTML', () => {
    for (const a of helpArticles) {
      const count = hanCount(a.body_html);
      expect(count, a.title).toBeGreaterThanOrEqual(300);
      expect(count, a.title).toBeLessThanOrEqual(900);
      expectTidyHtml(a.body_html);
      expect(helpGroups.find((g) => g.key === a.group_key)?.name).toBe(a.group_name);
    }
  });
});

describe('news and privacy', () => {
  it('has 12 industry and 8 company news, none dated after the reference day', () => {
    expect(news.filter((n) => n.type === 'hy')).toHaveLength(12);
    expect(news.filter((n) => n.type === 'company')).toHaveLength(8);
    expect(new Set(news.map((n) => n.title)).size).toBe(news.length);
    for (const n of news) {
      expect(Number.isNaN(Date.parse(n.published_at))).toBe(false);
      expect(n.published_at.slice(0, 10) <= SEED_REFERENCE_DATE).toBe(true);
      expect(n.summary.length).toBeGreaterThan(10);
      expect(hanCount(n.body_html)).toBeGreaterThan(80);
      expect(n.body_html).toContain('演示');
      expectTidyHtml(n.body_html);
    }
  });

  it('has a privacy policy of 800+ Chinese characters', () => {
    expect(hanCount(privacyPolicy.body_html)).toBeGreaterThanOrEqual(800);
    expectTidyHtml(privacyPolicy.body_html);
  });
});
