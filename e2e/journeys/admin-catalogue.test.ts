import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, loginThroughPage, loginToConsole, pageApi, screenshot } from '../browser.js';
import { openServerDatabase } from '../fixtures.js';

const MEMBER = { username: '13800000001', password: 'Pharma@2026' };

const { freshPage } = journeyBrowser();

type QuietGoods = {
  id: number;
  sku: string;
  name: string;
  base_price: number;
};

/**
 * Goods no level price applies to, on sale to every store, the slowest sellers first: other
 * journeys order the best sellers, so changing these leaves theirs alone.
 */
async function quietGoods(count: number, ladder: boolean): Promise<QuietGoods[]> {
  const database = openServerDatabase();
  try {
    const res = await database.db.execute<QuietGoods>(sql`
      SELECT g.id, g.sku, g.name, g.base_price FROM goods g
      WHERE g.on_sale AND g.goods_type = 1 AND NOT g.is_controlled AND NOT g.contains_ephedrine AND g.stock > 100
        AND NOT EXISTS (SELECT 1 FROM goods_level_prices l WHERE l.goods_id = g.id)
        AND ${ladder ? sql`(SELECT count(*) FROM goods_ladder_prices t WHERE t.goods_id = g.id) >= 2` : sql`NOT EXISTS (SELECT 1 FROM goods_ladder_prices t WHERE t.goods_id = g.id)`}
      ORDER BY g.sales, g.id LIMIT ${count}`);
    return res.rows;
  } finally {
    await database.close();
  }
}

const money = (fen: number) => (fen / 100).toFixed(2);

