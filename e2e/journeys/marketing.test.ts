import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from '../../apps/server/src/db/client.js';
import {
  accounts,
  accountStores,
  addresses,
  pointsLedger,
  storeContracts,
  stores,
  walletLedger,
} from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { journeyBrowser, pageApi, screenshot, SCREENSHOTS } from '../browser.js';
import { PAY_PASSWORD, typePayPassword } from '../fixtures.js';
import { unitsOf, type ListedGoods } from '../goods.js';

const PASSWORD = 'Pharma@2026';
const CLOSE_WHILE_DRAWING = '抽奖进行中 , 如果关闭后未出结果 , 请移步至个人中心查看结果。';

/** The popup is a fixed layer over the viewport: a picture of it alone shows what the buyer reads. */
const shoot = (what: Page | Locator, name: string) => what.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

const { memberPage } = journeyBrowser();

/**
 * A store of its own for each journey, ready to buy (papers passed, contract signed, an address, money
 * in the wallet) and with some points: the draw is once per store, so the demo stores stay as they are.
 */
async function freshBuyer(phone: string, company: string, points: number): Promise<{ username: string; password: string }> {
  const { db, pool } = createDb(inject('databaseUrl'), 1);
  try {
    const [account] = await db
      .insert(accounts)
      .values({ phone, passwordHash: await hashPassword(PASSWORD), payPasswordHash: await hashPassword(PAY_PASSWORD), name: '林采购' })
      .returning({ id: accounts.id });
    const [store] = await db
      .insert(stores)
      .values({
        company,
        contactName: '林采购',
        contactPhone: phone,
        province: '浙江省',
        city: '杭州市',
        address: '浙江省杭州市西湖区文三路100号',
        customerType: '单体药店',
        level: 2,
        businessScope: ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'],
        qualificationStatus: 'passed',
      })
      .returning({ id: stores.id });
    await db.insert(accountStores).values({ accountId: account.id, storeId: store.id, isOwner: true });
    const now = Date.now();
    await db.insert(storeContracts).values({
      storeId: store.id,
      contractNo: `HT-MKT-${phone}`,
      title: '年度采购合同',
      validFrom: new Date(now - 86_400_000),
      validUntil: new Date(now + 365 * 86_400_000),
      signedAt: new Date(now),
      signerName: '林采购',
    });
    await db.insert(addresses).values({
      storeId: store.id,
      consignee: '林采购',
      phone,
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路100号',
      isDefault: true,
    });
    await db
      .insert(walletLedger)
      .values({ storeId: store.id, amount: 2_000_000, useType: 'recharge', refType: 'seed', refId: store.id, note: '开户充值' });
    await db.insert(pointsLedger).values({ storeId: store.id, points, reason: 'adjust', note: '开户赠送积分' });
  } finally {
    await pool.end();
  }
  return { username: phone, password: PASSWORD };
}

const yuan = (amount: number): string => `¥${(Math.floor(Math.round(amount * 1000) / 10) / 100).toFixed(2)}`;

interface Goods extends ListedGoods {
  tags: unknown[];
  ladder_price: unknown[];
}

/** A plain goods (no promotion, no ladder, no limit) and a quantity worth at least `above` yuan. */
async function goodsWorth(page: Page, above: number): Promise<{ goods: Goods; number: number }> {
  for (let p = 1; p <= 30; p += 1) {
    const { list } = await pageApi<{ list: Goods[] }>(page, `/api/goods/list?page=${p}&page_size=100`);
    for (const g of list) {
      if (g.is_buy !== 1 || g.is_hm || g.is_kx || g.goods_type !== 1 || g.price === null || g.qg_number > 0) continue;
      if (g.tags.length > 0 || g.ladder_price.length > 0 || g.price < 20) continue;
      const number = unitsOf(g, above / g.price);
      if (number <= g.number && number * g.price < above * 2) return { goods: g, number };
    }
  }
  throw new Error('the seeded catalogue has no plain goods for this journey');
}

