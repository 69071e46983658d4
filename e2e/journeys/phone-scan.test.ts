/**
 * Camera scanning on the phone (issue 38), at 390×844: Chromium's fake camera films an EAN-13 of a goods of the
 * seeded catalogue (a YUV4MPEG2 file this test draws), 扫码加购 on the cart reads it with zxing (desktop Linux
 * Chromium has no BarcodeDetector) and the goods lands in the cart at its minimum quantity, once however long the
 * box stays in the picture; 扫码 beside the home's search bar opens its goods; a refused camera is told in Chinese
 * with the field to type the code, where a box's 20-digit 追溯码 finds its goods too. Each screen passes axe with no serious finding and nothing wider than 360 px.
 */
import { DEFAULT_CART_FILTER } from '@yc/contracts';
import { eq, inArray } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods as goodsTable } from '../../apps/server/src/db/schema/index.js';
import { launch, pageApi } from '../browser.js';
import { createStore, openServerDatabase } from '../fixtures.js';
import { orderableGoods, unitsOf } from '../goods.js';
import { checkPhoneScreen, phonePage } from '../phone.js';

const BUYER = { phone: '13700003804', password: 'Pharma@2026', company: '益康大药房(扫码测试店)', name: '钱益康' };

// EAN-13: the first digit picks the left half's parities; L codes, G the mirror of R, R the complement of L.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '0' ? '1' : '0')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13, 1 for a bar. */
function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((d, k) => (parity[k] === 'L' ? L : G)[d]);
  const right = digits.slice(7).map((d) => R[d]);
  return `101${left.join('')}01010${right.join('')}101`;
}

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 5;

/** A YUV4MPEG2 film of the barcode in black on white, centred: the Y plane drawn, U and V grey (128), a few frames. */
function barcodeFilm(code: string, file: string): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const modules = ean13Modules(code);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  const top = Math.floor(HEIGHT * 0.2);
  const bottom = Math.floor(HEIGHT * 0.8);
  for (let y = top; y < bottom; y++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === '1') luma.fill(0, y * WIDTH + left + m * MODULE_PX, y * WIDTH + left + (m + 1) * MODULE_PX);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-phone-scan-'));
const film = path.join(dir, 'barcode.y4m');

let browser: Browser;
let server: ReturnType<typeof openServerDatabase>;
beforeAll(async () => {
  server = openServerDatabase();
  await createStore(server.db, { ...BUYER, signed: true, address: true });
  // Chromium opens the film when the page asks for the camera: the test writes it once it knows the goods.
  browser = await launch([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${film}`,
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function loginOnPhone(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByPlaceholder('请输入手机号').fill(BUYER.phone);
  await page.getByPlaceholder('请输入密码').fill(BUYER.password);
  await page.getByRole('button', { name: '登录' }).tap();
  await page.waitForURL((url) => url.pathname === '/m/');
}

const cartLines = (page: Page) =>
  pageApi<{ data: { goods_id: number; number: number }[] }>(page, `/api/cart/list?filters=${DEFAULT_CART_FILTER}&new=1`);

describe('scanning on the phone', () => {
  it('扫码加购 on the cart reads an EAN-13 off the camera and puts its goods in the cart once; 扫码 on the home opens it', async () => {
    const page = await phonePage(browser);
    await loginOnPhone(page);
    const [goods] = await orderableGoods(page, 1);
    const [row] = await server.db.select({ barcode: goodsTable.barcode }).from(goodsTable).where(eq(goodsTable.id, goods!.id));
    expect(row!.barcode).toMatch(/^69\d{11}$/);
    barcodeFilm(row!.barcode, film);

    await page.goto('/m/cart');
    await page.getByRole('button', { name: '扫码加购' }).tap();
    const sheet = page.getByRole('dialog', { name: '扫码加购' });
    await sheet.waitFor();
    const units = unitsOf(goods!, 1);
    await sheet.getByText(`已加入 ${goods!.name} ${units}${goods!.bzdw}`).waitFor({ timeout: 20_000 });
    await expect.poll(() => sheet.getByRole('status').textContent()).toContain('本次已加入 1 件商品');
    expect(await sheet.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(640);
    await checkPhoneScreen(page, 'scan-camera');
    // The box stays in the picture: it is not taken again.
    await page.waitForTimeout(2_500);
    expect(await sheet.getByRole('status').textContent()).toContain('本次已加入 1 件商品');

    await sheet.getByRole('button', { name: '关闭' }).tap();
    await sheet.waitFor({ state: 'detached' });
    const line = page.getByRole('list', { name: '购物车商品' }).getByRole('listitem').filter({ hasText: goods!.name });
    await line.waitFor();
    expect((await cartLines(page)).data.filter((l) => l.goods_id === goods!.id).map((l) => l.number)).toEqual([units]);
    await checkPhoneScreen(page, 'scan-cart');

    await page.goto('/m/');
    await page.getByRole('button', { name: '扫码', exact: true }).tap();
    // The camera still films the barcode and zxing is loaded by now: the sheet may read it and go before a wait for it
    // could see it open, so the goods page it opens is what is waited for.
    await page.waitForURL((url) => url.pathname === `/m/list/info/${goods!.id}`, { timeout: 20_000 });
    await page.getByRole('heading', { name: goods!.name }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a refused camera is told in Chinese, and a 条码 or 追溯码 typed by hand still adds the goods', async () => {
    const page = await phonePage(browser);
    // As a phone whose owner tapped 不允许: the browser answers the page's ask with NotAllowedError.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await loginOnPhone(page);
    const [, goods] = await orderableGoods(page, 2);
    const [row] = await server.db.select({ barcode: goodsTable.barcode }).from(goodsTable).where(eq(goodsTable.id, goods!.id));
    await page.goto('/m/cart');
    await page.getByRole('button', { name: '扫码加购' }).tap();
    const sheet = page.getByRole('dialog', { name: '扫码加购' });
    await sheet.getByRole('alert').filter({ hasText: '没有相机权限' }).waitFor();
    expect(await sheet.locator('video').isVisible()).toBe(false);
    await checkPhoneScreen(page, 'scan-refused');
    await sheet.getByLabel('手动输入条码或追溯码').fill(row!.barcode);
    await sheet.getByRole('button', { name: '确定' }).tap();
    await sheet.getByText(`已加入 ${goods!.name}`).waitFor();
    expect((await cartLines(page)).data.some((l) => l.goods_id === goods!.id)).toBe(true);

    // A box's 20-digit 追溯码 typed: its 药品标识码 names the goods.
    const candidates = await orderableGoods(page, 40);
    const prefixes = await server.db
      .select({ id: goodsTable.id, prefixes: goodsTable.tracePrefixes })
      .from(goodsTable)
      .where(
        inArray(
          goodsTable.id,
          candidates.map((g) => g.id),
        ),
      );
    const traced = prefixes.find((g) => g.prefixes.length > 0 && g.id !== goods!.id)!;
    const tracedGoods = candidates.find((g) => g.id === traced.id)!;
    await sheet.getByLabel('手动输入条码或追溯码').fill(`${traced.prefixes[0]}0000000009901`);
    await sheet.getByRole('button', { name: '确定' }).tap();
    await sheet.getByText(`已加入 ${tracedGoods.name}`).waitFor();
    expect(await sheet.getByRole('status').textContent()).toContain('本次已加入 2 件商品');
    expect((await cartLines(page)).data.some((l) => l.goods_id === traced.id)).toBe(true);
  });
});
