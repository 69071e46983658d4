/**
 * The phone store (issue 38) as a pharmacist at the counter uses it, on a 390×844 phone: the desktop address sends
 * the phone to /m/, then search with suggestions, the goods page, 加入购物车 and the cart. Every screen passes axe
 * with no serious finding and has nothing wider than a 360 px screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, pageApi } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD } from '../fixtures.js';
import { orderableGoods } from '../goods.js';
import { checkPhoneScreen, phonePage } from '../phone.js';
import { DEFAULT_CART_FILTER } from '@yc/contracts';

/** A store of this journey alone, so the demo stores' carts stay as the other journeys expect. */
const BUYER = { phone: '13700003801', password: 'Pharma@2026', company: '益康大药房(手机测试店)', name: '周益康' };

let browser: Browser;
let server: ReturnType<typeof openServerDatabase>;
beforeAll(async () => {
  server = openServerDatabase();
  // Money in the wallet and the fixtures' 支付密码, for the checkout paid from the wallet on the keypad.
  await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

describe('the phone store', () => {
  it('a phone opening the store lands on /m/, searches, opens a goods, adds it and sees it in the cart', async () => {
    const page = await phonePage(browser);
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/m/');
    await page.getByRole('navigation', { name: '专区' }).waitFor();
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('width=device-width');
    await checkPhoneScreen(page, 'home-visitor');

    await page.getByRole('navigation', { name: '手机版导航' }).getByRole('link', { name: '登录' }).tap();
    await page.getByPlaceholder('请输入手机号').fill(BUYER.phone);
    await page.getByPlaceholder('请输入密码').fill(BUYER.password);
    await checkPhoneScreen(page, 'login');
    await page.getByRole('button', { name: '登录' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/');
    await page.getByRole('heading', { name: '热销商品' }).waitFor();
    await checkPhoneScreen(page, 'home-member');

    const [goods] = await orderableGoods(page, 1);
    await page.getByRole('link', { name: /搜索药名/ }).tap();
    await page.getByRole('searchbox', { name: '搜索商品' }).fill(goods!.name.slice(0, 3));
    const suggestion = page.getByRole('list', { name: '搜索建议' }).getByRole('button').first();
    await suggestion.waitFor();
    await checkPhoneScreen(page, 'search');
    // The goods itself, by its full name: the suggestion the desktop box would offer for it.
    await page.getByRole('searchbox', { name: '搜索商品' }).fill(goods!.name);
    await page.getByRole('list', { name: '搜索建议' }).getByRole('button', { name: goods!.name, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/m/list');
    const card = page.locator(`a[href="/m/list/info/${goods!.id}"]:visible`);
    await card.waitFor();
    await checkPhoneScreen(page, 'list');

    await card.tap();
    await page.getByRole('heading', { name: goods!.name }).waitFor();
    await page.getByRole('heading', { name: '批号与效期' }).waitFor();
    const quantity = page.getByRole('textbox', { name: '购买数量' });
    expect(await quantity.getAttribute('inputmode')).toBe('numeric');
    await checkPhoneScreen(page, 'goods');
    const units = Number(await quantity.inputValue());
    await page.getByRole('button', { name: '加入购物车' }).tap();
    await page.getByRole('status').filter({ hasText: '已加入购物车' }).waitFor();

    await page
      .getByRole('navigation', { name: '手机版导航' })
      .getByRole('link', { name: /购物车/ })
      .tap();
    const line = page.getByRole('list', { name: '购物车商品' }).getByRole('listitem').filter({ hasText: goods!.name });
    await line.waitFor();
    expect(await line.getByRole('textbox').inputValue()).toBe(String(units));
    const cart = await pageApi<{ data: { goods_id: number; number: number }[] }>(
      page,
      `/api/cart/list?filters=${DEFAULT_CART_FILTER}&new=1`,
    );
    expect(cart.data.find((l) => l.goods_id === goods!.id)?.number).toBe(units);
    await checkPhoneScreen(page, 'cart');

    // Checkout on the phone: step 2, the address sheet, 提交订单, the wallet and its 支付密码 keypad, paid.
    await page.getByRole('link', { name: '去结算' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/cart/step2');
    const submit = page.getByRole('button', { name: '提交订单' });
    await submit.waitFor();
    await page.getByRole('combobox', { name: `${goods!.name} 效期要求` }).waitFor();
    await checkPhoneScreen(page, 'checkout');
    await page.getByRole('region', { name: '收货地址' }).getByRole('button').tap();
    const addresses = page.getByRole('dialog', { name: '选择收货地址' });
    await addresses.getByRole('radio').first().waitFor();
    await checkPhoneScreen(page, 'checkout-address');
    await addresses.getByRole('radio', { checked: true }).tap();
    await addresses.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: '订单备注' }).fill('手机下单，请周五前送达');
    await submit.tap();
    await page.waitForURL((url) => /^\/m\/cart\/step3\/\d+$/.test(url.pathname));
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('radio', { name: /余额支付/ }).waitFor();
    expect(await page.getByRole('radio', { name: /余额支付/ }).getAttribute('aria-checked')).toBe('true');
    await checkPhoneScreen(page, 'pay');

    await page.getByRole('button', { name: '立即支付' }).tap();
    const keypad = page.getByRole('dialog', { name: '请输入支付密码' });
    await keypad.waitFor();
    expect(await keypad.locator('input, textarea').count()).toBe(0);
    for (const digit of PAY_PASSWORD.slice(0, 3)) await keypad.getByRole('button', { name: digit, exact: true }).tap();
    await keypad.getByRole('img', { name: '支付密码，已输入 3 位，共 6 位' }).waitFor();
    await checkPhoneScreen(page, 'pay-keypad');
    for (const digit of PAY_PASSWORD.slice(3)) await keypad.getByRole('button', { name: digit, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/m/cart/step4');
    // The result's own list and title, not the pay page's toast of the same words that may still be leaving.
    const result = page.getByLabel('支付结果');
    await result.waitFor();
    await page.locator('h2[role="status"]', { hasText: '支付成功' }).waitFor();
    const order = await pageApi<{ status: string; order_no: string; remark: string }>(page, `/api/order/info/${orderId}`);
    expect(order.status).toBe('paid');
    expect(order.remark).toBe('手机下单，请周五前送达');
    await result.getByText(order.order_no, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(`/m/order/${orderId}`);
    await checkPhoneScreen(page, 'paid');
    await page.getByRole('link', { name: '继续采购' }).tap();
    await page.waitForURL((url) => url.pathname === '/m/');
  });

  it('电脑版 keeps the phone on the desktop pages until it opens the phone store again', async () => {
    const page = await phonePage(browser);
    await page.goto('/list/info/1');
    expect(new URL(page.url()).pathname).toBe('/m/list/info/1');
    await page.getByRole('link', { name: '电脑版' }).tap();
    await page.waitForURL((url) => url.pathname === '/list/info/1');
    await page.goto('/cart');
    expect(new URL(page.url()).pathname).toBe('/cart');
    await page.goto('/m/');
    await page.goto('/cart');
    expect(new URL(page.url()).pathname).toBe('/m/cart');
  });
});
