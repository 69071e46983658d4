/**
 * 医保进销存 and the 追溯码 hand-over (issue 37), as a 医保定点 pharmacy uses them: a store orders a drug,
 * the warehouse scans its boxes and ships it, the store confirms receipt, and finance records the
 * 数电票 on the console's 电子发票 page (a bad import row is refused on the page naming 第N行). The store
 * then downloads, from the order's 批号与效期 panel, the 医保 3503 purchase rows and the 追溯码 file, and
 * the workbooks hold every scanned code and the 3503 fields: 医疗目录编码, 随货单号, the supplier, 批号 and
 * dates, the final unit price, the quantity and the 数电票号码 as 采购发票号. The 数电票 shows on the
 * store's 电子发票 page; the console's and the store's pages are shot at 1440 and 390 px.
 */
import { deliveryNoteNo, TRACE_HANDOVER_HEADER, YB_PURCHASE_HEADER, type OrderInfo } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../apps/server/src/lib/china-day.js';
import { getSetting } from '../../apps/server/src/modules/content/settings.js';
import { readSpreadsheet } from '../../apps/server/test/spreadsheet-files.js';
import { journeyBrowser, loginThroughPage, loginToConsole, pageApi } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD } from '../fixtures.js';
import { placeOrder, type ListedGoods } from '../goods.js';

const { freshPage } = journeyBrowser();

/** A store of this journey alone, so the demo stores' orders and wallet stay as the other journeys expect. */
const BUYER = { phone: '13700007373', password: 'Pharma@2026', company: '同仁堂大药房(医保进销存测试店)', name: '孙医保' };
const BOXES = 3;
/** Codes, 医保编码 and 数电票号码 of this run alone (the database outlives one run when DATA_DIR is kept). */
const RUN = String(Date.now()).slice(-6);
const PREFIX = `8${String((Number(RUN) + 250_000) % 1_000_000).padStart(6, '0')}`;
const box = (n: number) => `${PREFIX}${RUN}${String(n).padStart(7, '0')}`;
const YB_CODE = `XJ01YC${RUN}`;
const TAX_NO = `26${RUN}${'0'.repeat(11)}7`;
/** Where the task's screenshots go, besides the journeys' own folder. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-37';

let server: ReturnType<typeof openServerDatabase>;
type Drug = { id: number; name: string; base_price: number; yb_code: string; yb_class: string };
let drug: Drug;

/** A drug (not 无追溯码, not 冷藏) any store may order one unit of at a time, given this run's 药品标识码 and 医保编码. */
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  const found = await server.db.execute<Drug>(sql`
    SELECT g.id, g.name, g.base_price, g.yb_code, g.yb_class FROM goods g
    WHERE g.on_sale AND g.goods_type = 1 AND NOT g.trace_exempt AND NOT g.is_controlled AND NOT g.contains_ephedrine
      AND g.restricted_class IS NULL AND g.cold_min_c IS NULL
      AND g.stock > 100 AND g.min_qty = 1 AND g.mid_pack = 1 AND g.qg_number = 0
      AND NOT EXISTS (SELECT 1 FROM goods_level_prices l WHERE l.goods_id = g.id)
    ORDER BY g.id DESC OFFSET 17 LIMIT 1`);
  drug = found.rows[0] as Drug;
  await server.db.execute(
    sql`UPDATE goods SET trace_prefixes = array_append(trace_prefixes, ${PREFIX}), yb_code = ${YB_CODE} WHERE id = ${drug.id}`,
  );
});
afterAll(async () => {
  await server.db.execute(
    sql`UPDATE goods SET yb_code = ${drug.yb_code}, trace_prefixes = array_remove(trace_prefixes, ${PREFIX}) WHERE id = ${drug.id}`,
  );
  await server.close();
});

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Both widths the task checks: the desktop's 1440 and a phone's 390. */
async function shootWidths(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    // The toasts of what was just done fade on their own: the shot is of the page under them.
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(300);
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A file from one of the panel's download menus (the link to `address`), saved as the browser saves it. */
async function downloadFrom(page: Page, menu: string, label: string, address: string): Promise<{ name: string; data: Buffer }> {
  await page.getByRole('button', { name: menu }).click();
  // Both menus offer an Excel link and a menu once opened stays in the page: the link is told by where it goes.
  const link = page.getByRole('link', { name: label }).and(page.locator(`a[href*="${address}"]`));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), link.click()]);
  const saved = await download.path();
  await page.keyboard.press('Escape');
  return { name: download.suggestedFilename(), data: fs.readFileSync(saved) };
}

