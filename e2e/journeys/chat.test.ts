/**
 * Customer-service chat across two API processes: the buyer's browser talks to the journeys' server,
 * the staff member's browser to a second server on the same database (as two processes behind a load
 * balancer), so every message crosses between them through PostgreSQL LISTEN/NOTIFY.
 */
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDb } from '../../apps/server/src/db/client.js';
import { launch, loginThroughPage, loginToConsole, newContext, screenshot } from '../browser.js';

const MEMBER = { username: '13800000001', password: 'Pharma@2026' };
const COMPANY = '仁济大药房(朝阳店)';
const XSS = '<script>window.chatHacked = 1</script><b>不是粗体</b>';

let browser: Browser;
let second: App;
let secondAddress: string;
let closeSecondPool: () => Promise<void>;

beforeAll(async () => {
  browser = await launch();
  // The second API process: its own pool, hub and LISTEN connection, serving the same built page.
  const { db, pool } = createDb(inject('databaseUrl'), 4);
  closeSecondPool = () => pool.end();
  second = await buildApp({ config: { ...loadConfig({}), webDist: inject('webDist'), dataDir: inject('dataDir') }, db });
  secondAddress = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await browser.close();
  await second.close();
  await closeSecondPool();
});

/** A goods the demo store may see with its price: on sale, not controlled. */
async function someGoods(): Promise<{ id: number; name: string }> {
  const { db, pool } = createDb(inject('databaseUrl'), 1);
  try {
    const res = await db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM goods WHERE on_sale AND goods_type = 1 AND NOT is_controlled AND stock > 0 ORDER BY id LIMIT 1`,
    );
    return res.rows[0];
  } finally {
    await pool.end();
  }
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: '在线客服对话' });
const chatButton = (page: Page) => page.getByRole('complementary', { name: '侧边工具栏' }).getByRole('button', { name: '在线客服', exact: true });

async function staffConsole(): Promise<Page> {
  const context = await newContext(browser, { baseURL: secondAddress, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await loginToConsole(page, 'manager');
  await page.goto('/admin/chat');
  await page.waitForLoadState('networkidle');
  await page.getByText('实时连接').waitFor({ timeout: 15_000 });
  return page;
}

describe('customer-service chat', () => {
  it('carries a message and a goods card to the staff on another API process within a second, and the answer back to the badge', async () => {
    const goods = await someGoods();
    const staff = await staffConsole();
    const queue = staff.getByRole('region', { name: '会话队列' });

    const buyer = await (await newContext(browser)).newPage();
    await loginThroughPage(buyer, MEMBER.username, MEMBER.password);
    await buyer.goto(`/list/info/${goods.id}`);
    await buyer.waitForLoadState('networkidle');
    await buyer.getByRole('button', { name: '咨询客服' }).click();
    const panel = panelOf(buyer);
    await panel.getByRole('button', { name: '发送商品', exact: true }).click();
    const sentAt = Date.now();
    // The queue of the other process shows the store's conversation within a second.
    await queue.getByRole('button', { name: COMPANY }).waitFor({ timeout: 1000 });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    await expect(panel.getByRole('link', { name: `商品：${goods.name}` }).first().isVisible()).resolves.toBe(true);

    await queue.getByRole('button', { name: COMPANY }).click();
    const conversation = staff.getByRole('region', { name: '会话', exact: true });
    await conversation.getByRole('link', { name: `商品：${goods.name}` }).waitFor({ timeout: 10_000 });
    await staff.getByRole('region', { name: '门店信息' }).getByText('已通过').waitFor();

    const box = panel.getByRole('textbox', { name: '消息内容' });
    await box.fill('请问这个药今天能发货吗？');
    await box.press('Enter');
    const typedAt = Date.now();
    await conversation.getByText('请问这个药今天能发货吗？').waitFor({ timeout: 1000 });
    expect(Date.now() - typedAt).toBeLessThan(1000);
    await box.fill(XSS);
    await box.press('Enter');
    await conversation.getByText(XSS).waitFor({ timeout: 5000 });
    expect(await staff.evaluate(() => (window as { chatHacked?: number }).chatHacked)).toBeUndefined();
    // A picture, uploaded through the buyer's process and read by the staff's from the shared data folder.
    const picture = await QRCode.toBuffer('药采云在线客服', { type: 'png', width: 160 });
    await panel.getByTestId('chat-image-input').setInputFiles({ name: '药盒照片.png', mimeType: 'image/png', buffer: picture });
    const shown = conversation.getByRole('img', { name: '图片消息' });
    await shown.waitFor({ timeout: 10_000 });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await panel.getByText('发送中').waitFor({ state: 'detached', timeout: 5000 });
    await screenshot(buyer, 'chat-buyer-panel');

    // The buyer closes the panel; the answer from the other process counts on the badge and in /wdxx.
    await panel.getByRole('button', { name: '关闭在线客服' }).click();
    await conversation.getByRole('textbox', { name: '消息内容' }).fill('您好，今天下午四点前下单当天发货。');
    await conversation.getByRole('textbox', { name: '消息内容' }).press('Enter');
    await conversation.getByText('发送中').waitFor({ state: 'detached', timeout: 5000 });
    await screenshot(staff, 'chat-staff-console');
    await expect.poll(() => chatButton(buyer).innerText(), { timeout: 5000 }).toContain('1');
    await screenshot(buyer, 'chat-buyer-badge');

    await buyer.goto('/wdxx');
    await buyer.waitForLoadState('networkidle');
    await buyer.getByText('客服消息：您有 1 条未读的客服回复').waitFor({ timeout: 10_000 });
    await screenshot(buyer, 'chat-wdxx-unread');

    // After a reload the history is whole, in order, once each; reading it clears the badge.
    await buyer.reload();
    await buyer.waitForLoadState('networkidle');
    await chatButton(buyer).click();
    const log = panelOf(buyer).getByRole('log', { name: '聊天记录' });
    await log.getByText('您好，今天下午四点前下单当天发货。').waitFor({ timeout: 10_000 });
    const text = await log.innerText();
    const order = [goods.name, '请问这个药今天能发货吗？', XSS, '您好，今天下午四点前下单当天发货。'].map((t) => text.indexOf(t));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text.split('请问这个药今天能发货吗？')).toHaveLength(2);
    await expect.poll(() => chatButton(buyer).innerText(), { timeout: 5000 }).not.toContain('1');
    await screenshot(buyer, 'chat-buyer-history');
  });
});
