/**
 * 冷链 (issue 37), as the warehouse and the store work it: a store pays an order of a 2~8℃ goods; on the
 * console's order page the warehouse sees the 冷链 badge, records a dispatch reading out of range (red)
 * and imports the logger's CSV; the ship dialog refuses an ordinary carrier naming the line and takes a
 * cold-chain one; the store's order page shows the temperature record with the out-of-range rows red,
 * and the store refuses the shipment (拒收, 温度超标), which opens its return.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyBrowser, loginThroughPage, loginToConsole, pageApi, screenshot } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD } from '../fixtures.js';
import { placeOrder, type ListedGoods } from '../goods.js';

const { freshPage } = journeyBrowser();

/** A store of this journey alone, so the demo stores' orders and wallet stay as the other journeys expect. */
const BUYER = { phone: '13700007372', password: 'Pharma@2026', company: '同仁堂大药房(冷链测试店)', name: '钱冷链' };
const RUN = String(Date.now()).slice(-6);

let server: ReturnType<typeof openServerDatabase>;
type Goods = { id: number; name: string; base_price: number; cold_min_c: number | null; cold_max_c: number | null };
let cold: Goods;

/** A goods exempt from 追溯码 that any store may order one unit of, made 2~8℃ for this journey (and put back after). */
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  const found = await server.db.execute<Goods>(sql`
    SELECT g.id, g.name, g.base_price, g.cold_min_c, g.cold_max_c FROM goods g
    WHERE g.on_sale AND g.goods_type = 1 AND g.trace_exempt AND NOT g.is_controlled AND NOT g.contains_ephedrine
      AND g.stock > 100 AND g.min_qty = 1 AND g.mid_pack = 1 AND g.qg_number = 0
      AND NOT EXISTS (SELECT 1 FROM goods_level_prices l WHERE l.goods_id = g.id)
    ORDER BY g.id DESC OFFSET 11 LIMIT 1`);
  cold = found.rows[0] as Goods;
  await server.db.execute(sql`UPDATE goods SET cold_min_c = 2, cold_max_c = 8 WHERE id = ${cold.id}`);
});
afterAll(async () => {
  await server.db.execute(sql`UPDATE goods SET cold_min_c = ${cold.cold_min_c}, cold_max_c = ${cold.cold_max_c} WHERE id = ${cold.id}`);
  await server.close();
});

async function shipThroughDialog(page: Page, carrier: string, trackingNo: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '发货：订单' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^发\s*货$/ }).click();
  await dialog.getByLabel('承运商').fill(carrier);
  await dialog.getByLabel('运单号').fill(trackingNo);
  await dialog.getByRole('button', { name: /确认发货/ }).click();
}

describe('冷链: the temperature record and 拒收', () => {
  it(
    'ships a 冷链 order by a cold-chain carrier with its record, and the store refuses it, opening a return',
    { timeout: 240_000 },
    async () => {
      const buyer = await freshPage();
      await loginThroughPage(buyer, BUYER.phone, BUYER.password);
      const order = await placeOrder(buyer, { id: cold.id, price: cold.base_price / 100 } as ListedGoods, 2);
      await pageApi(buyer, '/api/pay/order', { order_id: order.id, method: 'wallet', pay_password: PAY_PASSWORD });

      const page = await freshPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginToConsole(page, 'warehouse');
      await page.goto(`/admin/orders/${order.id}`);
      await page.getByText('冷链 2~8℃').waitFor({ timeout: 15_000 });

      await page.getByLabel('温度', { exact: true }).fill('9.5');
      await page.getByRole('button', { name: '记录温度' }).click();
      await page.getByText('温度已记录').waitFor({ timeout: 15_000 });
      await page.getByText('超标 1 条').waitFor({ timeout: 15_000 });
      await page.locator('input[type=file][accept*=".csv"]').setInputFiles({
        name: 'logger.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('时间,温度\n2026-12-04 08:00:00,4.5\n2026-12-04 08:10:00,5.1\n'),
      });
      await page.getByText('温度记录已导入').waitFor({ timeout: 15_000 });
      await page.getByText('5.1℃').waitFor({ timeout: 15_000 });

      await shipThroughDialog(page, '顺丰速运', `SF${RUN}0001`);
      await page.getByText(`第1行 ${cold.name} 为冷链商品（2~8℃），须选择冷链配送`).waitFor({ timeout: 15_000 });
      await screenshot(page, 'admin-cold-chain-ship-refused');
      await shipThroughDialog(page, '顺丰冷运', `SF${RUN}0002`);
      await page.getByText('已发货，买家可查看物流信息').waitFor({ timeout: 15_000 });
      await page.getByText('承运商：顺丰冷运').waitFor({ timeout: 15_000 });
      await screenshot(page, 'admin-cold-chain-1280');

      await buyer.setViewportSize({ width: 1280, height: 900 });
      await buyer.goto(`/order/info/${order.id}`);
      const record = buyer.getByRole('table', { name: '冷链温度记录' });
      await buyer.getByText('冷链温度记录（2~8℃）').waitFor({ timeout: 15_000 });
      await record.getByText('9.5℃ 超标').waitFor({ timeout: 15_000 });
      expect(await record.locator('tbody tr').count()).toBe(3);
      await screenshot(buyer, 'order-cold-chain-1280');

      await buyer.getByRole('button', { name: /^拒\s*收$/ }).click();
      const dialog = buyer.getByRole('dialog').filter({ hasText: '拒收本订单' });
      await dialog.getByText('温度超标').click();
      await dialog.getByLabel('拒收说明').fill('到货实测 12℃');
      await dialog.getByRole('button', { name: /确认拒收/ }).click();
      await buyer.getByText('已拒收，退货申请已提交，请等待平台处理').waitFor({ timeout: 15_000 });
      await buyer.getByText('已拒收：温度超标（到货实测 12℃）').waitFor({ timeout: 15_000 });
      await buyer.getByText('退货/售后记录').waitFor({ timeout: 15_000 });
      expect(await buyer.getByRole('button', { name: /^拒\s*收$/ }).count()).toBe(0);
      await screenshot(buyer, 'order-cold-chain-refused-1280');

      const info = await pageApi<{ after_sales: { reason: string; type: string }[] }>(buyer, `/api/order/info/${order.id}`);
      expect(info.after_sales).toHaveLength(1);
      expect(info.after_sales[0]).toMatchObject({ type: 'return' });
      expect(info.after_sales[0]!.reason).toMatch(/^拒收：温度超标；到货实测 12℃；温度记录：发货 3 条，实测 4\.5~9\.5℃，超出2~8℃ 1 条$/);
    },
  );
});
