import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { smsCodes } from '../../apps/server/src/db/schema/index.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { journeyBrowser, loginThroughPage, loginToConsole, pageApi, screenshot } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD, PNG } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf, type ListedGoods } from '../goods.js';

const NEW_STORE = { phone: '13955550001', password: 'Kangtai2026', company: '江城康泰大药房', contact: '刘康泰', code: '135790' };
const SHIPPING_STORE = { phone: '13700008001', password: 'Pharma@2026', company: '东城仁和大药房', name: '吴仁和' };

const { freshPage } = journeyBrowser();

/** Registers a store through the API as steps 1 and 2 of /register do, and uploads its licence as /zzzj does. */
async function registerStore(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await pageApi(page, '/api/user/sms_code', { phone: NEW_STORE.phone, purpose: 'register' });
  const database = openServerDatabase();
  try {
    await database.db.update(smsCodes).set({ code: NEW_STORE.code }).where(eq(smsCodes.phone, NEW_STORE.phone));
  } finally {
    await database.close();
  }
  await pageApi(page, '/api/user/register', {
    phone: NEW_STORE.phone,
    code: NEW_STORE.code,
    password: NEW_STORE.password,
    company: NEW_STORE.company,
    contact_name: NEW_STORE.contact,
    province: '湖北省',
    city: '武汉市',
    address: '江汉区示例路88号',
    customer_type: '单体药店',
  });
  const uploaded = await page.evaluate(async (png) => {
    const form = new FormData();
    form.append('type', '营业执照');
    form.append('number', '91420100MA4KADMIN1');
    form.append('expires_at', '2031-12-31');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'licence.png');
    return (await (await fetch('/api/user/zizhi', { method: 'POST', body: form })).json()) as { code: number; msg: string };
  }, [...PNG]);
  expect(uploaded.code, uploaded.msg).toBe(10000);
}

const firstListedPrice = async (page: Page) => (await pageApi<{ list: ListedGoods[] }>(page, '/api/goods/list?page=1')).list[0];

