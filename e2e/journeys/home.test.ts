import { ARTICLE_CATEGORY } from '@yc/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from '../../apps/server/src/db/client.js';
import { flashSales } from '../../apps/server/src/db/schema/index.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { journeyBrowser, loginThroughPage, screenshot } from '../browser.js';

const MEMBER = { username: '13800000001', password: 'Pharma@2026' };

const { freshPage } = journeyBrowser();

/** What the API answers the page itself (same origin, same session). */
const api = <T>(page: Page, url: string): Promise<T> => page.evaluate(async (u) => (await (await fetch(u)).json()).data, url);

/** Scrolls down a screen at a time, so every block that loads on approach has come near. */
async function scrollThrough(page: Page): Promise<void> {
  for (;;) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, 600);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
}

const namesIn = (page: Page, region: string) =>
  page.getByRole('region', { name: region, exact: true }).locator('article h3').allInnerTexts();

interface Named {
  name: string;
}

describe('home page', () => {
  it('fills every section from the API', async () => {
    const page = await freshPage();
    await loginThroughPage(page, MEMBER.username, MEMBER.password);
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    const common = await api<{ category: Named[]; nav: Named[]; brand: Named[] }>(page, '/api/focus/common');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    // The category menu stays open on the home page with the first 7 classes (spec section 2).
    expect(await menu.locator('li').count()).toBe(7);
    expect(await menu.locator('li').first().innerText()).toContain(common.category[0].name);
    expect(await page.getByRole('navigation', { name: '主导航' }).innerText()).toContain(common.nav[0].name);
    // The seeded top banner, 新客首单立减30元, shows to visitors and to stores without a paid order (issue 18): the
    // demo store's orders depend on the journeys before this one, so a visitor is asked.
    const visitor = await freshPage();
    await visitor.goto('/');
    const top = await api<{ image: string; title: string }[]>(visitor, '/api/focus/top');
    expect(top.map((t) => t.title)).toEqual(['新客首单立减30元']);
    await visitor.locator(`header img[src="${top[0].image}"]`).waitFor();
    await visitor.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(visitor);

    const focus = await api<{ image: string }[]>(page, '/api/focus');
    const carousel = page.getByLabel('焦点图');
    expect(await carousel.locator('a').count()).toBe(focus.length);
    expect(await carousel.locator('img').first().getAttribute('src')).toBe(focus[0].image);

    const posts = await api<{ list: { title: string }[] }>(page, '/api/focus/postList?page_size=5');
    expect(await page.getByRole('region', { name: '资讯公告' }).locator('li').allInnerTexts()).toEqual(
      posts.list.map((p) => expect.stringContaining(p.title)),
    );

    const spike = await api<{ list: Named[] }>(page, '/api/index/spike?page_size=5');
    expect(spike.list.length).toBeGreaterThan(0);
    expect(await namesIn(page, '限时秒杀')).toEqual(spike.list.map((g) => expect.stringContaining(g.name)));
    expect(await page.getByRole('timer', { name: '距本场结束' }).textContent()).toMatch(/\d{2}:\d{2}:\d{2}$/);
    // A passed member sees prices on the cards.
    expect(await page.getByRole('region', { name: '限时秒杀' }).innerText()).toMatch(/¥\s?\d+\.\d{2}/);

    await scrollThrough(page);

    const daily = await api<{ list: Named[] }>(page, '/api/activity/everyday_price?page_size=6');
    expect(daily.list.length).toBeGreaterThan(0);
    await expect.poll(() => namesIn(page, '每日特价'), { timeout: 15_000 }).toEqual(daily.list.map((g) => expect.stringContaining(g.name)));

    const recommended = await api<Named[]>(page, '/api/index_wntj/1');
    await expect
      .poll(() => namesIn(page, '为你推荐'), { timeout: 15_000 })
      .toEqual(recommended.map((g) => expect.stringContaining(g.name)));

    const floors = await api<{ title: string; goods: Named[] }[]>(page, '/api/focus/demo?page_size=5');
    expect(floors.length).toBe(6);
    for (const floor of floors) {
      expect(floor.goods.length, floor.title).toBe(5);
      await expect
        .poll(() => namesIn(page, floor.title), { timeout: 15_000 })
        .toEqual(floor.goods.map((g) => expect.stringContaining(g.name)));
    }

    const brands = page.getByRole('region', { name: '品牌专区' }).getByRole('link', { name: common.brand[0].name });
    expect(await brands.count()).toBe(1);

    const industry = await api<{ list: { title: string }[] }>(page, `/api/article/category?category_id=${ARTICLE_CATEGORY.hy}&page_size=6`);
    const news = page.getByRole('region', { name: '资讯中心' });
    await expect.poll(() => news.innerText(), { timeout: 15_000 }).toContain(industry.list[0].title);
    expect(await news.innerText()).toContain(industry.list[5].title);

    const right = await api<{ title: string; url: string }[]>(page, '/api/focus/right');
    const side = page.getByRole('complementary', { name: '侧边广告' });
    expect(await side.isVisible()).toBe(true);
    expect(await side.innerText()).toContain(right[0].title);

    // The prize-draw popup (another feature) covers the page for a store that has not drawn yet.
    const drawPopup = page.getByRole('dialog');
    if (await drawPopup.isVisible()) {
      await drawPopup.getByRole('button', { name: '关闭' }).click();
      await drawPopup.waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'home-full');
  });

  it('counts the flash sale down to 00 and shows the next session', { timeout: 150_000 }, async () => {
    const { db, pool } = createDb(inject('databaseUrl'), 1);
    const page = await freshPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const [first] = (
      await api<{ list: (Named & { flash_sale: { id: number; end_time: number } })[] }>(page, '/api/index/spike?page_size=5')
    ).list;
    const [{ endsAt }] = await db.select({ endsAt: flashSales.endsAt }).from(flashSales).where(eq(flashSales.id, first.flash_sale.id));
    try {
      // The block's first sale now ends a few seconds after the page has read it.
      await db
        .update(flashSales)
        .set({ endsAt: sql`now() + interval '25 seconds'` })
        .where(eq(flashSales.id, first.flash_sale.id));
      await page.reload();
      await page.waitForLoadState('networkidle');
      const block = page.getByRole('region', { name: '限时秒杀' });
      await expect.poll(async () => (await namesIn(page, '限时秒杀'))[0], { timeout: 15_000 }).toContain(first.name);
      const timer = page.getByRole('timer', { name: '距本场结束' });
      expect(await timer.textContent()).toMatch(/^00:00:[0-2]\d$/);
      await screenshot(page, 'home-flash-sale-ending');

      // Every value the clock shows, as the buyer would have seen it tick.
      await block.evaluate((element) => {
        const seen: string[] = [];
        (window as unknown as { clockSeen: string[] }).clockSeen = seen;
        const note = () => {
          const text = element.querySelector('[role="timer"]')?.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
        };
        new MutationObserver(note).observe(element, { subtree: true, childList: true, characterData: true });
        note();
      });
      await expect
        .poll(async () => (await namesIn(page, '限时秒杀')).some((name) => name.includes(first.name)), { timeout: 60_000, interval: 500 })
        .toBe(false);

      const seen = await page.evaluate(() => (window as unknown as { clockSeen: string[] }).clockSeen);
      expect(seen).toContain('00:00:00');
      const ticks = seen.slice(0, seen.indexOf('00:00:00') + 1);
      expect(ticks.length).toBeGreaterThan(5);
      // The next session took the block: its own goods and a clock running toward its own end.
      expect((await namesIn(page, '限时秒杀')).length).toBeGreaterThan(0);
      expect(await timer.textContent()).not.toBe('00:00:00');
      expect(seen.at(-1)).toMatch(/天/);
      await screenshot(page, 'home-flash-sale-next');
    } finally {
      await db.update(flashSales).set({ endsAt }).where(eq(flashSales.id, first.flash_sale.id));
      await pool.end();
    }
  });
});

