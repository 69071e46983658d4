import { packRule } from '@yc/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { launch, loginThroughPage, newContext, pageApi, screenshot } from '../browser.js';
import { createStore, openServerDatabase, typePayPassword } from '../fixtures.js';
import type { ListedGoods } from '../goods.js';

const MEMBER = { username: '13800000001', password: 'Pharma@2026' };
const UNSIGNED = { username: '13700004590', password: 'Pharma@2026', company: '百草堂大药房(测试店)', name: '周百草' };

/** The API's wire shapes this journey reads (a subset of the contracts' CartList, GoodsCard, OrderInfo, MoneyLog). */
interface Goods extends ListedGoods {
  ladder_price: { number: number; price: number }[];
  tags: { name: string; describe: string }[];
}
interface Tier {
  amount: number;
  status: number;
}
interface CartLine {
  id: number;
  goods_id: number;
  price: number;
  amount: number;
  number: number;
  key: string;
  goods: { name: string };
}
interface Cart {
  data: CartLine[];
  activity_data: { manjians: { key: string; name: string; tiers: Tier[] }[] };
  totals: { pay_amount: number; promotion_amount: number; goods_amount: number; selected_count: number };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function pageOf(username: string, password: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await loginThroughPage(page, username, password);
  return page;
}

/** An API call made by the page itself, with its session cookie: the data the server priced. */
const api = pageApi;

const cartOf = (page: Page) => api<Cart>(page, '/api/cart/list');

async function emptyCart(page: Page): Promise<void> {
  const ids = (await cartOf(page)).data.map((line) => line.id);
  if (ids.length > 0) await api(page, '/api/cart/batch_delete', { ids });
}

/** The page's money format: yuan rounded down to 2 decimals. */
const yuan = (amount: number): string => `¥${(Math.floor(Math.round(amount * 1000) / 10) / 100).toFixed(2)}`;

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;
const firstManjianAmount = (goods: Goods): number =>
  Number(/满(\d+(?:\.\d+)?)减/.exec(goods.tags.find((t) => t.name === '满')?.describe ?? '')?.[1] ?? NaN);

interface LadderPick {
  goods: Goods;
  /** The quantity it starts at (its minimum order) and the one that crosses into the next ladder tier and the first 满减 tier. */
  from: number;
  to: number;
  /** What the line costs at `to`. */
  cost: number;
}

const plain = (g: Goods) => g.is_buy === 1 && g.is_hm === 0 && g.is_kx === 0 && g.goods_type === 1 && g.price !== null && g.qg_number === 0;
const tagged = (g: Goods, name: string) => g.tags.some((t) => t.name === name);

/** A goods whose ladder and 满减 tiers a quantity change can cross, and a plain one without promotions. */
async function pickGoods(page: Page): Promise<{ ladder: LadderPick; other: Goods }> {
  let ladder: LadderPick | undefined;
  let other: Goods | undefined;
  for (let p = 1; p <= 30 && (!ladder || !other); p += 1) {
    const { list } = await api<{ list: Goods[] }>(page, `/api/goods/list?page=${p}&page_size=100`);
    for (const g of list) {
      if (!plain(g)) continue;
      if (!other && g.tags.length === 0 && g.price !== null && g.price < 100 && g.number > 100) other = g;
      if (!tagged(g, '满') || tagged(g, '秒') || g.ladder_price.length < 2) continue;
      const tiers = [...g.ladder_price].sort((a, b) => a.number - b.number);
      // The store's one quantity rule: whole middle packs only where the goods is sold so.
      const { step, min: from } = packRule(g);
      const threshold = firstManjianAmount(g);
      // Starting in the first ladder tier, under the first 满减 tier, at the list price.
      if (g.price !== tiers[0].price || from > tiers[0].number || from * tiers[0].price >= threshold) continue;
      const to = roundUp(Math.max(tiers[0].number + 1, Math.ceil(threshold / tiers[1].price)), step);
      if (to > tiers[1].number || to > g.number || to * tiers[1].price > 1500) continue;
      const cost = to * tiers[1].price;
      if (!ladder || cost < ladder.cost) ladder = { goods: g, from, to, cost };
    }
  }
  if (!ladder || !other) throw new Error('the seeded catalogue has no goods for this journey');
  return { ladder, other };
}

const toolbarCart = (page: Page) => page.getByRole('complementary', { name: '侧边工具栏' }).getByRole('button', { name: '购物车' });
const cartRow = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: '购物车商品' }).getByRole('row', { name, exact: true });
const payTotal = (page: Page) => page.getByRole('region', { name: '结算栏' }).getByLabel('应付合计');