describe('operator console', () => {
  it('a reviewer passes a newly registered store, which then sees prices', async () => {
    const buyer = await freshPage();
    await registerStore(buyer);
    await buyer.goto('/list');
    await buyer.waitForLoadState('networkidle');
    const card = buyer.getByRole('article').first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain('资质审核中');

    const staffPage = await freshPage();
    await staffPage.goto('/admin/login');
    await staffPage.getByRole('button', { name: /登\s*录/ }).waitFor();
    await expectNoSeriousA11yViolations(staffPage);
    await loginToConsole(staffPage, 'reviewer');
    await expectNoSeriousA11yViolations(staffPage);
    await staffPage.getByRole('menuitem', { name: '资质审核' }).click();
    const row = staffPage.getByRole('row').filter({ hasText: NEW_STORE.company });
    await row.waitFor({ timeout: 15_000 });
    await screenshot(staffPage, 'admin-review-queue');
    await row.getByRole('button', { name: /审\s*核/ }).click();
    await staffPage.waitForURL(/\/admin\/stores\/\d+$/);
    const scan = staffPage.getByRole('img', { name: '营业执照扫描件' });
    await scan.waitFor({ timeout: 15_000 });
    await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await staffPage.getByText('该门店尚未设置经营范围').waitFor();
    await screenshot(staffPage, 'admin-store-review');

    // The new store registered without a business scope: the reviewer gives it every class before passing it.
    // 全选's tick follows the form's watched value a render later: click, then wait for it.
    const all = staffPage.getByRole('checkbox', { name: '全选' });
    await all.click();
    await expect.poll(() => all.isChecked(), { timeout: 10_000 }).toBe(true);
    await staffPage.getByRole('button', { name: '保存门店资料' }).click();
    await staffPage.getByText('门店资料已保存').waitFor({ timeout: 15_000 });
    await staffPage.getByText('该门店尚未设置经营范围').waitFor({ state: 'detached', timeout: 15_000 });

    await staffPage.getByRole('button', { name: '审核通过' }).click();
    await staffPage.getByRole('button', { name: /^通\s*过$/ }).click();
    await staffPage.getByText('资质审核已通过，已通知门店').waitFor({ timeout: 15_000 });
    await staffPage.locator('.ant-card-head').getByText('已通过').waitFor({ timeout: 15_000 });
    await screenshot(staffPage, 'admin-store-passed');

    await buyer.reload();
    await buyer.waitForLoadState('networkidle');
    const first = await firstListedPrice(buyer);
    expect(first.price).not.toBeNull();
    const priced = buyer.getByRole('article', { name: first.name }).first();
    await expect.poll(() => priced.innerText(), { timeout: 15_000 }).toContain(`¥${Number(first.price).toFixed(2)}`);
    const firstCard = await buyer.getByRole('article').first().innerText();
    expect(firstCard).not.toContain('资质审核中');
    expect(firstCard).not.toContain('超出经营范围');
    await screenshot(buyer, 'admin-passed-store-sees-prices');
  });

  it('a warehouse user ships a paid order and the buyer sees the tracking number', async () => {
    const database = openServerDatabase();
    try {
      await createStore(database.db, { ...SHIPPING_STORE, signed: true, address: true, walletFen: 10_000_000 });
    } finally {
      await database.close();
    }
    const buyer = await freshPage();
    await loginThroughPage(buyer, SHIPPING_STORE.phone, SHIPPING_STORE.password);
    const [goods] = await orderableGoods(buyer, 1);
    const order = await placeOrder(buyer, goods, unitsOf(goods, 2));
    await pageApi(buyer, '/api/pay/order', { order_id: order.id, method: 'wallet', pay_password: PAY_PASSWORD });

    const staffPage = await freshPage();
    await loginToConsole(staffPage, 'warehouse');
    // The warehouse's home is its own work queue, never the sales figures.
    await staffPage.waitForURL(/\/admin\/queue$/);
    await staffPage.getByRole('region', { name: '待发货订单' }).waitFor({ timeout: 15_000 });
    expect(await staffPage.getByRole('menuitem', { name: '数据概览' }).count()).toBe(0);
    await screenshot(staffPage, 'admin-warehouse-queue');
    await staffPage.getByRole('menuitem', { name: '订单列表' }).click();
    await staffPage.waitForLoadState('networkidle');
    await staffPage.getByPlaceholder('订单号、企业名称或手机号').fill(order.order_no);
    await staffPage.getByRole('button', { name: /查\s*询/ }).click();
    const row = staffPage.getByRole('row').filter({ hasText: order.order_no });
    await row.waitFor({ timeout: 15_000 });
    await screenshot(staffPage, 'admin-orders-to-ship');
    await row.getByRole('button', { name: /发\s*货/ }).click();

    const trackingNo = `SF${String(order.id).padStart(10, '0')}`;
    const dialog = staffPage.getByRole('dialog');
    await dialog.getByLabel('承运商').fill('顺丰速运');
    await dialog.getByLabel('运单号').fill(trackingNo);
    await screenshot(staffPage, 'admin-ship-dialog');
    await dialog.getByRole('button', { name: '确认发货' }).click();
    await staffPage.getByText('已发货，买家可查看物流信息').waitFor({ timeout: 15_000 });
    await staffPage.getByRole('tab', { name: /已发货/ }).click();
    await staffPage.getByRole('row').filter({ hasText: order.order_no }).filter({ hasText: trackingNo }).waitFor({ timeout: 15_000 });

    await buyer.goto(`/order/info/${order.id}`);
    await buyer.waitForLoadState('networkidle');
    await buyer.getByText(`运单号：${trackingNo}`).waitFor({ timeout: 15_000 });
    expect(await buyer.getByText('承运商：顺丰速运').isVisible()).toBe(true);
    await screenshot(buyer, 'admin-buyer-sees-tracking');
  });
});