describe('help centre and news', () => {
  it('opens a help article from the footer', async () => {
    const page = await freshPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const groups = await api<{ name: string; children: { id: number; name: string }[] }[]>(page, '/api/article/help_categories');
    const article = groups[0].children[1];
    await page.getByRole('contentinfo').getByRole('link', { name: article.name, exact: true }).click();
    await page.waitForURL(`**/help/xrzn/hyzc?id=${article.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(article.name);
    const detail = await api<{ body: string }>(page, `/api/article/detail/${article.id}`);
    const firstParagraph = /<p>([^<]+)<\/p>/u.exec(detail.body)?.[1] ?? '';
    expect(await page.locator('article').innerText()).toContain(firstParagraph);
    // The left menu marks the article being read among the help groups.
    const current = page.getByRole('navigation', { name: '帮助中心' }).locator('[aria-current="page"]');
    expect(await current.innerText()).toBe(article.name);
    await screenshot(page, 'help-article');

    // A group without routes of its own opens the same way.
    const faq = groups[1].children[0];
    await page.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: faq.name }).click();
    await page.waitForURL(`**/help/xrzn/hyzc?id=${faq.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(faq.name);
  });

  it('lists the industry news by page and opens one', async () => {
    const page = await freshPage();
    await page.goto('/news/hy');
    await page.waitForLoadState('networkidle');
    const second = await api<{ list: { id: number; title: string }[] }>(
      page,
      `/api/article/category?category_id=${ARTICLE_CATEGORY.hy}&page=2&page_size=8`,
    );
    await page.getByTitle('2', { exact: true }).click();
    await page.waitForURL('**/news/hy?page=2');
    await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toContain(second.list[0].title);
    await screenshot(page, 'news-list');
    await page.getByRole('link', { name: second.list[0].title }).click();
    await page.waitForURL(`**/news/info/${second.list[0].id}/hy`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(second.list[0].title);
    expect(await page.getByRole('navigation', { name: '上一篇与下一篇' }).innerText()).toContain('上一篇');
    await screenshot(page, 'news-article');
  });
});
