/**
 * Batches and GSP papers as a pharmacy meets them: validity on the list, the table and the detail
 * page (with its batches), in the cart and at step 2; an order paid from the wallet and shipped by
 * the warehouse; then the order's batches, its 随货同行单 PDF and the supplier's 首营资料 ZIP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../apps/server/src/db/client.js';
import { accountManagers, stores } from '../../apps/server/src/db/schema/index.js';
import { shipOrder } from '../../apps/server/src/modules/fulfilment/service.js';
import { launch, loginThroughPage, newContext, pageApi, screenshot, SCREENSHOTS } from '../browser.js';
import { createStore, openServerDatabase, typePayPassword } from '../fixtures.js';
import { orderableGoods, unitsOf, type ListedGoods } from '../goods.js';
import { pdfText } from '../pdf-text.js';

/** The warehouse ships as the operator's command line would. */
const OPERATOR = { kind: 'system', what: 'ops' } as const;

/** A store of this journey alone, served by the seeded account manager 王经理 (the 委托书 names him). */
const BUYER = { phone: '13700009201', password: 'Pharma@2026', company: '济生大药房(批次测试店)', name: '周济生' };

interface Card extends ListedGoods {
  xq: string | null;
  xq_text: string | null;
  is_jxq: number;
}
interface OrderBatch {
  batch_no: string;
  produced_on: string;
  expires_on: string;
  quantity: number;
}

let browser: Browser;
let server: { db: Db; close: () => Promise<void> };
let page: Page;
let storeId: number;

beforeAll(async () => {
  server = openServerDatabase();
  ({ storeId } = await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 }));
  const [wang] = await server.db.select({ id: accountManagers.id }).from(accountManagers).where(eq(accountManagers.phone, '13900000001'));
  await server.db.update(stores).set({ managerId: wang.id }).where(eq(stores.id, storeId));
  browser = await launch();
  page = await (await newContext(browser)).newPage();
  await loginThroughPage(page, BUYER.phone, BUYER.password);
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

const api = <T>(path: string, body?: object) => pageApi<T>(page, path, body);

async function open(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** The validity as the list prints it after its 有效期 label. */
const afterLabel = (xqText: string) => xqText.replace(/^效期/, '');

/** A file the page downloads when `link` is clicked, as bytes. */
async function download(link: ReturnType<Page['getByRole']>): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { file, bytes: fs.readFileSync(await file.path()) };
}

describe('batches, validity and GSP papers', () => {
  it('shows validity everywhere, and the shipped order’s batches, 随货同行单 and 首营资料', async () => {
    // A goods on the list's first page the store may order, with batches in stock and not near expiry.
    const firstPage = await api<{ list: Card[] }>('/api/goods/list?page=1&page_size=20');
    const orderable = new Set((await orderableGoods(page, 100)).map((g) => g.id));
    const goods = firstPage.list.find((g) => orderable.has(g.id) && g.xq_text !== null && g.is_jxq === 0);
    if (!goods?.xq_text) throw new Error('no goods with validity on the first page of the list');

    await open('/list');
    const card = page.getByRole('article', { name: goods.name }).first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(afterLabel(goods.xq_text));
    await screenshot(page, 'batches-list');

    await open('/list/table');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: goods.name, exact: true }) })
      .first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(afterLabel(goods.xq_text));
    await screenshot(page, 'batches-table');

    const detail = await api<{ batches: OrderBatch[] }>(`/api/goods/detail/${goods.id}`);
    await open(`/list/info/${goods.id}`);
    const block = page.getByRole('region', { name: /批号与效期/ });
    await block.getByRole('table', { name: '批号与效期' }).waitFor({ timeout: 15_000 });
    const blockText = await block.innerText();
    for (const b of detail.batches) {
      expect(blockText).toContain(b.batch_no);
      expect(blockText).toContain(b.expires_on);
    }
    await screenshot(page, 'batches-detail');
    await block.screenshot({ path: path.join(SCREENSHOTS, 'batches-detail-validity.png') });

    // The cart and step 2 show the validity of what would ship; the order is paid from the wallet.
    const units = unitsOf(goods, 3);
    await api('/api/cart', { params: [{ goods_id: goods.id, price: goods.price, number: units }] });
    await open('/cart');
    const line = page.getByRole('row', { name: goods.name });
    await line.waitFor({ timeout: 15_000 });
    expect(await line.innerText()).toContain(goods.xq_text);
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step2');
    await page.getByRole('heading', { name: '填写并核对订单信息' }).waitFor();
    await page.waitForLoadState('networkidle');
    const stepLine = page.getByRole('row').filter({ hasText: goods.name }).first();
    expect(await stepLine.innerText()).toContain(goods.xq_text);
    await screenshot(page, 'batches-step2');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/, { timeout: 15_000 });
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await expect.poll(() => page.getByRole('radio', { name: /余额支付/ }).getAttribute('aria-checked')).toBe('true');
    await typePayPassword(page);
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step4', { timeout: 15_000 });
    await page.getByText('支付成功').waitFor();

    // The warehouse ships the batches allocated at payment.
    await shipOrder(server.db, orderId, '顺丰速运', `SF${String(orderId).padStart(12, '0')}`, OPERATOR);
    const order = await api<{ order_no: string; items: { batches: OrderBatch[] }[] }>(`/api/order/info/${orderId}`);
    const shipped = order.items.flatMap((i) => i.batches);
    expect(shipped.reduce((n, b) => n + b.quantity, 0)).toBe(units);

    await open(`/order/info/${orderId}`);
    const table = page.getByRole('table', { name: '批号与效期' });
    await table.waitFor({ timeout: 15_000 });
    const tableText = await table.innerText();
    for (const b of shipped) for (const text of [b.batch_no, b.produced_on, b.expires_on]) expect(tableText).toContain(text);
    expect(await page.getByRole('list', { name: '包裹内批号' }).innerText()).toContain(shipped[0].batch_no);
    await page.getByRole('heading', { name: '发货批号与效期' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'batches-order-detail');

    const note = await download(page.getByRole('link', { name: /下载随货同行单/ }));
    expect(note.file.suggestedFilename()).toBe(`随货同行单-${order.order_no}.pdf`);
    const text = await pdfText(new Uint8Array(note.bytes));
    expect(text).toContain(BUYER.company);
    for (const b of shipped) {
      expect(text).toContain(b.batch_no);
      expect(text).toContain(b.expires_on);
    }

    const pack = await download(page.getByRole('link', { name: /下载供应商首营资料/ }));
    expect(pack.file.suggestedFilename()).toMatch(/^首营资料-.+\.zip$/);
    const files = unzipSync(new Uint8Array(pack.bytes));
    expect(Object.keys(files)).toEqual([
      '01-营业执照.pdf',
      '02-药品经营许可证.pdf',
      '03-GSP证书.pdf',
      '04-开户许可证.pdf',
      '05-质量保证协议.pdf',
      '06-法人授权委托书.pdf',
    ]);
    const letter = await pdfText(files['06-法人授权委托书.pdf']);
    expect(letter).toContain('王经理');
    expect(letter).toContain(BUYER.company);
  });
});