/** The storefront's detail page of a goods as the demo member sees it. */
async function detailAsMember(id: number): Promise<Page> {
  const page = await freshPage();
  await loginThroughPage(page, MEMBER.username, MEMBER.password);
  await page.goto(`/list/info/${id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
  return page;
}

describe('operator console: catalogue', () => {
  it('a merchandiser changes a price and a ladder tier, and the goods detail shows them', { timeout: 180_000 }, async () => {
    const [goods] = await quietGoods(1, true);
    const staffPage = await freshPage();
    await loginToConsole(staffPage, 'merchandiser');
    await staffPage.getByRole('menuitem', { name: '商品列表' }).click();
    await staffPage.getByPlaceholder('名称、编码、批准文号或厂家').fill(goods.sku);
    await staffPage.getByRole('button', { name: /查\s*询/ }).click();
    const row = staffPage.getByRole('row').filter({ hasText: goods.sku });
    await row.waitFor({ timeout: 15_000 });
    await screenshot(staffPage, 'admin-goods-list');
    await row.getByRole('link', { name: goods.name }).click();
    await staffPage.waitForURL(new RegExp(`/admin/goods/${goods.id}$`));
    const base = staffPage.getByLabel('基础价格');
    await base.waitFor({ timeout: 15_000 });
    await screenshot(staffPage, 'admin-goods-edit');

    const newBase = goods.base_price + 123;
    const secondTier = staffPage.getByLabel('第2档价格');
    const newSecond = Math.round(Number(await secondTier.inputValue()) * 100) - 37;
    await base.fill(money(newBase));
    await staffPage.getByLabel('第1档价格').fill(money(newBase));
    await secondTier.fill(money(newSecond));
    await staffPage.getByRole('button', { name: '保存商品' }).click();
    await staffPage.getByText('商品已保存').waitFor({ timeout: 15_000 });

    const buyer = await detailAsMember(goods.id);
    const prices = buyer.locator('main');
    await expect.poll(() => prices.innerText(), { timeout: 15_000 }).toContain(money(newBase));
    const ladder = buyer.getByRole('table', { name: '阶梯价' });
    expect(await ladder.innerText()).toContain(money(newSecond));
    expect(await ladder.innerText()).toContain(money(newBase));
    await screenshot(buyer, 'admin-goods-price-on-storefront');
  });

  it(
    'an administrator runs a CSV price update with one bad row: the row is refused, the others applied',
    { timeout: 180_000 },
    async () => {
      const [a, b, c] = await quietGoods(3, false);
      const newPrice = a.base_price + 250;
      const csv = ['商品编码,价格,库存', `${a.sku},${money(newPrice)},`, `${b.sku},-5,`, `${c.sku},,321`].join('\n');
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yc-import-')), '价格更新.csv');
      fs.writeFileSync(file, csv);

      const staffPage = await freshPage();
      await loginToConsole(staffPage, 'admin');
      await staffPage.getByRole('menuitem', { name: '价格库存导入' }).click();
      await staffPage.getByText('点击或拖拽文件到此处上传').waitFor({ timeout: 15_000 });
      await screenshot(staffPage, 'admin-goods-import');
      await staffPage.locator('input[type=file]').setInputFiles(file);
      const refused = staffPage.getByRole('row').filter({ hasText: b.sku });
      await refused.waitFor({ timeout: 15_000 });
      expect(await refused.innerText()).toContain('价格须大于0');
      expect(await staffPage.getByRole('row').filter({ hasText: a.sku }).innerText()).toContain('可导入');
      await screenshot(staffPage, 'admin-goods-import-preview');

      await staffPage.getByRole('button', { name: '确认导入（2行）' }).click();
      // A click made while the popconfirm is still opening can be lost on a busy machine: click again while no apply
      // has gone out (it goes out once, so nothing is applied twice); then wait for the apply itself, however slow.
      let sent = false;
      staffPage.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/apply')) sent = true;
      });
      const applied = staffPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/apply'), { timeout: 60_000 });
      const ok = staffPage.getByRole('button', { name: '确认导入', exact: true });
      await expect
        .poll(
          async () => {
            if (!sent && (await ok.isVisible())) await ok.click({ timeout: 2_000 }).catch(() => undefined);
            return sent;
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(true);
      await applied;
      await staffPage.getByText('导入完成：已更新2个商品').waitFor({ timeout: 15_000 });
      expect(await staffPage.getByRole('row').filter({ hasText: b.sku }).innerText()).toContain('价格须大于0');
      await screenshot(staffPage, 'admin-goods-import-done');

      const buyer = await detailAsMember(a.id);
      await expect.poll(() => buyer.locator('main').innerText(), { timeout: 15_000 }).toContain(money(newPrice));
      const [bNow, cNow] = await Promise.all([
        pageApi<{ base_price: number }>(buyer, `/api/goods/detail/${b.id}`),
        pageApi<{ number: number }>(buyer, `/api/goods/detail/${c.id}`),
      ]);
      expect(bNow.base_price).toBe(b.base_price / 100);
      expect(cNow.number).toBe(321);
    },
  );
});

describe('operator console: every catalogue, promotion and content page', () => {
  const PAGES: [menu: string, shot: string][] = [
    ['商品分类', 'admin-categories'],
    ['品牌管理', 'admin-brands'],
    ['导航菜单', 'admin-nav'],
    ['广告位', 'admin-ads'],
    ['热搜词', 'admin-hot-searches'],
    ['满减满折', 'admin-promotions'],
    ['优惠券', 'admin-coupons'],
    ['限时秒杀', 'admin-flash-sales'],
    ['组合套餐', 'admin-combinations'],
    ['活动页面', 'admin-activities'],
    ['积分商城', 'admin-points-goods'],
    ['幸运抽奖', 'admin-draws'],
    ['新闻与帮助', 'admin-articles'],
    ['站内消息', 'admin-messages'],
    ['意见反馈', 'admin-feedback'],
    ['品种求购', 'admin-wanted'],
  ];

  /** Opens a page from the side menu and waits until its list has loaded. */
  async function openFromMenu(staffPage: Page, menu: string): Promise<void> {
    await staffPage.getByRole('menuitem', { name: menu }).click();
    await expect.poll(() => staffPage.title(), { timeout: 15_000 }).toContain(menu);
    await staffPage.waitForLoadState('networkidle');
    await staffPage.locator('.ant-table-row, .ant-empty').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => staffPage.locator('.ant-spin-spinning, .ant-spin-blur').count(), { timeout: 15_000 }).toBe(0);
  }

  it('opens each from the menu with its data, and the editors of a promotion and an article', { timeout: 300_000 }, async () => {
    const staffPage = await freshPage();
    await loginToConsole(staffPage, 'merchandiser');
    for (const [menu, shot] of PAGES) {
      await openFromMenu(staffPage, menu);
      await screenshot(staffPage, shot);
    }

    await openFromMenu(staffPage, '满减满折');
    await staffPage.getByRole('row').nth(1).getByRole('button', { name: '编辑' }).click();
    const dialog = staffPage.getByRole('dialog');
    await dialog.getByLabel('活动名称').waitFor({ timeout: 15_000 });
    await screenshot(staffPage, 'admin-promotion-editor');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    await dialog.waitFor({ state: 'hidden' });
    await openFromMenu(staffPage, '新闻与帮助');
    await staffPage.getByRole('row').nth(1).getByRole('button', { name: '编辑' }).click();
    await staffPage.getByRole('dialog').getByLabel('标题').waitFor({ timeout: 15_000 });
    await screenshot(staffPage, 'admin-article-editor');
  });
});
