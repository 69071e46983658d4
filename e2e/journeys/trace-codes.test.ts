/**
 * 追溯码 at outbound (issue 37), as the warehouse works: an administrator turns on 发货须扫追溯码, a store
 * pays an order of a drug, the warehouse scans its boxes on the order page with a keyboard-wedge
 * scanner (fast keys, then Enter), a box scanned twice and a box of another goods are refused in
 * Chinese under the field, shipping is refused while a box is missing and goes through once all are in;
 * a box the store returns is scanned back, and one that never went to the store is refused.
 */
import { eq, sql } from 'drizzle-orm';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../apps/server/src/db/schema/index.js';
import { journeyBrowser, loginThroughPage, loginToConsole, pageApi, screenshot, SCREENSHOTS } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD } from '../fixtures.js';
import { placeOrder, type ListedGoods } from '../goods.js';

const { freshPage } = journeyBrowser();

/** A store of this journey alone, so the demo stores' orders and wallet stay as the other journeys expect. */
const BUYER = { phone: '13700007371', password: 'Pharma@2026', company: '同仁堂大药房(追溯码测试店)', name: '周同仁' };
const BOXES = 3;
/** 药品标识码 and serials of this run alone (the database outlives one run when DATA_DIR is kept). */
const RUN = String(Date.now()).slice(-6);
const DRUG_PREFIX = `8${RUN}`;
const OTHER_PREFIX = `8${String((Number(RUN) + 500_000) % 1_000_000).padStart(6, '0')}`;
const box = (prefix: string, n: number) => `${prefix}${RUN}${String(n).padStart(7, '0')}`;

let server: ReturnType<typeof openServerDatabase>;
type Drug = {
  id: number;
  name: string;
  base_price: number;
};
let drug: Drug;
let other: Drug;

/** Two drugs (not 无追溯码) any store may order one unit of at a time, each given this run's 药品标识码. */
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  const found = await server.db.execute<Drug>(sql`
    SELECT g.id, g.name, g.base_price FROM goods g
    WHERE g.on_sale AND g.goods_type = 1 AND NOT g.trace_exempt AND NOT g.is_controlled AND NOT g.contains_ephedrine
      AND g.stock > 100 AND g.min_qty = 1 AND g.mid_pack = 1 AND g.qg_number = 0
      AND NOT EXISTS (SELECT 1 FROM goods_level_prices l WHERE l.goods_id = g.id)
    ORDER BY g.id DESC OFFSET 5 LIMIT 2`);
  [drug, other] = found.rows as [Drug, Drug];
  for (const [g, prefix] of [
    [drug, DRUG_PREFIX],
    [other, OTHER_PREFIX],
  ] as const)
    await server.db.execute(sql`UPDATE goods SET trace_prefixes = array_append(trace_prefixes, ${prefix}) WHERE id = ${g.id}`);
});
afterAll(async () => {
  // The other journeys ship without codes.
  await server.db.delete(siteSettings).where(eq(siteSettings.key, 'trace_codes_required'));
  await server.close();
});

/** What a wedge scanner does: the code's keys a few milliseconds apart, then Enter, into the focused field. */
async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function shipThroughDialog(page: Page, trackingNo: string): Promise<void> {
  await page.getByRole('button', { name: /^发\s*货$/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '发货：订单' });
  await dialog.getByLabel('承运商').fill('顺丰速运');
  await dialog.getByLabel('运单号').fill(trackingNo);
  await dialog.getByRole('button', { name: /确认发货/ }).click();
}

