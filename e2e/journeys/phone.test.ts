/**
 * The phone store (issue 38) as a pharmacist at the counter uses it, on a 390×844 phone: the desktop address sends
 * the phone to /m/, then search with suggestions, the goods page, 加入购物车 and the cart. Every screen passes axe
 * with no serious finding and has nothing wider than a 360 px screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, pageApi, screenshot } from '../browser.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { createStore, openServerDatabase } from '../fixtures.js';
import { orderableGoods } from '../goods.js';
import { DEFAULT_CART_FILTER } from '@yc/contracts';

/** A store of this journey alone, so the demo stores' carts stay as the other journeys expect. */
const BUYER = { phone: '13700003801', password: 'Pharma@2026', company: '益康大药房(手机测试店)', name: '周益康' };

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let browser: Browser;
let server: ReturnType<typeof openServerDatabase>;
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true });
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

const phonePage = async (): Promise<Page> =>
  (
    await newContext(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: IPHONE_UA })
  ).newPage();

/** What on the page is wider than a 360 px screen, or makes it scroll sideways; the screen is put back after. */
async function tooWideAt360(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 780 });
  const wide = await page.evaluate(() => {
    const width = window.innerWidth;
    const found = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().width > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    if (document.documentElement.scrollWidth > width) found.push(`页面可横向滚动 ${document.documentElement.scrollWidth}px`);
    return found;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  return wide;
}

/** The checks every phone screen passes, and its picture for a reviewer. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await tooWideAt360(page), name).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `phone-${name}`);
}

describe('the phone store', () => {
  it('a phone opening the store lands on /m/, searches, opens a goods, adds it and sees it in the cart', async () => {
    const page = await phonePage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/m/');
    await page.getByRole('navigation', { name: '专区' }).waitFor();
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('width=device-width');
    await checkScreen(page, 'home-visitor');

    await page.getByRole('navigation', { name: '手机版导航' }).getByRole('link', { name: '登录' }).tap();
    await page.getByPlaceholder('请输入手机号').fill(BUYER.phone);
    await page.getByPlaceholder('请输入密码').fill(BUYER.password);
    await checkScreen(page, 'login');
    await page.getByRole('button', { name: '登录' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/');
    await page.getByRole('heading', { name: '热销商品' }).waitFor();
    await checkScreen(page, 'home-member');

    const [goods] = await orderableGoods(page, 1);
    await page.getByRole('link', { name: /搜索药名/ }).tap();
    await page.getByRole('searchbox', { name: '搜索商品' }).fill(goods!.name.slice(0, 3));
    const suggestion = page.getByRole('list', { name: '搜索建议' }).getByRole('button').first();
    await suggestion.waitFor();
    await checkScreen(page, 'search');
    // The goods itself, by its full name: the suggestion the desktop box would offer for it.
    await page.getByRole('searchbox', { name: '搜索商品' }).fill(goods!.name);
    await page.getByRole('list', { name: '搜索建议' }).getByRole('button', { name: goods!.name, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/m/list');
    const card = page.locator(`a[href="/m/list/info/${goods!.id}"]:visible`);
    await card.waitFor();
    await checkScreen(page, 'list');

    await card.tap();
    await page.getByRole('heading', { name: goods!.name }).waitFor();
    await page.getByRole('heading', { name: '批号与效期' }).waitFor();
    const quantity = page.getByRole('textbox', { name: '购买数量' });
    expect(await quantity.getAttribute('inputmode')).toBe('numeric');
    await checkScreen(page, 'goods');
    const units = Number(await quantity.inputValue());
    await page.getByRole('button', { name: '加入购物车' }).tap();
    await page.getByRole('status').filter({ hasText: '已加入购物车' }).waitFor();

    await page.getByRole('navigation', { name: '手机版导航' }).getByRole('link', { name: /购物车/ }).tap();
    const line = page.getByRole('list', { name: '购物车商品' }).getByRole('listitem').filter({ hasText: goods!.name });
    await line.waitFor();
    expect(await line.getByRole('textbox').inputValue()).toBe(String(units));
    const cart = await pageApi<{ data: { goods_id: number; number: number }[] }>(page, `/api/cart/list?filters=${DEFAULT_CART_FILTER}&new=1`);
    expect(cart.data.find((l) => l.goods_id === goods!.id)?.number).toBe(units);
    await checkScreen(page, 'cart');
  });

  it('电脑版 keeps the phone on the desktop pages until it opens the phone store again', async () => {
    const page = await phonePage();
    await page.goto('/list/info/1');
    expect(new URL(page.url()).pathname).toBe('/m/list/info/1');
    await page.getByRole('link', { name: '电脑版' }).tap();
    await page.waitForURL((url) => url.pathname === '/list/info/1');
    await page.goto('/cart');
    expect(new URL(page.url()).pathname).toBe('/cart');
    await page.goto('/m/');
    await page.goto('/cart');
    expect(new URL(page.url()).pathname).toBe('/m/cart');
  });
});