/** Waits until the page shows the totals the server holds now. */
async function showsServerTotals(page: Page): Promise<Cart> {
  await page.waitForLoadState('networkidle');
  const cart = await cartOf(page);
  await expect.poll(() => payTotal(page).innerText(), { timeout: 10_000 }).toBe(yuan(cart.totals.pay_amount));
  const bar = await page.getByRole('region', { name: '结算栏' }).innerText();
  expect(bar).toContain(yuan(cart.totals.goods_amount));
  expect(bar).toContain(`-${yuan(cart.totals.promotion_amount)}`);
  return cart;
}

async function addFromCard(page: Page, goods: Goods): Promise<void> {
  await page.goto(`/search?keywords=${encodeURIComponent(goods.name)}&type=0`);
  const card = page.getByRole('article', { name: goods.name }).filter({ hasText: goods.sccj }).first();
  await card.waitFor({ timeout: 15_000 });
  const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
  await card.getByRole('button', { name: /加入购物车/ }).click();
  expect((await added).ok()).toBe(true);
}

async function addFromDetail(page: Page, goods: Goods): Promise<void> {
  await page.goto(`/list/info/${goods.id}`);
  await page.getByRole('heading', { level: 1, name: goods.name }).waitFor({ timeout: 15_000 });
  const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
  await page
    .getByRole('main')
    .getByRole('button', { name: /加入购物车/ })
    .first()
    .click();
  expect((await added).ok()).toBe(true);
}