describe('operator console: 追溯码 at outbound', () => {
  it(
    'the warehouse scans every box of a paid drug order, is refused a repeat and another goods’ box, and ships once all are in',
    { timeout: 240_000 },
    async () => {
      const admin = await freshPage();
      await loginToConsole(admin, 'admin');
      await admin.goto('/admin/settings');
      const toggle = admin.getByRole('switch', { name: '发货须扫追溯码' });
      await toggle.waitFor({ timeout: 15_000 });
      if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
      await admin.getByText('设置已保存').waitFor({ timeout: 15_000 });
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      const buyer = await freshPage();
      await loginThroughPage(buyer, BUYER.phone, BUYER.password);
      const order = await placeOrder(buyer, { id: drug.id, price: drug.base_price / 100 } as ListedGoods, BOXES);
      await pageApi(buyer, '/api/pay/order', { order_id: order.id, method: 'wallet', pay_password: PAY_PASSWORD });

      const page = await freshPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginToConsole(page, 'warehouse');
      await page.goto(`/admin/orders/${order.id}`);
      const field = page.getByLabel('扫描追溯码');
      await field.waitFor({ timeout: 15_000 });
      await expect.poll(() => focusedId(page), { timeout: 10_000 }).toBe('trace-scan-input');
      const log = page.getByRole('log', { name: '扫码结果' });
      const line = page.getByRole('region', { name: new RegExp(`^第1行 `) });

      await scan(page, box(DRUG_PREFIX, 1));
      await log.getByText(`已扫 1/${BOXES}`).waitFor({ timeout: 15_000 });
      expect(await field.inputValue()).toBe('');
      expect(await focusedId(page)).toBe('trace-scan-input');

      await scan(page, box(DRUG_PREFIX, 1));
      await log.getByText(`追溯码 ${box(DRUG_PREFIX, 1)} 已扫入本订单，请勿重复扫码`).waitFor({ timeout: 15_000 });
      await scan(page, box(OTHER_PREFIX, 1));
      await log.getByText(new RegExp(`的药品标识码 ${OTHER_PREFIX} 属于「${other.name}」，不是本行的「`)).waitFor({ timeout: 15_000 });
      // No dialog took the focus: the next box goes straight in.
      expect(await focusedId(page)).toBe('trace-scan-input');
      expect(await page.getByRole('dialog').count()).toBe(0);

      await scan(page, box(DRUG_PREFIX, 2));
      await line.getByText(`已扫 2/${BOXES}`).waitFor({ timeout: 15_000 });
      await shipThroughDialog(page, `SF${RUN}0001`);
      const refused = page.getByRole('dialog', { name: '温馨提示' });
      await refused.getByText(/^第1行 .+ 尚缺 1 个追溯码$/).waitFor({ timeout: 15_000 });
      await refused.getByRole('button').last().click();
      await page
        .getByRole('dialog')
        .filter({ hasText: '发货：订单' })
        .getByRole('button', { name: /取\s*消/ })
        .click();

      await field.click();
      await scan(page, box(DRUG_PREFIX, 3));
      await line.getByText(`已扫 ${BOXES}/${BOXES}`).waitFor({ timeout: 15_000 });
      for (let n = 1; n <= BOXES; n += 1) await line.getByText(box(DRUG_PREFIX, n), { exact: true }).waitFor();
      const section = page.locator('.ant-card').filter({ has: page.getByRole('log', { name: '扫码结果' }) });
      await screenshot(page, 'admin-trace-scan-1280');
      await section.screenshot({ path: path.join(SCREENSHOTS, 'admin-trace-scan-section-1280.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await line.getByText(`已扫 ${BOXES}/${BOXES}`).waitFor();
      await screenshot(page, 'admin-trace-scan-390');
      await section.screenshot({ path: path.join(SCREENSHOTS, 'admin-trace-scan-section-390.png') });
      await page.setViewportSize({ width: 1280, height: 900 });

      await shipThroughDialog(page, `SF${RUN}0002`);
      await page.getByText('已发货，买家可查看物流信息').waitFor({ timeout: 15_000 });
      await page.getByText(`运单号：SF${RUN}0002`).waitFor({ timeout: 15_000 });
      await field.waitFor({ state: 'detached', timeout: 15_000 });

      const shipped = await pageApi<{ items: { id: number; trace_codes: string[] }[] }>(buyer, `/api/order/info/${order.id}`);
      expect(shipped.items[0]!.trace_codes).toEqual([1, 2, 3].map((n) => box(DRUG_PREFIX, n)));

      // The store sends one box back; the warehouse scans it back, and a box that never went to the store is refused.
      const request = await pageApi<{ id: number }>(buyer, '/api/order/return', {
        order_id: order.id,
        type: 'return',
        reason: '包装破损',
        items: [{ order_item_id: shipped.items[0]!.id, number: 1 }],
      });
      await page.reload();
      const back = page.getByLabel(`退货申请 ${request.id} 扫回`, { exact: true });
      await back.waitFor({ timeout: 15_000 });
      await back.click();
      const backLog = page.getByRole('log', { name: `退货申请 ${request.id} 扫回结果` });
      await scan(page, box(DRUG_PREFIX, 9));
      await backLog.getByText(`追溯码 ${box(DRUG_PREFIX, 9)} 未随订单 ${order.order_no} 发出，不能退回`).waitFor({ timeout: 15_000 });
      await scan(page, box(DRUG_PREFIX, 2));
      await backLog.getByText(`已扫回 1/1 · ${drug.name} · ${box(DRUG_PREFIX, 2)}`).waitFor({ timeout: 15_000 });
      expect(await focusedId(page)).toBe(`trace-return-${request.id}`);
      await screenshot(page, 'admin-trace-return');
      const kept = await pageApi<{ items: { trace_codes: string[] }[] }>(buyer, `/api/order/info/${order.id}`);
      expect(kept.items[0]!.trace_codes).toEqual([1, 3].map((n) => box(DRUG_PREFIX, n)));
    },
  );
});
