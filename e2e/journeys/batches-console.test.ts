import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBrowser, loginThroughPage, loginToConsole, pageApi, screenshot } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD } from '../fixtures.js';
import { placeOrder, type ListedGoods } from '../goods.js';

const { freshPage } = journeyBrowser();

/** A store of this journey alone, so the demo stores' orders and wallet stay as the other journeys expect. */
const BUYER = { phone: '13700007161', password: 'Pharma@2026', company: '百草堂大药房(批次测试店)', name: '孙百草' };

let server: ReturnType<typeof openServerDatabase>;
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
});
afterAll(() => server.close());

type QuietGoods = {
  id: number;
  sku: string;
  name: string;
  base_price: number;
};

/**
 * Goods any store may order one unit of at a time, with no level price, the most recently added first:
 * the catalogue journeys take the best and the slowest sellers, so these stay theirs.
 */
async function plainGoods(count: number): Promise<QuietGoods[]> {
  const res = await server.db.execute<QuietGoods>(sql`
    SELECT g.id, g.sku, g.name, g.base_price FROM goods g
    WHERE g.on_sale AND g.goods_type = 1 AND NOT g.is_controlled AND NOT g.contains_ephedrine AND g.stock > 100
      AND g.min_qty = 1 AND g.mid_pack = 1 AND g.qg_number = 0
      AND NOT EXISTS (SELECT 1 FROM goods_level_prices l WHERE l.goods_id = g.id)
    ORDER BY g.id DESC LIMIT ${count}`);
  return res.rows;
}

const DAY = 86_400_000;
/** A day counted from today in China, as the server counts validity. */
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
/** 批号 of this run alone (the database outlives one run when DATA_DIR is kept). */
const RUN = String(Date.now()).slice(-7);
const batchNo = (n: number) => `J${RUN}${n}`;

async function openFromMenu(page: Page, menu: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu }).click();
  await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(menu);
  await page.waitForLoadState('networkidle');
}

