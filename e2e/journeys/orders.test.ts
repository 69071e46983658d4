import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../apps/server/src/db/client.js';
import { approveRequest } from '../../apps/server/src/modules/after-sales/review.js';
import { shipOrder } from '../../apps/server/src/modules/fulfilment/service.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { launch, loginThroughPage, newContext, pageApi, screenshot } from '../browser.js';
import { createStore, openServerDatabase, PAY_PASSWORD, PNG } from '../fixtures.js';
import { orderableGoods, placeOrder, unitsOf, type ListedGoods } from '../goods.js';
import { pdfText } from '../pdf-text.js';

/** The journey's warehouse and review moves are made as the operator's command line would. */
const OPERATOR = { kind: 'system', what: 'ops' } as const;

/** A store of this journey alone, so the demo stores' orders, cart and wallet stay as the other journeys expect. */
const BUYER = { phone: '13700007001', password: 'Pharma@2026', company: '康泰大药房(订单测试店)', name: '吴康泰' };

interface Placed {
  id: number;
  order_no: string;
  pay_amount: number;
  units: number;
}

let browser: Browser;
let server: { db: Db; close: () => Promise<void> };
let page: Page;

beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  browser = await launch();
  page = await (await newContext(browser)).newPage();
  await loginThroughPage(page, BUYER.phone, BUYER.password);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

const api = <T>(path: string, body?: object) => pageApi<T>(page, path, body);

/** The page's money format: yuan rounded down to 2 decimals. */
const yuan = (amount: number): string => `¥${(Math.floor(Math.round(amount * 1000) / 10) / 100).toFixed(2)}`;