describe('coupon centre', () => {
  it('claims a coupon in /lqzx once and takes it off at checkout', async () => {
    const page = await memberPage(await freshBuyer('13700006001', '仁心大药房(领券测试店)', 0));
    await page.goto('/lqzx');
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('article', { name: '全场通用满500减30' });
    await card.waitFor({ timeout: 15_000 });
    await screenshot(page, 'marketing-lqzx');
    const claimed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/coupon/claim');
    await card.getByRole('button', { name: /立即领取/ }).click();
    expect((await (await claimed).json()).code).toBe(10000);
    await page.getByText('领取成功，已放入“我的优惠券”').waitFor();
    await card.getByText('已领取，下单时自动可选').waitFor();
    expect(await card.getByRole('button', { name: /立即领取/ }).count()).toBe(0);
    await screenshot(page, 'marketing-lqzx-claimed');
    const owned = await pageApi<{ list: { id: number; name: string }[] }>(page, '/api/user/coupon');
    expect(owned.list.map((c) => c.name)).toEqual(['全场通用满500减30']);

    // Checkout: the claimed coupon is offered, picked as the best, and taken off the order.
    const { goods, number } = await goodsWorth(page, 520);
    await pageApi(page, '/api/cart', { params: [{ goods_id: goods.id, price: goods.price, number }] });
    await page.goto('/cart');
    await page.getByRole('table', { name: '购物车商品' }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: '去结算' }).click();
    await page.getByRole('heading', { name: '填写并核对订单信息' }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const coupons = page.getByRole('radiogroup', { name: '优惠券' });
    const option = coupons.getByRole('radio', { name: /全场通用满500减30/ });
    await expect.poll(() => option.isChecked(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByLabel('订单金额').innerText()).toContain('-¥30.00');
    await screenshot(page, 'marketing-checkout-coupon');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/, { timeout: 15_000 });
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const order = await pageApi<{ coupon_amount: number; goods_amount: number; pay_amount: number }>(page, `/api/order/info/${orderId}`);
    expect(order.coupon_amount).toBe(30);
    expect(await page.getByLabel('应付金额').innerText()).toBe(yuan(order.pay_amount));
    await expect.poll(() => page.getByRole('radio', { name: /余额支付/ }).getAttribute('aria-checked')).toBe('true');
    await typePayPassword(page);
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.getByText('支付成功').waitFor({ timeout: 15_000 });
    const used = await pageApi<{ list: { name: string; status: string }[] }>(page, '/api/user/coupon?status=used');
    expect(used.list).toEqual([expect.objectContaining({ name: '全场通用满500减30', status: 'used' })]);

    // Once per store: the centre shows it claimed, and a second claim is refused.
    await page.goto('/lqzx');
    await page.getByRole('article', { name: '全场通用满500减30' }).getByText('已领取，下单时自动可选').waitFor({ timeout: 15_000 });
  });
});