/** Step 2 → 提交订单, then step 3: answers the order id. */
async function submitOrder(page: Page): Promise<number> {
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/cart\/step3\/\d+$/, { timeout: 15_000 });
  await page.getByRole('heading', { name: '订单提交成功，请尽快付款！' }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

describe('checkout journeys', () => {
  it('adds goods from a list and a detail page, crosses a ladder and a 满减 tier, checks out and pays from the wallet', async () => {
    const page = await pageOf(MEMBER.username, MEMBER.password);
    await emptyCart(page);
    const { ladder, other } = await pickGoods(page);
    const wallet = await api<{ balance: number }>(page, '/api/user/user_money');

    await addFromCard(page, ladder.goods);
    await addFromDetail(page, other);

    // The drawer lists both, loaded after it opens.
    await toolbarCart(page).click();
    const drawer = page.getByRole('region', { name: '购物车抽屉' });
    await drawer.getByRole('listitem', { name: ladder.goods.name }).waitFor();
    await drawer.getByRole('listitem', { name: other.name }).waitFor();
    expect(await drawer.getByRole('listitem', { name: ladder.goods.name }).innerText()).toContain(`× ${ladder.from}`);
    await screenshot(page, 'checkout-drawer');

    await drawer.getByRole('link', { name: '去购物车结算' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('table', { name: '购物车商品' }).waitFor();
    const before = await showsServerTotals(page);
    const line = before.data.find((l) => l.goods_id === ladder.goods.id);
    if (!line) throw new Error('the goods added from the list is not in the cart');
    expect(line.number).toBe(ladder.from);
    const activity = before.activity_data.manjians.find((a) => a.key === line.key);
    if (!activity) throw new Error(`the goods is in no 满减 activity (group ${line.key})`);
    expect(activity.tiers[0].status).toBe(0);
    const row = cartRow(page, ladder.goods.name);
    expect(await row.innerText()).toContain(yuan(line.price));
    const group = page.getByRole('rowgroup', { name: activity.name });
    expect(await group.locator('[aria-current="true"]').count()).toBe(0);
    await screenshot(page, 'checkout-cart-before');

    // One quantity change crosses into the next ladder tier and reaches the first 满减 tier.
    const edited = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/cart/${line.id}/edit`);
    const quantity = page.getByRole('spinbutton', { name: `${ladder.goods.name}数量` });
    await quantity.fill(String(ladder.to));
    await quantity.press('Enter');
    expect((await edited).ok()).toBe(true);
    const after = await showsServerTotals(page);
    const changed = after.data.find((l) => l.id === line.id);
    if (!changed) throw new Error('the line left the cart');
    expect(changed.number).toBe(ladder.to);
    expect(changed.price).toBeLessThan(line.price);
    await expect.poll(() => row.innerText()).toContain(yuan(changed.price));
    expect(await row.innerText()).toContain(yuan(changed.amount));
    const reached = after.activity_data.manjians.find((a) => a.key === line.key);
    expect(reached?.tiers[0].status).toBe(1);
    await expect.poll(() => group.locator('[aria-current="true"]').count()).toBe(1);
    expect(after.totals.promotion_amount).toBeGreaterThan(before.totals.promotion_amount);
    expect(after.totals.pay_amount).not.toBe(before.totals.pay_amount);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'checkout-cart-after');

    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step2');
    await page.getByRole('heading', { name: '填写并核对订单信息' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'checkout-step2');
    const orderId = await submitOrder(page);
    const order = await api<{ order_no: string; pay_amount: number }>(page, `/api/order/info/${orderId}`);
    expect(await page.getByLabel('应付金额').innerText()).toBe(yuan(order.pay_amount));
    expect(order.pay_amount).toBeLessThanOrEqual(wallet.balance);
    await expect.poll(() => page.getByRole('radio', { name: /余额支付/ }).getAttribute('aria-checked')).toBe('true');
    await typePayPassword(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'checkout-step3');

    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step4' && url.searchParams.get('order_id') === String(orderId));
    await page.getByText('支付成功').waitFor();
    const facts = await page.getByLabel('支付结果').innerText();
    expect(facts).toContain(order.order_no);
    expect(facts).toContain(yuan(order.pay_amount));
    expect(facts).toContain('余额支付');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'checkout-step4');

    const log = await api<{ list: { amount: number; use_type: string; note: string }[] }>(page, '/api/user/user_money_log?page=1');
    const payment = log.list.find((row) => row.note.includes(order.order_no));
    expect(payment).toMatchObject({ use_type: 'pay', amount: -order.pay_amount });
    expect((await api<{ balance: number }>(page, '/api/user/user_money')).balance).toBeCloseTo(wallet.balance - order.pay_amount, 2);

    // The ordered lines left the cart: the demo member's cart is empty again.
    await emptyCart(page);
    expect((await api<{ total: number }>(page, '/api/cart/total')).total).toBe(0);
  });

  it('sends a store without a signed contract to /dzht on checkout, and lets it sign and check out', async () => {
    // A store whose papers passed review but which never signed this year's contract; no page makes one.
    const database = openServerDatabase();
    try {
      await createStore(database.db, { phone: UNSIGNED.username, password: UNSIGNED.password, company: UNSIGNED.company, name: UNSIGNED.name });
    } finally {
      await database.close();
    }

    const page = await pageOf(UNSIGNED.username, UNSIGNED.password);
    const { other } = await pickGoods(page);
    await addFromDetail(page, other);
    await page.goto('/cart');
    await cartRow(page, other.name).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '去结算' }).click();
    await page.getByRole('heading', { name: '填写并核对订单信息' }).waitFor();

    // No address yet: one is added without leaving checkout.
    await page.getByRole('button', { name: /新增收货地址/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByLabel('收货人').fill(UNSIGNED.name);
    await dialog.getByLabel('手机号').fill(UNSIGNED.username);
    await dialog.getByRole('combobox', { name: '省份' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '北京市' }).first().click();
    await dialog.getByLabel('城市').fill('北京市');
    await dialog.getByLabel('详细地址').fill('东城区示例胡同1号');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page
      .getByRole('radiogroup', { name: '收货地址' })
      .getByRole('radio', { name: new RegExp(UNSIGNED.name) })
      .waitFor();
    await page.waitForLoadState('networkidle');

    // Checkout answers 459: the page goes to the contract.
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL((url) => url.pathname === '/dzht', { timeout: 15_000 });
    await page.getByRole('article', { name: '电子合同' }).getByText('下单前请先签署本年度电子合同').waitFor();
    await screenshot(page, 'checkout-contract');
    await page.getByLabel('签署人姓名').fill(UNSIGNED.name);
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await page.getByRole('button', { name: '签署合同' }).click();

    // Signed, the buyer is taken back to step 2 by itself and checks out.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/cart/step2');
    await page.waitForURL((url) => url.pathname === '/cart/step2', { timeout: 15_000 });
    await page.getByRole('heading', { name: '填写并核对订单信息' }).waitFor();
    await page.waitForLoadState('networkidle');
    const orderId = await submitOrder(page);

    // No wallet money and no credit: online payment through the sandbox provider.
    await expect.poll(() => page.getByRole('radio', { name: /在线支付/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/pay/sandbox/'));
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step4' && url.searchParams.get('order_id') === String(orderId), {
      timeout: 15_000,
    });
    await page.getByText('支付成功').waitFor();
    expect(await page.getByLabel('支付结果').innerText()).toContain('在线支付');
    const order = await api<{ status: string }>(page, `/api/order/info/${orderId}`);
    expect(order.status).toBe('paid');
  });
});