/** The workbook's header and the rows under it, each as a record by column name. */
function records(name: string, data: Buffer, header: readonly string[]): Record<string, string>[] {
  const rows = readSpreadsheet(name, data, ['.xlsx']).map((r) => r.map((c) => String(c ?? '')));
  const at = rows.findIndex((r) => header.every((h) => r.includes(h)));
  expect(at, `${name} has the header ${header.join(',')}`).toBeGreaterThanOrEqual(0);
  const head = rows[at];
  return rows.slice(at + 1).map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

describe('医保进销存 and the 追溯码 hand-over of a shipped order', () => {
  it(
    'the store downloads both for an order finance gave a 数电票, and they hold every code and the 3503 fields',
    { timeout: 300_000 },
    async () => {
      const buyer = await freshPage();
      await buyer.setViewportSize({ width: 1440, height: 900 });
      await loginThroughPage(buyer, BUYER.phone, BUYER.password);
      const order = await placeOrder(buyer, { id: drug.id, price: drug.base_price / 100 } as ListedGoods, BOXES);
      await pageApi(buyer, '/api/pay/order', { order_id: order.id, method: 'wallet', pay_password: PAY_PASSWORD });
      const paid = await pageApi<OrderInfo>(buyer, `/api/order/info/${order.id}`);
      const line = paid.items[0]!;

      // An administrator does the warehouse's part by the API (the scan's own journey is trace-codes) and finance's on the page.
      const finance = await freshPage();
      await finance.setViewportSize({ width: 1440, height: 900 });
      await loginToConsole(finance, 'admin');
      const codes = [1, 2, 3].map(box);
      await pageApi(finance, `/api/admin/orders/${order.id}/trace-codes/batch`, { order_item_id: line.id, codes });
      await pageApi(finance, `/api/admin/orders/${order.id}/ship`, { carrier: '顺丰速运', tracking_no: `SF${RUN}0037` });
      await pageApi(buyer, '/api/order/confirm', { id: order.id });

      // Finance records the 数电票 on the console's 电子发票 page; a file naming an unknown order is refused, row named, on the page.
      await finance.goto('/admin/orders/invoices');
      await finance.getByPlaceholder('发票号码、数电票号码、订单号或企业名称').fill(order.order_no);
      await finance.getByRole('button', { name: /查\s*询/ }).click();
      const row = finance.getByRole('row').filter({ hasText: order.order_no });
      await row.getByText('未登记').waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: /^录入数电票/ }).click();
      const dialog = finance.getByRole('dialog').filter({ hasText: `录入数电票：订单 ${order.order_no}` });
      const number = dialog.getByLabel('数电票号码');
      await number.fill(TAX_NO.slice(0, 19));
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await dialog.getByText('数电票号码须为20位数字').waitFor({ timeout: 15_000 });
      await number.fill(TAX_NO);
      await dialog.getByRole('button', { name: /保\s*存/ }).click();
      await finance.getByText('数电票信息已保存，买家可在电子发票中查看').waitFor({ timeout: 15_000 });
      await row.getByText(TAX_NO).waitFor({ timeout: 15_000 });
      await row.getByText(`开票日期 ${chinaToday()}`).waitFor();

      await row.locator('input[type=file]').setInputFiles({
        name: `数电票${TAX_NO}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
      });
      await finance.getByText('发票文件已上传').waitFor({ timeout: 15_000 });
      await row.getByRole('link', { name: 'PDF', exact: true }).waitFor({ timeout: 15_000 });

      const importInput = finance.locator('.ant-upload').filter({ hasText: '导入数电票' }).locator('input[type=file]');
      await importInput.setInputFiles({
        name: '数电票.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `订单号,数电票号码,开票日期\n${order.order_no},${TAX_NO},${chinaToday()}\nNO-SUCH-ORDER,26${RUN}${'0'.repeat(11)}8,${chinaToday()}\n`,
        ),
      });
      const refused = finance.getByRole('alert').filter({ hasText: '导入失败，整份文件未导入' });
      await refused.getByText('第3行：订单 NO-SUCH-ORDER 不存在').waitFor({ timeout: 15_000 });
      await shootWidths(finance, 'console-invoices', () => row.getByText(TAX_NO).waitFor());

      // The store's 电子发票 page shows the 数电票.
      await buyer.goto('/dzfp');
      const invoiceRow = buyer.getByRole('row').filter({ hasText: order.order_no });
      await invoiceRow.getByText(`数电票号码 ${TAX_NO}`).waitFor({ timeout: 20_000 });
      await invoiceRow.getByText(`开票日期 ${chinaToday()}`).waitFor();
      expect(await invoiceRow.getByRole('link', { name: '下载数电票PDF文件' }).getAttribute('href')).toMatch(/\/tax-files\/pdf$/);
      await shootWidths(buyer, 'buyer-dzfp', () => invoiceRow.getByText(`数电票号码 ${TAX_NO}`).waitFor());

      // From the order's 批号与效期 panel: the 医保 3503 rows and the 追溯码 file, as the browser saves them.
      await buyer.goto(`/order/info/${order.id}`);
      await buyer.getByRole('table', { name: '批号与效期' }).waitFor({ timeout: 20_000 });
      await buyer.getByText(`数电票号码 ${TAX_NO}`).waitFor({ timeout: 15_000 });
      const yb = await downloadFrom(buyer, '下载医保进销存', 'Excel（.xlsx）', `/api/order/${order.id}/yb_purchases?format=xlsx`);
      expect(yb.name).toMatch(/\.xlsx$/);
      const handover = await downloadFrom(buyer, '下载追溯码', 'Excel（.xlsx）', `/api/order/${order.id}/trace_codes?format=xlsx`);
      expect(handover.name).toMatch(/\.xlsx$/);

      const shipped = await pageApi<OrderInfo>(buyer, `/api/order/info/${order.id}`);
      const batches = shipped.items[0]!.batches;
      expect(batches.length).toBeGreaterThan(0);
      const supplier = await getSetting(server.db, 'supplier');
      const supplierName = supplier.legal_name || (await getSetting(server.db, 'site_name'));
      const unitPrice = Math.floor(Math.round(shipped.items[0]!.amount * 100) / line.number) / 100;

      const ybRows = records(yb.name, yb.data, YB_PURCHASE_HEADER);
      expect(ybRows).toHaveLength(batches.length);
      for (const [i, b] of batches.entries()) {
        expect(ybRows[i]).toMatchObject({
          医疗目录编码: YB_CODE,
          随货单号: deliveryNoteNo(order.order_no),
          供应商名称: supplierName,
          生产批号: b.batch_no,
          生产日期: b.produced_on,
          有效期止: b.expires_on,
          采购数量: String(b.quantity),
          采购发票号: TAX_NO,
        });
        expect(Number(ybRows[i]!['最终成交单价'])).toBeCloseTo(unitPrice, 2);
      }
      expect(ybRows.reduce((n, r) => n + Number(r['采购数量']), 0)).toBe(BOXES);
      const ybCodes = ybRows.flatMap((r) => r['追溯码'].split(',').filter(Boolean));
      expect(ybCodes.sort()).toEqual([...codes].sort());
      expect(ybRows.reduce((n, r) => n + Number(r['追溯码数量']), 0)).toBe(BOXES);

      const handoverRows = records(handover.name, handover.data, TRACE_HANDOVER_HEADER);
      expect(handoverRows.map((r) => r['追溯码']).sort()).toEqual([...codes].sort());
      for (const r of handoverRows) expect(r['随货单号']).toBe(deliveryNoteNo(order.order_no));
      expect(handoverRows.every((r) => batches.some((b) => b.batch_no === r['批号']))).toBe(true);
    },
  );
});