describe('lucky draw', () => {
  it('offers the popup on the home page, draws after the wait, shows the prize and the record, and is not offered again', async () => {
    const page = await memberPage(await freshBuyer('13700006002', '康宁药房(抽奖测试店)', 0));
    if (new URL(page.url()).pathname !== '/') await page.goto('/');
    const simple = await pageApi<{ id: number; name: string; is_join: number }>(page, '/api/draw/simple');
    expect(simple.is_join).toBe(0);
    const popup = page.getByRole('dialog', { name: simple.name });
    await popup.waitFor({ timeout: 15_000 });
    await popup.getByRole('group', { name: '奖品' }).getByText('谢谢参与').waitFor();
    await popup.getByText('您还有 1 次抽奖机会').waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'marketing-draw-home');
    await shoot(popup, 'marketing-draw-popup');

    const drawn = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/draw' && r.request().method() === 'POST', {
      timeout: 20_000,
    });
    const clickedAt = Date.now();
    await popup.getByRole('button', { name: /立即抽奖/ }).click();
    await popup.getByRole('button', { name: /抽奖中/ }).waitFor();
    // Closing while drawing asks first, in the spec's words.
    await popup.getByRole('button', { name: '关闭' }).click();
    const confirm = page.getByRole('dialog', { name: '温馨提示' });
    await confirm.getByText(CLOSE_WHILE_DRAWING).waitFor();
    expect(await confirm.getByRole('button', { name: /关\s*闭/ }).count()).toBe(1);
    await shoot(page, 'marketing-draw-confirm');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();

    const response = await drawn;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);
    const result = (await response.json()).data as { prize: { name: string; type: string }; msg: string; detail: string };
    // Spec section 4: the prize shows, then the popup closes by itself; the toast keeps the prize on screen.
    await page.getByText(result.msg).first().waitFor({ timeout: 10_000 });
    await shoot(page, 'marketing-draw-prize');
    await popup.waitFor({ state: 'detached', timeout: 5000 });

    // The prize is in the store's account, and the record in the member centre.
    const records = await pageApi<{ list: { prize_name: string; prize_type: string }[] }>(page, '/api/draw/record');
    expect(records.list).toEqual([expect.objectContaining({ prize_name: result.prize.name, prize_type: result.prize.type })]);
    if (result.prize.type === 'points') {
      const log = await pageApi<{ list: { reason: string }[] }>(page, '/api/user/points_log');
      expect(log.list.some((row) => row.reason === 'draw')).toBe(true);
    }
    if (result.prize.type === 'coupon') expect((await pageApi<{ total: number }>(page, '/api/user/coupon')).total).toBe(1);
    if (result.prize.type === 'goods')
      expect((await pageApi<{ list: { source: string }[] }>(page, '/api/points/orders')).list[0].source).toBe('draw');
    await page.goto('/wdqb_jfgl');
    const table = page.getByRole('table', { name: '我的抽奖记录' });
    const row = table.getByRole('row').filter({ hasText: result.detail });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(result.prize.name);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'marketing-draw-records');

    // A reload of the home page asks again, and the store is not offered the popup.
    await page.goto('/');
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/draw/simple');
    await page.reload();
    expect((await (await asked).json()).data.is_join).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: simple.name }).count()).toBe(0);
  });
});

describe('points mall', () => {
  it('exchanges points for a gift and shows the points order at /jfdd', async () => {
    const page = await memberPage(await freshBuyer('13700006003', '同康药房(积分测试店)', 3000));
    await page.goto('/jfsc');
    await page.waitForLoadState('networkidle');
    const gift = page.getByRole('article', { name: '电子体温计' });
    await gift.waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('我的积分').innerText()).toContain('3000');
    // Pictures load near the viewport: bring the last row in before the picture of the whole page.
    const last = page.getByRole('article', { name: '上臂式电子血压计' });
    await last.scrollIntoViewIfNeeded();
    await last.locator('img').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'marketing-jfsc');
    await gift.getByRole('button', { name: /立即兑换/ }).click();
    const dialog = page.getByRole('dialog', { name: '兑换礼品' });
    await dialog.getByLabel('兑换数量').fill('2');
    await expect.poll(() => dialog.innerText()).toContain('所需积分：1600');
    await screenshot(page, 'marketing-jfsc-exchange');
    await dialog.getByRole('button', { name: /确认兑换/ }).click();
    const done = page.getByRole('dialog', { name: '兑换成功' });
    await done.getByText('已消耗1600积分，剩余1400积分').waitFor({ timeout: 15_000 });
    await done.getByRole('button', { name: '查看积分订单' }).click();

    await page.waitForURL((url) => url.pathname === '/jfdd');
    const row = page.getByRole('table', { name: '积分订单' }).getByRole('row', { name: /电子体温计/ });
    await row.waitFor({ timeout: 15_000 });
    const text = await row.innerText();
    expect(text).toContain('积分兑换');
    expect(text).toContain('1600');
    expect(text).toContain('待发货');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'marketing-jfdd');
    expect((await pageApi<{ balance: number }>(page, '/api/points/goods')).balance).toBe(1400);
  });
});
