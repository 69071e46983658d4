/**
 * A pharmacist's orders on a 390×844 phone (issue 38): 我的 with the store, wallet and each state's count, the orders
 * by state, a shipped order's detail (batches, logistics, 随货同行单), and an unpaid order cancelled after its dialog.
 * Every screen passes axe with no serious finding and has nothing wider than a 360 px screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../apps/server/src/db/client.js';
import { shipOrder } from '../../apps/server/src/modules/fulfilment/service.js';
import { launch, pageApi } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf } from '../goods.js';
import { checkPhoneScreen, phonePage } from '../phone.js';

/** A store of this journey alone, so the demo stores' orders stay as the other journeys expect. */
const BUYER = { phone: '13700003802', password: 'Pharma@2026', company: '益康大药房(手机订单店)', name: '周益康' };
const OPERATOR = { kind: 'system', what: 'ops' } as const;

let browser: Browser;
let server: { db: Db; close: () => Promise<void> };
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

/** The page's money format: yuan rounded down to 2 decimals. */
const yuan = (amount: number): string => `¥${(Math.floor(Math.round(amount * 1000) / 10) / 100).toFixed(2)}`;

async function login(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByPlaceholder('请输入手机号').fill(BUYER.phone);
  await page.getByPlaceholder('请输入密码').fill(BUYER.password);
  await page.getByRole('button', { name: '登录' }).tap();
  await page.waitForURL((url) => url.pathname === '/m/');
}

describe('phone orders', () => {
  it('opens 我的, the orders by state and a shipped order, and cancels an unpaid order after its dialog', async () => {
    const page = await phonePage(browser);
    await login(page);
    const [first, second] = await orderableGoods(page, 2);
    const unpaid = await placeOrder(page, first!, unitsOf(first!, 2));
    const shipped = await placeOrder(page, second!, unitsOf(second!, 2));
    await pageApi(page, '/api/pay/order', { order_id: shipped.id, method: 'wallet', pay_password: PAY_PASSWORD });
    await shipOrder(server.db, shipped.id, '顺丰速运', `SF${String(shipped.id).padStart(12, '0')}`, OPERATOR);

    const tabs = page.getByRole('navigation', { name: '手机版导航' });
    await tabs.getByRole('link', { name: '我的' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/my');
    await page.getByRole('region', { name: '当前店铺' }).getByText(BUYER.company).waitFor();
    const counts = page.getByRole('navigation', { name: '订单状态' });
    await expect.poll(() => counts.getByRole('link', { name: /待付款/ }).innerText()).toMatch(/^1\s*待付款$/);
    expect(await counts.getByRole('link', { name: /待收货/ }).innerText()).toMatch(/^1\s*待收货$/);
    await checkPhoneScreen(page, 'my');

    await counts.getByRole('link', { name: /待付款/ }).tap();
    await page.waitForURL((url) => url.pathname === '/m/orders' && url.search === '?status=unpaid');
    const unpaidCard = page.getByRole('article', { name: `订单 ${unpaid.order_no}` });
    await unpaidCard.waitFor();
    expect(await unpaidCard.getByLabel('实付金额').innerText()).toBe(yuan(unpaid.pay_amount));
    expect(await unpaidCard.innerText()).toContain(first!.name);
    expect(await page.getByRole('article').count()).toBe(1);
    await checkPhoneScreen(page, 'orders-unpaid');

    await page.getByRole('navigation', { name: '订单状态' }).getByRole('link', { name: /全部/ }).tap();
    const shippedCard = page.getByRole('article', { name: `订单 ${shipped.order_no}` });
    await shippedCard.waitFor();
    await shippedCard.getByRole('button', { name: '确认收货' }).waitFor();
    await checkPhoneScreen(page, 'orders-all');

    await shippedCard.getByRole('link').first().tap();
    await page.waitForURL((url) => url.pathname === `/m/order/${shipped.id}`);
    const logistics = page.getByRole('region', { name: '物流信息' });
    await logistics.getByText('顺丰速运', { exact: true }).waitFor();
    expect(await logistics.innerText()).toContain(`SF${String(shipped.id).padStart(12, '0')}`);
    await page
      .getByText(/^批号 .+，有效期至 \d{4}-\d{2}-\d{2}/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: '查看随货同行单' }).getAttribute('href')).toContain(
      `/api/order/${shipped.id}/delivery_note`,
    );
    await checkPhoneScreen(page, 'order-shipped');

    await page.getByRole('button', { name: '返回' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/orders');
    await page
      .getByRole('article', { name: `订单 ${unpaid.order_no}` })
      .getByRole('button', { name: '取消订单' })
      .tap();
    const dialog = page.getByRole('alertdialog', { name: '确定取消该订单吗？' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`订单号：${unpaid.order_no}`);
    await checkPhoneScreen(page, 'order-cancel-confirm');
    await dialog.getByRole('button', { name: '确定取消' }).tap();
    await page.getByRole('status').filter({ hasText: '订单已取消' }).waitFor();
    await expect
      .poll(async () => (await pageApi<{ status: string }>(page, `/api/order/info/${unpaid.id}`)).status, { timeout: 15_000 })
      .toBe('cancelled');
    await page
      .getByRole('article', { name: `订单 ${unpaid.order_no}` })
      .getByText('已取消')
      .waitFor();
    await checkPhoneScreen(page, 'orders-cancelled');
  });
});
