/**
 * Issue 19, the store's side of the books: a paid and shipped order shows in the month's 对账单,
 * the ERP export holds its batches, and an ERP pulls it with an API key shown once, until revoked.
 */
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../apps/server/test/spreadsheet-files.js';
import { chinaToday } from '../../apps/server/src/lib/china-day.js';
import { shipOrder } from '../../apps/server/src/modules/fulfilment/service.js';
import { baseUrl, journeyBrowser, pageApi, pageFile, screenshot } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf } from '../goods.js';

const STORE = { phone: '13700007901', password: 'Pharma@2026', company: '康宁大药房(对账测试店)', name: '孙康宁', signed: true, address: true, walletFen: 5_000_000 };

const { memberPage } = journeyBrowser();

const erp = (secret: string, path: string) => fetch(new URL(path, baseUrl()), { headers: { authorization: `Bearer ${secret}` } });

describe('对账单 and the ERP', () => {
  it('shows a shipped order in the month’s 对账单, exports its batches, and lets an ERP pull it with a key shown once', async () => {
    const database = openServerDatabase();
    try {
      await createStore(database.db, STORE);
    } finally {
      await database.close();
    }
    const page = await memberPage({ username: STORE.phone, password: STORE.password });
    const [goods] = await orderableGoods(page, 1);
    const order = await placeOrder(page, goods, unitsOf(goods, 3));
    await pageApi(page, '/api/pay/order', { order_id: order.id, method: 'wallet', pay_password: PAY_PASSWORD });
    const shipping = openServerDatabase();
    try {
      await shipOrder(shipping.db, order.id, '顺丰速运', `SF${String(order.id).padStart(12, '0')}`, { kind: 'system', what: 'ops' });
    } finally {
      await shipping.close();
    }

    await page.goto('/dzd');
    const line = page.getByRole('row').filter({ hasText: order.order_no });
    await line.waitFor();
    expect(await line.innerText()).toContain(`-¥${order.pay_amount.toFixed(2)}`);
    const wallet = page.getByRole('region', { name: '余额' });
    expect(await wallet.innerText()).toContain(`¥${(STORE.walletFen / 100 - order.pay_amount).toFixed(2)}`);
    await screenshot(page, 'statements-month');
    const month = chinaToday().slice(0, 7);
    const pdf = await pageFile(page, `/api/user/statements/${month}/pdf`);
    expect([pdf.status, pdf.type, pdf.body.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);

    await page.goto('/order');
    await page.getByRole('button', { name: '导出发货明细' }).click();
    await page.getByText('导出发货明细（ERP入库）').waitFor();
    await page.locator('.ant-modal.ant-zoom-appear').waitFor({ state: 'detached' });
    await screenshot(page, 'orders-erp-export');
    const exported = await pageFile(page, `/api/user/orders/export?from=${chinaToday()}&to=${chinaToday()}&format=xlsx`);
    const [header, ...rows] = readSpreadsheet('export.xlsx', exported.body, ['.xlsx']);
    expect(header.slice(0, 9)).toEqual(['订单编号', '商品编码', '通用名', '规格', '生产厂家', '批准文号', '批号', '生产日期', '有效期至']);
    const mine = rows.filter((r) => r[0] === order.order_no);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.reduce((n, r) => n + Number(r[10]), 0)).toBe(unitsOf(goods, 3));
    for (const r of mine) expect(String(r[6])).toMatch(/\S/);

    await page.goto('/erpjk');
    await page.getByRole('button', { name: '创建密钥' }).click();
    await page.getByLabel('密钥名称').fill('金蝶ERP');
    await page.getByRole('button', { name: /创\s*建/ }).last().click();
    const secretBox = page.getByLabel('新密钥');
    await secretBox.waitFor();
    const secret = (await secretBox.innerText()).trim();
    expect(secret).toMatch(/^yc_[A-Za-z0-9_-]{43}$/);
    // The dialog has finished zooming in before it is pictured.
    await page.locator('.ant-modal.ant-zoom-appear').waitFor({ state: 'detached' });
    await screenshot(page, 'erp-keys-created');
    await page.getByRole('button', { name: '我已保存' }).click();
    await page.getByRole('row').filter({ hasText: '金蝶ERP' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(secret);
    await screenshot(page, 'erp-keys-list');

    const pulled = (await (await erp(secret, '/api/erp/orders')).json()) as {
      data: { list: { order_no: string; status: string; lines: { batches: { batch_no: string; quantity: number }[] }[] }[] };
    };
    const found = pulled.data.list.find((o) => o.order_no === order.order_no);
    expect(found?.status).toBe('shipped');
    expect(found?.lines.flatMap((l) => l.batches).reduce((n, b) => n + b.quantity, 0)).toBe(unitsOf(goods, 3));

    await page.getByRole('button', { name: '撤销密钥金蝶ERP' }).click();
    await page.getByRole('button', { name: /撤\s*销/ }).last().click();
    await page.getByText('已撤销').first().waitFor();
    expect((await erp(secret, '/api/erp/orders')).status).toBe(401);
  });
});
