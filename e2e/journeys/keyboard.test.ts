/** A buyer without a mouse: from a goods page to the order's payment page with Tab, Shift+Tab, Enter and Space alone. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { journeyBrowser, screenshot } from '../browser.js';
import { createStore, openServerDatabase } from '../fixtures.js';
import { orderableGoods } from '../goods.js';

/** A store of this journey alone, with a contract and an address so checkout has nothing to ask first. */
const BUYER = { phone: '13700007501', password: 'Pharma@2026', company: '安和大药房(键盘测试店)', name: '钱安和' };

/** More focus stops than any of these pages has: a target not reached within them is out of the keyboard's reach. */
const MAX_TABS = 250;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab backwards) until the focus is on the target; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await target.waitFor({ timeout: 15_000 });
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) {
      expect(await target.isVisible(), 'the focused control is on screen').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TABS} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}

const { memberPage } = journeyBrowser();

describe('keyboard only', () => {
  it('adds a goods from its page, opens the cart and checks out without the mouse', async () => {
    const database = openServerDatabase();
    try {
      await createStore(database.db, { ...BUYER, signed: true, address: true });
    } finally {
      await database.close();
    }
    const page = await memberPage({ username: BUYER.phone, password: BUYER.password });
    const [goods] = await orderableGoods(page, 1);

    await page.goto(`/list/info/${goods.id}`);
    await page.getByRole('heading', { level: 1, name: goods.name }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /加入购物车/ })
      .first();
    await tabTo(page, add);
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await added).ok()).toBe(true);

    // Back up to the header's cart.
    const headerCart = page.getByRole('banner').getByRole('link', { name: /我的购物车/ });
    await tabTo(page, headerCart, { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart');
    const line = page.getByRole('table', { name: '购物车商品' }).getByRole('row', { name: goods.name, exact: true });
    await line.waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    // Space ticks a line off and on again.
    const tick = line.getByRole('checkbox', { name: `选择${goods.name}` });
    await tabTo(page, tick);
    await page.keyboard.press('Space');
    await expect.poll(() => tick.isChecked(), { timeout: 10_000 }).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => tick.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'keyboard-cart');

    await tabTo(page, page.getByRole('button', { name: '去结算' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart/step2');
    await page.getByRole('heading', { name: '填写并核对订单信息' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);

    await tabTo(page, page.getByRole('button', { name: '提交订单' }));
    await screenshot(page, 'keyboard-step2');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart\/step3\/\d+$/, { timeout: 15_000 });
    await page.getByRole('heading', { name: '订单提交成功，请尽快付款！' }).waitFor();
  });
});
