import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { journeyBrowser, screenshot } from '../browser.js';

const { freshPage, memberPage } = journeyBrowser();

const cards = (page: Page): Locator => page.getByRole('article');

/** Waits for the listing to show goods and answers the visible cards' texts. */
async function cardTexts(page: Page): Promise<string[]> {
  await cards(page).first().waitFor({ timeout: 15_000 });
  return cards(page).allInnerTexts();
}

const query = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

/** The yuan amounts the cards show as their price (the first ¥ figure of each card). */
async function cardPrices(page: Page): Promise<number[]> {
  return (await cardTexts(page)).map((text) => Number(/¥(\d+\.\d{2})/.exec(text)?.[1] ?? Number.NaN));
}

/** Resolves when GET /api/goods/list has answered a request whose query passes the check. */
const listAnswered = (page: Page, check: (url: URL) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/goods/list' && check(url);
  });

/** The listing keeps the previous page on screen while loading; this waits for the new one to be drawn. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The listing is busy while its first page loads, and while a new one loads behind the previous one.
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
}

/** Waits until the listing shows another first card than before (a new page, a new order). */
async function firstCardChanges(page: Page, before: string): Promise<void> {
  await expect.poll(async () => (await cards(page).first().innerText()) !== before, { timeout: 15_000 }).toBe(true);
}

describe('header search box', () => {
  it('finds 阿莫西林 from its initials amxl, picked with the keyboard', async () => {
    const page = await freshPage();
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: '搜索关键词' });
    await box.click();
    await box.pressSequentially('amxl', { delay: 50 });
    const first = page.getByRole('option').first();
    await first.waitFor();
    const picked = await first.innerText();
    expect(picked).toMatch(/^阿莫西林/);
    await screenshot(page, 'catalogue-search-suggestions');

    await page.keyboard.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    // The home page's own goods cards stay on screen until the search page has its answer.
    const answered = listAnswered(page, (url) => url.searchParams.get('keywords') === picked);
    await page.keyboard.press('Enter');
    await answered;
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('keywords') === picked);
    expect(query(page).get('type')).toBe('0');
    const texts = await cardTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('阿莫西林');
    expect(await box.inputValue()).toBe(picked);
    await screenshot(page, 'catalogue-search-results');
  });

  it('finds goods by a manufacturer after the switch to 厂家', async () => {
    const page = await freshPage();
    await page.goto('/');
    // A click before the app has rendered its data is lost on a loaded machine: start once the page has settled.
    await page.waitForLoadState('networkidle');
    const maker = page.getByRole('radio', { name: '厂家' });
    await expect
      .poll(async () => {
        if (!(await maker.isChecked())) await maker.click({ force: true });
        return maker.isChecked();
      })
      .toBe(true);
    const box = page.getByRole('searchbox', { name: '搜索关键词' });
    await expect.poll(() => box.getAttribute('placeholder')).toBe('厂家名称');
    await box.click();
    await box.pressSequentially('华润', { delay: 50 });
    const first = page.getByRole('option').first();
    await first.waitFor();
    const makerName = await first.innerText();
    expect(makerName).toContain('华润');

    await page.keyboard.press('ArrowDown');
    const answered = listAnswered(page, (url) => url.searchParams.get('keywords') === makerName);
    await page.keyboard.press('Enter');
    await answered;
    await page.waitForURL((url) => url.searchParams.get('keywords') === makerName && url.searchParams.get('type') === '1');
    const texts = await cardTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(makerName);
  });
});

describe('zones and listings', () => {
  it('opens the free-shipping zone, filters, sorts and pages through the address', async () => {
    const page = await memberPage();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '优选包邮' }).click();
    await page.waitForURL('**/yx');
    await cardTexts(page);

    const categories = page.getByRole('group', { name: '分类', exact: true }).getByRole('button');
    const category = categories.nth(1);
    const categoryName = await category.innerText();
    await category.click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'youx' && url.searchParams.has('category_id'));
    await page.getByText(`分类：${categoryName}`).waitFor();

    let answered = listAnswered(page, (url) => url.searchParams.get('sort') === 'price_asc');
    await page.locator('label').filter({ hasText: '价格↑' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await answered;
    await settled(page);
    const prices = await cardPrices(page);
    expect(prices.every((price) => !Number.isNaN(price))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await screenshot(page, 'catalogue-zone-yx-sorted');

    const before = await cards(page).first().innerText();
    answered = listAnswered(page, (url) => url.searchParams.get('page') === '2');
    // The pager loads as it comes near the viewport, as a buyer scrolling to it brings it.
    await page.getByRole('navigation', { name: '分页' }).scrollIntoViewIfNeeded();
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await answered;
    await firstCardChanges(page, before);
    expect(query(page).get('sort')).toBe('price_asc');
    expect(query(page).get('kind')).toBe('youx');
    const secondPage = await cardPrices(page);
    expect(secondPage[0]).toBeGreaterThanOrEqual(prices.at(-1) ?? 0);

    await page.getByRole('link', { name: /列表模式/ }).click();
    await page.waitForURL((url) => url.pathname === '/yx/table' && url.searchParams.get('page') === '2');
    await page.getByRole('columnheader', { name: '生产厂家' }).waitFor();
  });

  it('shows 登录可见 to a visitor and prices to a member', async () => {
    const visitor = await freshPage();
    await visitor.goto('/list');
    const seen = await cardTexts(visitor);
    for (const text of seen) {
      expect(text).toContain('登录可见');
      expect(text).not.toMatch(/¥\d/);
    }
    await screenshot(visitor, 'catalogue-list-visitor');

    // A visitor who adds to the cart is sent to log in, and comes back.
    await cards(visitor).first().getByRole('button', { name: '加入购物车' }).click();
    await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/list');

    const member = await memberPage();
    await member.goto('/list');
    const prices = await cardPrices(member);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price > 0)).toBe(true);
    expect((await cardTexts(member)).join('\n')).not.toContain('登录可见');
    await member.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(member);
    await screenshot(member, 'catalogue-list-member');
  });

  it('shows the expiry date of every near-expiry goods', async () => {
    const page = await freshPage();
    await page.goto('/jxqzc');
    const texts = await cardTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/有效期至\s*\d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'catalogue-near-expiry');
  });
});

describe('goods detail and favourites', () => {
  it('favourites a goods from its page, finds it in /star and cancels it there', async () => {
    const page = await memberPage();
    await page.goto('/list?sort=sales');
    const card = cards(page).first();
    await card.waitFor();
    const name = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/list\/info\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(name);
    const detailUrl = page.url();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'catalogue-detail-member');

    await page.getByRole('button', { name: /收\s*藏/ }).click();
    await page.getByText('收藏成功').waitFor();
    await page.getByRole('button', { name: /已收藏/ }).waitFor();
    await page.getByRole('button', { name: '查看我的收藏' }).click();
    await page.waitForURL('**/star');

    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row.first().waitFor();
    await screenshot(page, 'catalogue-favourites');
    const goodsId = detailUrl.split('/').pop();
    expect(await row.first().getByRole('link', { name, exact: true }).getAttribute('href')).toBe(`/list/info/${goodsId}`);

    await row.first().getByRole('button', { name: '取消收藏' }).click();
    await page.getByText('取消收藏成功').waitFor();
    await expect.poll(() => page.locator(`a[href="/list/info/${goodsId}"]`).count(), { timeout: 15_000 }).toBe(0);

    // The detail page knows it is no longer a favourite.
    await page.goto(detailUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(name);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /收\s*藏/ })
          .first()
          .getAttribute('aria-pressed'),
      )
      .toBe('false');
  });
});
