/**
 * The phone store beside the desktop one: m.html for every /m/ address, a phone sent from a desktop page to its
 * phone twin (302) unless it chose 电脑版 (the yc_view cookie), and everyone else served the desktop page as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../helper.js';

const DESKTOP = '<!doctype html><html lang="zh-CN"><body><div id="root"></div>desktop</body></html>';
const PHONE = '<!doctype html><html lang="zh-CN"><body><div id="root"></div>phone</body></html>';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-web-dist-phone-'));
beforeAll(() => {
  fs.writeFileSync(path.join(dist, 'index.html'), DESKTOP);
  fs.writeFileSync(path.join(dist, 'm.html'), PHONE);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const app = fileApp(4, { webDist: dist });
const desktopOnlyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-web-dist-desktop-'));
fs.writeFileSync(path.join(desktopOnlyDist, 'index.html'), DESKTOP);
afterAll(() => fs.rmSync(desktopOnlyDist, { recursive: true, force: true }));
const desktopOnly = fileApp(2, { webDist: desktopOnlyDist });

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the phone store', () => {
  it('every /m/ address is m.html, revalidated like the desktop page, for any browser', async () => {
    for (const url of ['/m/', '/m/list?keywords=阿莫西林', '/m/list/info/12', '/m/cart', '/m/no/such/page']) {
      for (const ua of [IPHONE, DESKTOP_UA]) {
        const res = await get(url, { 'user-agent': ua });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toBe(PHONE);
      }
    }
    const bare = await get('/m?x=1');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/m/?x=1');
  });

  it('a phone asking for a desktop page with a phone twin is sent there, query kept, and the answer is not stored', async () => {
    const twins: [string, string][] = [
      ['/', '/m/'],
      ['/list?yx=1', '/m/list?yx=1'],
      ['/search?keywords=%E5%B8%83%E6%B4%9B%E8%8A%AC&type=0', '/m/list?keywords=%E5%B8%83%E6%B4%9B%E8%8A%AC&type=0'],
      ['/list/info/42', '/m/list/info/42'],
      ['/cart', '/m/cart'],
      ['/login?redirect=%2Fcart', '/m/login?redirect=%2Fcart'],
      ['/cart/step2', '/m/cart/step2'],
      ['/cart/step3/7', '/m/cart/step3/7'],
      ['/cart/step4?order_id=7', '/m/cart/step4?order_id=7'],
      ['/order?status=unpaid', '/m/orders?status=unpaid'],
      ['/order/info/7', '/m/order/7'],
      ['/user', '/m/my'],
      ['/kjcg', '/m/often'],
    ];
    for (const ua of [IPHONE, ANDROID_PHONE]) {
      for (const [from, to] of twins) {
        const res = await get(from, { 'user-agent': ua });
        expect(res.statusCode, from).toBe(302);
        expect(res.headers.location).toBe(to);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/cart', headers: { 'user-agent': IPHONE } });
    expect(head.statusCode).toBe(302);
  });

  it('a phone that chose 电脑版 keeps the desktop page; a page with no twin yet stays desktop', async () => {
    const chose = await get('/list/info/42', { 'user-agent': IPHONE, cookie: 'yc_view=pc' });
    expect(chose.statusCode).toBe(200);
    expect(chose.body).toBe(DESKTOP);
    const noTwin = await get('/dzd', { 'user-agent': IPHONE });
    expect(noTwin.statusCode).toBe(200);
    expect(noTwin.body).toBe(DESKTOP);
    // Any other value of the cookie is no choice.
    expect((await get('/', { 'user-agent': IPHONE, cookie: 'yc_view=m' })).statusCode).toBe(302);
  });

  it('desktops, tablets and unknown clients get the desktop page at the same address', async () => {
    for (const headers of [{ 'user-agent': DESKTOP_UA }, { 'user-agent': ANDROID_TABLET }, {}] as Record<string, string>[]) {
      const res = await get('/list/info/42', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(DESKTOP);
    }
  });

  it('without a built phone store nothing is redirected', async () => {
    const res = await desktopOnly.inject({ method: 'GET', url: '/cart', headers: { 'user-agent': IPHONE } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(DESKTOP);
  });
});
