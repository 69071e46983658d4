/**
 * Security headers on every response: pages and files get the whole set, JSON answers (errors included)
 * the API's short one, which allows nothing to load and no framing.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileForm, newGoods, PNG } from '../admin/catalog-fixtures.js';
import { loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();
let merchandiser: string;
beforeAll(async () => {
  ({ cookie: merchandiser } = await loggedInStaff(app, 'merchandiser'));
});

/** The policy as directive → sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Shared by both sets: no sniffing, no framing, the referrer rule, HTTPS remembered, not readable across sites. */
function expectBaseline(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

function expectApiSecured(res: LightMyRequestResponse): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.fromEntries(policyOf(res))).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  expectBaseline(res);
  // Headers for documents only: a JSON answer is never a page.
  expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  expect(res.headers['origin-agent-cluster']).toBeUndefined();
}

function expectSecured(res: LightMyRequestResponse): void {
  const policy = policyOf(res);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expectBaseline(res);
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('are on API answers, refusals and unknown paths, the short set of an answer no browser draws', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/focus/postList' });
    expect(read.json().code).toBe(10000);
    expectApiSecured(read);
    const invalid = await app.inject({ method: 'GET', url: '/api/article/detail/abc' });
    expect(invalid.statusCode).toBe(422);
    expectApiSecured(invalid);
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expectApiSecured(missing);
    const { cookie } = await loggedInBuyer(app);
    const refused = await app.inject({ method: 'POST', url: '/api/cart', headers: { cookie }, payload: { params: 'x' } });
    expect(refused.statusCode).toBe(422);
    expectApiSecured(refused);
  });

  let payPage: string;
  it('are on the sandbox pay page, which needs no inline script; the chat socket of the same host may connect', async () => {
    const { cookie } = await loggedInBuyer(app);
    const created = await app.inject({ method: 'POST', url: '/api/charge/store', headers: { cookie }, payload: { amount: 100 } });
    payPage = created.json().data.pay_url;
    const page = await app.inject({ method: 'GET', url: payPage, headers: { host: 'shop.example.cn' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecured(page);
    expect(policyOf(page).get('connect-src')).toEqual(["'self'", 'ws://shop.example.cn', 'wss://shop.example.cn']);
    expect(page.body).not.toMatch(/<script|\son\w+=/i);
  });

  it('each Host gets its own chat socket, the first again as many other hosts come', async () => {
    const socketsOf = async (host: string) => policyOf(await app.inject({ method: 'GET', url: payPage, headers: { host } })).get('connect-src');
    for (let i = 0; i < 40; i += 1) {
      expect(await socketsOf(`s${i}.example.cn:8080`)).toEqual(["'self'", `ws://s${i}.example.cn:8080`, `wss://s${i}.example.cn:8080`]);
    }
    expect(await socketsOf('s0.example.cn:8080')).toEqual(["'self'", 'ws://s0.example.cn:8080', 'wss://s0.example.cn:8080']);
  });

  it('a forged Host cannot add a directive', async () => {
    const res = await app.inject({ method: 'GET', url: payPage, headers: { host: "evil; script-src 'unsafe-inline'" } });
    expect(res.statusCode).toBe(200);
    expectSecured(res);
    expect(policyOf(res).get('connect-src')).toEqual(["'self'"]);
  });

  it('uploaded pictures and documents keep the type their bytes were checked to be, never sniffed, named inline', async () => {
    const g = await newGoods(app);
    const up = await asStaff(app, merchandiser, {
      method: 'POST',
      url: `/api/admin/goods/${g.id}/images`,
      payload: fileForm('box.png', PNG, 'image/png') as unknown as Record<string, unknown>,
    });
    const [url] = up.json().data as string[];
    const picture = await app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${url.split('/').pop()}`);
    expectSecured(picture);

    const report = await asStaff(app, merchandiser, {
      method: 'POST',
      url: `/api/admin/goods/${g.id}/reports`,
      payload: { batch: 'S240101', msg: '' },
    });
    const file = await asStaff(app, merchandiser, {
      method: 'POST',
      url: `/api/admin/goods/${g.id}/reports/${report.json().data.id}/file`,
      payload: fileForm('report.pdf', Buffer.from('%PDF-1.4 test report'), 'application/pdf') as unknown as Record<string, unknown>,
    });
    const pdf = await app.inject({ method: 'GET', url: file.json().data.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''[0-9a-f]{32}\.pdf$/);
    expectSecured(pdf);

    // An SVG (which could carry script) is never taken as an upload, whatever it is called.
    const svg = await asStaff(app, merchandiser, {
      method: 'POST',
      url: `/api/admin/goods/${g.id}/images`,
      payload: fileForm('box.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml') as unknown as Record<
        string,
        unknown
      >,
    });
    expect(svg.statusCode).toBe(422);
    await asStaff(app, merchandiser, { method: 'POST', url: `/api/admin/goods/${g.id}/images/remove`, payload: { url } });
  });
});
