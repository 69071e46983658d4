/**
 * 常购清单 on the phone (issue 38) at 390×844: a store that ordered three goods opens /m/often, sees each with its
 * last quantity, and 全部加入购物车 puts all three in the cart; the one whose stock is now below the last quantity
 * goes in at what the stock allows and is named. The screens pass axe with no serious finding and nothing is wider
 * than a 360 px screen.
 */
import { DEFAULT_CART_FILTER } from '@yc/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, pageApi } from '../browser.js';
import { createStore, openServerDatabase } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf } from '../goods.js';
import { checkPhoneScreen, phonePage } from '../phone.js';

const BUYER = { phone: '13700003803', password: 'Pharma@2026', company: '益康大药房(常购测试店)', name: '孙益康' };

let browser: Browser;
let server: ReturnType<typeof openServerDatabase>;
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function loginOnPhone(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByPlaceholder('请输入手机号').fill(BUYER.phone);
  await page.getByPlaceholder('请输入密码').fill(BUYER.password);
  await page.getByRole('button', { name: '登录' }).tap();
  await page.waitForURL((url) => url.pathname === '/m/');
}

describe('常购清单 on the phone', () => {
  it('全部加入 puts every goods bought before in the cart and names the one short of stock', async () => {
    const page = await phonePage(browser);
    await loginOnPhone(page);
    const candidates = await orderableGoods(page, 40);
    // The one with the least stock is ordered past half of it: the stock left is then below its last quantity.
    const [scarce, ...others] = [...candidates].sort((a, b) => a.number - b.number);
    const history = [
      { goods: scarce!, units: unitsOf(scarce!, Math.ceil(scarce!.number * 0.6)) },
      ...others.slice(0, 2).map((goods) => ({ goods, units: unitsOf(goods, 2) })),
    ];
    for (const { goods, units } of history) await placeOrder(page, goods, units);

    await page.goto('/m/often');
    const list = page.getByRole('list', { name: '常购商品' });
    for (const { goods, units } of history) {
      const line = list.getByRole('listitem').filter({ hasText: goods.name });
      await line.waitFor();
      expect(await line.getByRole('textbox', { name: `${goods.name} 数量` }).inputValue()).toBe(String(units));
    }
    await page.getByText('共 3 种').waitFor();
    await checkPhoneScreen(page, 'often');

    await page.getByRole('button', { name: '全部加入购物车' }).tap();
    const outcome = page.getByRole('status', { name: '加入结果' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('已将 3 种商品加入购物车');
    await outcome
      .getByRole('listitem')
      .filter({ hasText: `${scarce!.name}：库存不足，按库存加入` })
      .waitFor();
    await checkPhoneScreen(page, 'often-added');

    const cart = await pageApi<{ data: { goods_id: number; number: number }[] }>(
      page,
      `/api/cart/list?filters=${DEFAULT_CART_FILTER}&new=1`,
    );
    const inCart = new Map(cart.data.map((l) => [l.goods_id, l.number]));
    for (const { goods, units } of history.slice(1)) expect(inCart.get(goods.id)).toBe(units);
    const scarceUnits = inCart.get(scarce!.id);
    expect(scarceUnits).toBeGreaterThan(0);
    expect(scarceUnits).toBeLessThan(history[0]!.units);
  });
});
