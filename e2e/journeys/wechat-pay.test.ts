/**
 * Paying an order with 微信支付: the journeys' database and built page served by an API configured for WeChat
 * Pay as a real store is, pointed at the local WeChat Pay API v3 of wechat-pay-server.ts. The page draws the
 * Native QR code; the payer "scans" it (that API marks it paid and posts its signed, encrypted notification
 * to the store), and the order is 待发货.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDb, type Db } from '../../apps/server/src/db/client.js';
import { WechatPayServer } from '../../apps/server/test/wechat-pay-server.js';
import { launch, loginThroughPage, newContext, pageApi, screenshot, SCREENSHOTS } from '../browser.js';
import { createStore } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf } from '../goods.js';

const BUYER = { phone: '13700004733', password: 'Pharma@2026', company: '济世堂大药房(微信支付店)', name: '吴济世' };

let browser: Browser;
let wechat: WechatPayServer;
let store: App;
let storeAddress: string;
let db: Db;
let closePool: () => Promise<void>;

beforeAll(async () => {
  browser = await launch();
  wechat = await WechatPayServer.start();
  const { db: database, pool } = createDb(inject('databaseUrl'), 4);
  db = database;
  closePool = () => pool.end();
  const payments = { sandbox: false, notifyBaseUrl: 'https://shop.example.cn', wechat: wechat.config() };
  store = await buildApp({ config: { ...loadConfig({}), webDist: inject('webDist'), dataDir: inject('dataDir'), payments }, db });
  storeAddress = await store.listen({ port: 0, host: '127.0.0.1' });
  // The store's public origin is behind a proxy in production; here WeChat Pay's notifications go straight to it.
  wechat.notifyOrigin = storeAddress;
  await createStore(db, { phone: BUYER.phone, password: BUYER.password, company: BUYER.company, name: BUYER.name, signed: true, address: true });
});
afterAll(async () => {
  await browser.close();
  await store.close();
  await closePool();
  await wechat.close();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';

/** The pay step of a new order, in a browser as wide as `width` (a phone's when it says it is one). */
async function payingPage(width: number, userAgent?: string): Promise<{ page: Page; orderId: number; payAmount: number }> {
  const context = await newContext(browser, { baseURL: storeAddress, viewport: { width, height: 844 }, userAgent });
  // A phone that chose 电脑版 pays on the desktop pages, which send it to WeChat Pay's H5 page (the phone store has its own pay step).
  if (userAgent) await context.addCookies([{ name: 'yc_view', value: 'pc', url: storeAddress }]);
  const page = await context.newPage();
  await loginThroughPage(page, BUYER.phone, BUYER.password);
  const [goods] = await orderableGoods(page, 1);
  const order = await placeOrder(page, goods, unitsOf(goods, 1));
  await page.goto(`/cart/step3/${order.id}`);
  await page.getByRole('heading', { name: '订单提交成功，请尽快付款！' }).waitFor();
  await page.waitForLoadState('networkidle');
  return { page, orderId: order.id, payAmount: order.pay_amount };
}

describe('paying with 微信支付', () => {
  it('shows the Native QR code; the notification WeChat Pay posts makes the order 待发货', async () => {
    const { page, orderId, payAmount } = await payingPage(1366);
    // No wallet money and no credit: 在线支付 is offered first, WeChat Pay its only provider.
    await expect.poll(() => page.getByRole('radio', { name: /在线支付/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: /立即支付/ }).click();
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await qr.waitFor({ timeout: 15_000 });
    await screenshot(page, 'wechat-pay-qr-desktop');

    const transaction = wechat.latest();
    expect(transaction.total).toBe(Math.round(payAmount * 100));
    expect(await wechat.payAndNotify(transaction.outTradeNo)).toBe(204);

    await page.getByText('支付成功').waitFor({ timeout: 20_000 });
    const order = await pageApi<{ status: string; status_text: string }>(page, `/api/order/info/${orderId}`);
    expect(order).toMatchObject({ status: 'paid', status_text: '待发货' });
    await page.goto(`/order/info/${orderId}`);
    await page.getByText('待发货').first().waitFor();
  });

  it('draws the QR code in a 390 px window too', async () => {
    const { page } = await payingPage(390);
    await page.getByRole('button', { name: /立即支付/ }).click();
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await qr.waitFor({ timeout: 15_000 });
    await screenshot(page, 'wechat-pay-qr-phone');
    await qr.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'wechat-pay-qr-phone-view.png') });
  });

  it('sends a phone to WeChat Pay’s H5 page, which returns the payer to the store', async () => {
    const { page, orderId } = await payingPage(390, IPHONE);
    // WeChat Pay's own page is not on this machine: the browser is answered for it, and shows where it was sent.
    await page.route('https://wx.tenpay.com/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>微信支付</title>' }));
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.waitForURL((url) => url.host === 'wx.tenpay.com', { timeout: 15_000 });
    const h5 = new URL(page.url());
    expect(h5.searchParams.get('prepay_id')).toMatch(/^wx/);
    expect(h5.searchParams.get('redirect_url')).toMatch(new RegExp(`^https://shop\\.example\\.cn/.*${orderId}`));
    const requested = wechat.requests.at(-1);
    expect(requested).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/h5', body: { scene_info: { h5_info: { type: 'Wap' } } } });
  });
});