async function open(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Goods not yet taken by this journey: each test orders its own. */
const taken = new Set<number>();
async function pickGoods(count: number, hm = false): Promise<ListedGoods[]> {
  const found = await orderableGoods(page, count, { hm, skip: taken });
  for (const g of found) taken.add(g.id);
  return found;
}

/** An order placed through the cart and checkout, paid from the wallet when asked; one unit of a 含麻 goods keeps within its per-order limit. */
async function newOrder(goods: ListedGoods, { pay }: { pay: boolean }): Promise<Placed> {
  const units = unitsOf(goods, goods.is_hm === 1 ? 1 : 2);
  const placed = await placeOrder(page, goods, units);
  // A 含麻 order is paid with its 采购人 (a 身份证号 that passes GB 11643).
  const hmBuyer = goods.is_hm === 1 ? { hm_buyer: { name: '张药师', id_no: '11010519491231002X' } } : {};
  if (pay) await api('/api/pay/order', { order_id: placed.id, method: 'wallet', pay_password: PAY_PASSWORD, ...hmBuyer });
  return { ...placed, units };
}

const ship = (order: Placed) => shipOrder(server.db, order.id, '顺丰速运', `SF${String(order.id).padStart(12, '0')}`, OPERATOR);
const orderCard = (order: Placed) => page.getByRole('article', { name: `订单 ${order.order_no}` });
const statusOf = async (order: Placed) => (await api<{ status: string }>(`/api/order/info/${order.id}`)).status;

describe('orders and after-sales', () => {
  it('cancels a paid order after its confirmation and finds the refund in the balance ledger', async () => {
    const [goods] = await pickGoods(1);
    const order = await newOrder(goods, { pay: true });
    const before = await api<{ balance: number }>('/api/user/user_money');

    await open('/order?status=paid');
    const card = orderCard(order);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(goods.name);
    expect(await card.getByLabel('实付金额').innerText()).toBe(yuan(order.pay_amount));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'orders-list-paid');

    await card.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确定取消该订单吗？' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`余额支付付款 ${yuan(order.pay_amount)}`);
    expect(await dialog.innerText()).toContain('退款去向：账户余额');
    await screenshot(page, 'orders-cancel-confirm');
    await dialog.getByRole('button', { name: '确定取消' }).click();
    await expect.poll(() => statusOf(order), { timeout: 15_000 }).toBe('cancelled');
    await card.waitFor({ state: 'detached', timeout: 15_000 });

    await open('/wdqb_yegl');
    const row = page.getByRole('row').filter({ hasText: `订单${order.order_no}取消退款` });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(`+${yuan(order.pay_amount)}`);
    expect((await api<{ balance: number }>('/api/user/user_money')).balance).toBeCloseTo(before.balance + order.pay_amount, 2);
    await screenshot(page, 'orders-refund-ledger');

    await open(`/order/info/${order.id}`);
    await page.getByText('已取消').first().waitFor();
    await screenshot(page, 'order-detail-cancelled');
  });

  it('requests a return of a shipped order with a picture and follows it on /order/returnInfo', async () => {
    const [goods] = await pickGoods(1);
    const order = await newOrder(goods, { pay: true });
    await ship(order);

    // The logistics link of the list lands on the detail's logistics section.
    await open('/order?status=shipped');
    await orderCard(order).getByRole('button', { name: '查看物流' }).click();
    await page.waitForURL((url) => url.pathname === `/order/info/${order.id}` && url.hash === '#logistics');
    await page.getByText(`运单号：SF${String(order.id).padStart(12, '0')}`).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('table', { name: '商品清单' }).innerText()).toContain(goods.name);
    expect(await page.getByLabel('订单金额').innerText()).toContain(yuan(order.pay_amount));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'order-detail-shipped');

    await page.getByRole('button', { name: '申请退货' }).click();
    const dialog = page.getByRole('dialog', { name: '申请退货' });
    await dialog.waitFor();
    const quantity = dialog.getByRole('spinbutton', { name: `${goods.name}申请数量` });
    await quantity.fill('1');
    await dialog.getByRole('combobox', { name: '申请原因' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '商品破损' }).click();
    await dialog.getByLabel('问题描述').fill('外箱压损，内包装破裂');
    await dialog.locator('input[type="file"]').setInputFiles({ name: '破损.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: '破损.png' }).or(dialog.getByText('破损.png')).first().waitFor();
    await screenshot(page, 'order-return-dialog');
    await dialog.getByRole('button', { name: '提交申请' }).click();

    await page.waitForURL(/\/order\/returnInfo\/\d+$/, { timeout: 15_000 });
    const requestId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { name: '退货详情' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('待审核').first().waitFor();
    expect(await main.innerText()).toContain('商品破损：外箱压损，内包装破裂');
    expect(await main.innerText()).toContain(order.order_no);
    await main.getByRole('img', { name: '图片凭证1' }).waitFor();
    expect(await page.getByRole('table', { name: '申请商品' }).innerText()).toContain(goods.name);
    await screenshot(page, 'order-return-info');

    // The operator approves: the page shows the refund, and the 退货/售后 tab lists the request.
    await approveRequest(server.db, requestId, OPERATOR);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await main.getByText('已同意').first().waitFor({ timeout: 15_000 });
    expect(await main.innerText()).toMatch(/平台已同意退货申请，退款 ¥[\d.]+ 已退回账户余额/);
    await screenshot(page, 'order-return-approved');

    await open('/order?status=returns');
    const row = page.getByRole('row').filter({ hasText: order.order_no });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('已同意');
    await screenshot(page, 'orders-returns-tab');

    // What is left of the line goes to after-sales, on its own page.
    const info = await api<{ items: { id: number; returnable_number: number }[] }>(`/api/order/info/${order.id}`);
    const left = info.items[0];
    const sale = await api<{ id: number }>('/api/order/return', {
      order_id: order.id,
      type: 'after_sale',
      reason: '近效期或过期：效期不足六个月',
      items: [{ order_item_id: left.id, number: left.returnable_number }],
    });
    await open(`/order/afterSalesInfo/${sale.id}`);
    await page.getByRole('heading', { name: '售后详情' }).waitFor();
    await page.getByRole('button', { name: '撤销申请' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定撤销该申请吗？' }).getByRole('button', { name: '撤销申请' }).click();
    await main.getByText('已撤销').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'order-after-sale-withdrawn');
  });

  it('confirms receipt, then downloads the e-invoice PDF of the completed order from /dzfp and reads it', async () => {
    const [goods] = await pickGoods(1);
    const order = await newOrder(goods, { pay: true });
    await ship(order);

    await open('/order?status=shipped');
    await orderCard(order).getByRole('button', { name: '确认收货' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认已收到货物吗？' });
    await dialog.getByRole('button', { name: '确认收货' }).click();
    await expect.poll(() => statusOf(order), { timeout: 15_000 }).toBe('completed');

    const { list } = await api<{ list: { invoice_no: string; order_no: string; amount: number }[] }>('/api/invoice/list');
    const invoice = list.find((i) => i.order_no === order.order_no);
    if (!invoice) throw new Error('the completed order has no invoice');
    await open('/dzfp');
    const row = page.getByRole('row').filter({ hasText: invoice.invoice_no });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(order.order_no);
    expect(await row.innerText()).toContain(yuan(invoice.amount));
    await screenshot(page, 'dzfp');

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: `下载发票${invoice.invoice_no}` }).click();
    const file = await (await download).path();
    const bytes = new Uint8Array(fs.readFileSync(file));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('电子发票');
    expect(text).toContain(invoice.invoice_no);
    expect(text).toContain(order.order_no);
    expect(text).toContain(BUYER.company);
    expect(text).toContain(yuan(invoice.amount));

    // The detail links the same invoice.
    await open(`/order/info/${order.id}`);
    await page.getByRole('link', { name: '下载电子发票' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'order-detail-completed');
  });

  it('buys again from quick purchase: the goods bought before goes back into the cart', async () => {
    const [goods] = await pickGoods(1);
    const order = await newOrder(goods, { pay: false });
    const inCart = async () => (await api<{ data: { goods_id: number; number: number }[] }>('/api/cart/list')).data;
    expect((await inCart()).some((l) => l.goods_id === goods.id)).toBe(false);

    await open('/kjcg');
    const row = page.getByRole('row').filter({ hasText: goods.name });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(`× ${order.units}`);
    await screenshot(page, 'kjcg');
    const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
    await row.getByRole('button', { name: `${goods.name}加入购物车` }).click();
    expect((await added).ok()).toBe(true);
    await expect.poll(async () => (await inCart()).find((l) => l.goods_id === goods.id)?.number, { timeout: 15_000 }).toBe(order.units);

    await open('/cart');
    await page.getByRole('table', { name: '购物车商品' }).getByRole('row', { name: goods.name, exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'kjcg-cart');

    // 再次购买 on the list puts the order's goods in again, and says so.
    await open('/order?status=unpaid');
    await orderCard(order).getByRole('button', { name: '再次购买' }).click();
    await page.getByRole('dialog').filter({ hasText: '商品已加入购物车' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'orders-buy-again');
    await page.getByRole('button', { name: '留在本页' }).click();
    await api('/api/order/cancel', { id: order.id });
    await api('/api/cart/batch_delete', { ids: (await api<{ data: { id: number }[] }>('/api/cart/list')).data.map((l) => l.id) });
  });

  it('uploads the signed receipt of a shipped 含麻 order at /hmdd', async () => {
    const [goods] = await pickGoods(1, true);
    const order = await newOrder(goods, { pay: true });
    await ship(order);

    await open('/hmdd');
    const row = page.getByRole('row').filter({ hasText: order.order_no });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('待上传');
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/hm/receipt' && r.request().method() === 'POST');
    await row.locator('input[type="file"]').setInputFiles({ name: '签收回执.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).ok()).toBe(true);
    await row.getByText('已上传').waitFor({ timeout: 15_000 });
    await row.getByRole('link', { name: '查看回执' }).waitFor();
    await screenshot(page, 'hmdd');
  });
});
