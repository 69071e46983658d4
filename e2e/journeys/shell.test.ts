import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, loginThroughPage, screenshot } from '../browser.js';

const { freshPage } = journeyBrowser();

/** True when the CJK font is present, so Chinese renders as characters and not boxes. */
const cjkFontReady = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Noto Sans CJK SC"', '药');
  });

describe('site shell', () => {
  it('shows header, footer and toolbar in Chinese to a visitor', async () => {
    const page = await freshPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toMatch(/药采云/);
    await page.getByRole('link', { name: '登录' }).first().waitFor();
    expect(await page.getByText('登录').first().isVisible()).toBe(true);
    expect(await page.locator('footer').innerText()).toContain(String(new Date().getFullYear()));
    expect(await page.getByRole('complementary', { name: '侧边工具栏' }).isVisible()).toBe(true);
    expect(await cjkFontReady(page)).toBe(true);
    await screenshot(page, 'shell-home-visitor');
  });

  it('shows the company name and account manager after the demo member logs in', async () => {
    const page = await freshPage();
    await loginThroughPage(page, '13800000001', 'Pharma@2026');
    const header = page.locator('header').first();
    await expect.poll(() => header.innerText(), { timeout: 15_000 }).toContain('专属客户经理');
    const base = await page.evaluate(async () => (await (await fetch('/api/user/base')).json()).data);
    expect(await header.innerText()).toContain(base.company);
    expect(await header.innerText()).toContain(base.admin.name);
    await screenshot(page, 'shell-home-member');
  });

  it('sends an unknown path to /404', async () => {
    const page = await freshPage();
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    expect(page.url()).toMatch(/\/404$/);
  });

  it('follows redirect routes and aliases', async () => {
    const page = await freshPage();
    await page.goto('/register');
    await page.waitForURL('**/register/step1');
    await page.goto('/order/wl/12');
    await page.waitForURL(/\/order\/info\/12(#.*)?$/); // to the logistics section of the detail
  });

  it('asks 您是否确定要切换此账号？ before switching store, and switches', async () => {
    const page = await freshPage();
    await loginThroughPage(page, '13800000001', 'Pharma@2026');
    const before = await page.evaluate(async () => (await (await fetch('/api/user/base')).json()).data.company as string);
    const stores = await page.evaluate(async () => (await (await fetch('/api/multi/index')).json()).data as { company: string; is_current: number }[]);
    const other = stores.find((s) => s.is_current === 0);
    if (!other) throw new Error('demo member has one store');
    await page.getByText(before, { exact: false }).first().hover();
    await page.getByText(other.company).first().click();
    // antd also keeps a hidden copy of the title for aria-labelledby; the buyer sees the visible one.
    await page.getByText('您是否确定要切换此账号？').filter({ visible: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await screenshot(page, 'shell-switch-confirm');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.locator('header').first().innerText(), { timeout: 15_000 }).toContain(other.company);
  });
});
