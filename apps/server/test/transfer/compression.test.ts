/** JSON answers compressed for the browsers that accept it, identical once decoded; public reads revalidate by ETag. */
import type { LightMyRequestResponse } from 'fastify';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fileApp, login } from '../helper.js';

const app = fileApp();
let member: string;
beforeAll(async () => {
  member = await login(app);
});

const decoded = (res: LightMyRequestResponse): Buffer => {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw);
    case 'gzip':
      return zlib.gunzipSync(raw);
    default:
      return raw;
  }
};

const read = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

/** /api/focus/common carries the server's clock in seconds: reads compared with each other must see one second. */
const holdTheClock = (): void => {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
};

describe('compressed JSON', () => {
  it.each(['/api/goods/list?page=1', '/api/focus/common'])('%s is the same bytes in brotli, gzip and plain', async (url) => {
    holdTheClock();
    const plain = await read(url, { cookie: member });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await read(url, { cookie: member, 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
    }
    // The browser's usual header: gzip at level 1 is preferred, the cheapest for the CPU (plugins/compression.ts).
    expect((await read(url, { cookie: member, 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('gzip');
  });

  it('compresses a listing held in memory once per encoding, not once per request', async () => {
    const url = '/api/goods/list?page=2&sort=price_asc';
    const plain = await read(url, { cookie: member });
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    for (const encoding of ['gzip', 'gzip', 'gzip', 'br', 'br'] as const) {
      const res = await read(url, { cookie: member, 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
    }
    expect(gzip).toHaveBeenCalledTimes(1);
    expect(brotli).toHaveBeenCalledTimes(1);
    // A client that accepts neither, or refuses gzip, gets what it can read.
    expect((await read(url, { cookie: member, 'accept-encoding': 'identity' })).rawPayload.equals(plain.rawPayload)).toBe(true);
    expect((await read(url, { cookie: member, 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding']).toBe('br');
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await read('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBeDefined();
  });

  it('does not inflate a compressed request body', async () => {
    const body = zlib.gzipSync(JSON.stringify({ username: '13800000001', password: 'Pharma@2026' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).not.toBe(200);
  });
});

describe('ETag on public reads', () => {
  it.each(['/api/focus/common', '/api/focus', '/api/article/help_categories', '/api/focus/postList'])(
    '%s answers 304 to its own tag and 200 to another',
    async (url) => {
      holdTheClock();
      const first = await read(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      const tag = String(first.headers.etag);
      expect(tag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      // The tag names the content, not the encoding: a gzip client revalidates with the same tag.
      const again = await read(url, { 'if-none-match': tag, 'accept-encoding': 'gzip' });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(tag);

      const stale = await read(url, { 'if-none-match': 'W/"stale"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().code).toBe(10000);
    },
  );

  it('a read that depends on the buyer carries no tag', async () => {
    const res = await read('/api/goods/list?page=1', { cookie: member });
    expect(res.headers.etag).toBeUndefined();
  });
});
