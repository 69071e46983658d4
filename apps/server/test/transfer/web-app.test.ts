/**
 * The built store as the server hands it out: files compressed at build time sent in the encoding the
 * browser accepts, hashed files cached for a year, index.html revalidated, crawler files. A dist
 * folder is laid out here as the web build writes it (each file with its .br and .gz beside it).
 */
import type { LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileApp } from '../helper.js';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const text = ${JSON.stringify('药采云'.repeat(800))};\n`;

function writeWithCompressed(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-web-dist-'));
beforeAll(() => {
  writeWithCompressed(path.join(dist, 'index.html'), INDEX);
  writeWithCompressed(path.join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const app = fileApp(4, { webDist: dist });

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

const decoded = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  return (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
};

describe('built files', () => {
  it('a hashed script: the same bytes in brotli, gzip and plain, immutable for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(SCRIPT);
    }
    expect((await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' })).rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('index.html for every page address: revalidated, answered 304 by its ETag, under the CSP', async () => {
    for (const url of ['/', '/list', '/list/info/12', '/no/such/page']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decoded(res)).toBe(INDEX);
    }
    const first = await get('/list', { 'accept-encoding': 'gzip' });
    const tag = String(first.headers.etag);
    expect(tag).not.toBe('undefined');
    const again = await get('/list', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: 'HEAD', url: '/cart' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.rawPayload.length).toBe(0);
  });

  it('unknown API paths, built files that are gone and page writes stay 404s', async () => {
    expect((await get('/assets/index-Gone1234.js')).statusCode).toBe(404);
    expect((await get('/api/no-such-thing')).json().code).toBeDefined();
    expect((await get('/api/no-such-thing')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/list' })).statusCode).toBe(404);
  });
});

describe('crawler files', () => {
  it('robots.txt is text naming the sitemap at the host asked, not the app page', async () => {
    const res = await get('/robots.txt', { host: 'shop.example.cn' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://shop.example.cn/sitemap.xml');
  });

  it('sitemap.xml lists the public pages and none of the member ones; a forged Host adds nothing', async () => {
    const res = await get('/sitemap.xml', { host: 'shop.example.cn' });
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('http://shop.example.cn/');
    expect(locs).toContain('http://shop.example.cn/list');
    expect(locs.some((loc) => /\/(cart|user|admin|wdqb)/.test(loc))).toBe(false);
    const forged = await get('/sitemap.xml', { host: 'evil"><x>' });
    expect(forged.body).not.toContain('evil');
  });
});