describe('operator console: batches', () => {
  it(
    'the warehouse imports a batch file with errors, receives the valid rows, sees them on the 效期看板 and locks one for a recall',
    { timeout: 240_000 },
    async () => {
      const [a, b] = await plainGoods(2);
      const soon = batchNo(1);
      const later = batchNo(2);
      const csv = [
        '商品编码,批号,生产日期,有效期至,数量',
        `${a.sku},${soon},${day(-700)},${day(0)},12`,
        `${b.sku},${later},${day(-30)},${day(75)},30`,
        `${a.sku},${batchNo(3)},${day(-10)},${day(-20)},5`,
        `${b.sku},${batchNo(4)},${day(-400)},${day(-2)},5`,
        `NOSUCH${batchNo(5)},${batchNo(5)},${day(-10)},${day(300)},5`,
        `${a.sku},${batchNo(6)},${day(-10)},${day(300)},0`,
      ].join('\n');
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yc-batches-')), '批次入库.csv');
      fs.writeFileSync(file, csv);

      const page = await freshPage();
      await loginToConsole(page, 'warehouse');
      await openFromMenu(page, '批次入库');
      await page.getByLabel('仓库').waitFor({ timeout: 15_000 });
      await page.getByRole('tab', { name: '表格导入' }).click();
      await page.getByText('点击或拖拽文件到此处上传').waitFor({ timeout: 15_000 });
      await page.locator('input[type=file]').last().setInputFiles(file);

      const row = (text: string) => page.getByRole('row').filter({ hasText: text });
      await row(soon).waitFor({ timeout: 15_000 });
      expect(await row(soon).innerText()).toContain('可导入');
      expect(await row(later).innerText()).toContain('可导入');
      expect(await row(batchNo(3)).innerText()).toContain('有效期至须晚于生产日期');
      expect(await row(batchNo(4)).innerText()).toContain('该批次已过有效期，不能入库');
      expect(await row(`NOSUCH${batchNo(5)}`).innerText()).toContain('商品编码不存在');
      expect(await row(batchNo(6)).innerText()).toContain('入库数量必须大于0');
      await page.getByText('共6行：2行可导入，4行有错误，不会导入。').waitFor();
      await screenshot(page, 'admin-batch-import-preview');

      await page.getByRole('button', { name: '确认导入（2行）' }).click();
      await page.getByRole('button', { name: '确认导入', exact: true }).click();
      await page.getByText('导入完成：已入库2个批次').waitFor({ timeout: 15_000 });
      expect(await row(batchNo(4)).innerText()).toContain('该批次已过有效期，不能入库');

      await page.getByRole('button', { name: '查看效期看板' }).click();
      await page.waitForURL(/\/admin\/batches\/expiry$/);
      const search = page.getByPlaceholder('商品名称、编码或批号');
      await search.fill(soon);
      await search.press('Enter');
      const expiring = row(soon);
      await expiring.waitFor({ timeout: 15_000 });
      expect(await expiring.innerText()).toContain(a.name);
      expect(await expiring.innerText()).toContain('0天');
      expect(await expiring.innerText()).toContain(`¥${((12 * a.base_price) / 100).toFixed(2)}`);

      // The 75-day batch is outside the 30-day window and inside the 90-day one.
      await search.fill(later);
      await search.press('Enter');
      await page.getByText('共 0 个批次').waitFor({ timeout: 15_000 });
      await page.getByTitle('90天内到期').click();
      await row(later).waitFor({ timeout: 15_000 });

      await row(later)
        .getByRole('button', { name: /锁\s*定/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('锁定原因').fill('厂家召回：包装破损');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('批次已锁定').waitFor({ timeout: 15_000 });
      await expect.poll(() => row(later).innerText(), { timeout: 15_000 }).toContain('厂家召回：包装破损');
      expect(await row(later).innerText()).toContain('锁定');
      await search.fill('');
      await search.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.ant-table-tbody .ant-table-row').nth(5).waitFor({ timeout: 15_000 });
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
      await screenshot(page, 'admin-expiry-board');

      // Locked at once: the goods' stock no longer counts the batch.
      const [locked] = (
        await server.db.execute<{ status: string; lock_reason: string }>(
          sql`SELECT status, lock_reason FROM goods_batches WHERE batch_no = ${later}`,
        )
      ).rows;
      expect(locked).toEqual({ status: 'locked', lock_reason: '厂家召回：包装破损' });
    },
  );

  it(
    'the warehouse sees the FEFO batch of a paid order, changes it with a reason and has the 随货同行单 to print',
    { timeout: 240_000 },
    async () => {
      const [, , g] = await plainGoods(3);
      const staff = await freshPage();
      await loginToConsole(staff, 'warehouse');
      // A batch that expires after every batch the goods has (FEFO leaves it for the last), received one by one with its 检验报告.
      const [{ days, warehouse }] = (
        await server.db.execute<{ days: number; warehouse: string }>(sql`
          SELECT (max(b.expires_on) - current_date)::int + 100 AS days, w.name AS warehouse
          FROM goods_batches b JOIN goods g ON g.id = b.goods_id JOIN warehouses w ON w.id = g.warehouse_id
          WHERE b.goods_id = ${g.id} GROUP BY w.name`)
      ).rows;
      const far = batchNo(7);
      await openFromMenu(staff, '批次入库');
      await staff.getByLabel('仓库').click();
      await staff.getByTitle(warehouse, { exact: true }).click();
      await staff.getByLabel('商品').click();
      await staff.keyboard.type(g.sku);
      await staff.getByTitle(new RegExp(g.sku)).click();
      await staff.getByLabel('批号', { exact: true }).fill(far);
      await staff.getByLabel('生产日期').fill(day(-5));
      await staff.getByLabel('生产日期').press('Tab');
      await staff.getByLabel('有效期至').fill(day(days));
      await staff.getByLabel('有效期至').press('Tab');
      await staff.getByLabel('入库数量').fill('50');
      const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yc-report-')), '检验报告.pdf');
      fs.writeFileSync(report, '%PDF-1.4\n% 检验报告\n');
      await staff.locator('form input[type=file]').setInputFiles(report);
      await staff.getByRole('button', { name: '确认入库' }).click();
      await staff.getByText('检验报告已上传').waitFor({ timeout: 15_000 });
      const received = staff.getByRole('row').filter({ hasText: far });
      await received.getByRole('link', { name: '报告1' }).waitFor({ timeout: 15_000 });
      expect(await received.innerText()).toContain(day(days));
      await screenshot(staff, 'admin-batch-receive');

      const buyer = await freshPage();
      await loginThroughPage(buyer, BUYER.phone, BUYER.password);
      const listed = { id: g.id, price: g.base_price / 100 } as ListedGoods;
      const order = await placeOrder(buyer, listed, 2);
      await pageApi(buyer, '/api/pay/order', { order_id: order.id, method: 'wallet', pay_password: PAY_PASSWORD });

      await staff.goto(`/admin/orders/${order.id}`);
      await staff.waitForLoadState('networkidle');
      const line = staff.getByRole('row').filter({ hasText: g.name });
      await line.getByText(/批号 .+ · 有效期至 .+ · 2/).waitFor({ timeout: 15_000 });
      expect(await line.innerText()).not.toContain(far);
      const print = staff.getByRole('link', { name: '打印随货同行单' });
      expect(await print.getAttribute('href')).toBe(`/api/admin/orders/${order.id}/delivery_note`);

      await line.getByRole('button', { name: '更换' }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByLabel('改用批次').click();
      await staff.getByTitle(new RegExp(`^批号 ${far}（`)).click();
      await dialog.getByLabel('更换原因').fill('门店要求远效期');
      await staff.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      // Under load the option's click can land while the list still animates: save only once the choice shows.
      await dialog.getByText(new RegExp(`^批号 ${far}（`)).waitFor({ timeout: 15_000 });
      await screenshot(staff, 'admin-order-line-batch');
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await staff.getByText('发货批次已更换').waitFor({ timeout: 15_000 });
      await expect.poll(() => line.innerText(), { timeout: 15_000 }).toContain(`批号 ${far} · 有效期至 ${day(days)} · 2`);
      await dialog.waitFor({ state: 'hidden' });
      await screenshot(staff, 'admin-order-shipping-batches');
    },
  );
});
