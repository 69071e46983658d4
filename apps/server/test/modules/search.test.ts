import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/lib/pinyin.js';
import { fileApp, login } from '../helper.js';
import { get, rows } from './catalog-fixtures.js';

const app = fileApp();
let terms: { type: number; term: string; initials: string; sales: number }[];
beforeAll(async () => {
  terms = await rows(app, sql`SELECT type, term, initials, sales FROM search_terms`);
});

const suggest = (keywords: string, type = 0) =>
  get<string[]>(app, `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}`);
const has = (term: string) => terms.some((t) => t.type === 0 && t.term === term);

/** The ranking the dictionary promises, computed here from its rows: prefix matches first, then by sales. */
function expectedFor(keyword: string, type = 0): string[] {
  const latin = /^[a-z0-9]+$/i.test(keyword);
  const k = keyword.toLowerCase();
  const prefix = (t: (typeof terms)[number]) => t.term.toLowerCase().startsWith(k) || (latin && t.initials.startsWith(k));
  return terms
    .filter((t) => t.type === type && (t.term.toLowerCase().includes(k) || (latin && t.initials.startsWith(k))))
    .sort((x, y) => Number(prefix(y)) - Number(prefix(x)) || y.sales - x.sales || (x.term < y.term ? -1 : x.term > y.term ? 1 : 0))
    .slice(0, 10)
    .map((t) => t.term);
}

describe('GET /api/goods/search', () => {
  it('amxl finds 阿莫西林胶囊 by its pinyin initials, best sellers first', async () => {
    const { code, data } = await suggest('amxl');
    expect(code).toBe(10000);
    expect(data).toContain('阿莫西林胶囊');
    expect(data.every((t) => initialsOf(t).startsWith('amxl'))).toBe(true);
    expect(data).toEqual(expectedFor('amxl'));
  });

  it.each(['布', '阿莫', '胶囊', '西林', '维生素', 'x', 'gm'])('ranks %s: names starting with it first, then by sales', async (kw) => {
    const { data } = await suggest(kw);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(10);
    expect(data).toEqual(expectedFor(kw));
  });

  it('puts a prefix match above a better-selling name that only contains the keyword', async () => {
    const { data } = await suggest('西');
    const firstContainsOnly = data.findIndex((t) => !t.startsWith('西'));
    expect(data.slice(0, Math.max(firstContainsOnly, 0)).every((t) => t.startsWith('西'))).toBe(true);
    if (firstContainsOnly >= 0) expect(data.slice(firstContainsOnly).every((t) => !t.startsWith('西'))).toBe(true);
  });

  it('reads polyphones the way buyers say them', async () => {
    expect(initialsOf('重楼')).toBe('cl');
    expect(initialsOf('参苓白术散')).toBe('slbzs');
    expect(initialsOf('藿香正气水')).toBe('hxzqs');
    expect(initialsOf('阿胶')).toBe('ej');
    if (has('重楼')) expect((await suggest('cl')).data).toContain('重楼');
    if (has('参苓白术散')) expect((await suggest('slbz')).data).toContain('参苓白术散');
    expect(has('重楼') || has('参苓白术散')).toBe(true);
  });

  it('completes an approval number typed whole or from its letter', async () => {
    const [g] = await rows<{ name: string; approval: string }>(
      app,
      sql`SELECT name, approval_no AS approval FROM goods WHERE approval_no LIKE '国药准字Z%' ORDER BY sales DESC LIMIT 1`,
    );
    expect((await suggest(g.approval.slice(0, 10))).data).toContain(g.name);
    expect((await suggest(g.approval.slice(4, 10).toLowerCase())).data).toContain(g.name);
  });

  it('type 1 suggests manufacturers by name or initials', async () => {
    const byInitials = (await suggest('hbzy', 1)).data;
    expect(byInitials).toContain('华北制药股份有限公司');
    expect(byInitials).toEqual(expectedFor('hbzy', 1));
    expect((await suggest('华北', 1)).data).toEqual(expectedFor('华北', 1));
    expect((await suggest('hbzy', 0)).data).not.toContain('华北制药股份有限公司');
  });

  it.each(['', '   ', '%', '_', '\\', "' OR '1'='1", '<img src=x onerror=alert(1)>', 'zzzzqqq'])('%j suggests nothing', async (kw) => {
    const res = await suggest(kw);
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
  });

  it('refuses a 2,000-character keyword, an unknown type and a NUL with a Chinese 422, however often asked', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await suggest('布'.repeat(2000))).toMatchObject({ status: 422, msg: '搜索关键词不能超过50个字' });
      expect(await suggest('布', 3)).toMatchObject({ status: 422, msg: '搜索类型不正确' });
      expect(await suggest('布\0')).toMatchObject({ status: 422, msg: '参数不能包含空字符' });
    }
  });
});

describe('suggestions answered from memory, before the session', () => {
  const url = `/api/goods/search?keywords=${encodeURIComponent('胶')}&type=0`;
  // The page's readable session marker (lib/session-cookie.ts), sent by a browser whose session has ended.
  const staleMarker = { cookie: 'yc_sid_on=1' };

  it('answers a URL asked before with the same bytes and the JSON headers, reading no cookie', async () => {
    const first = await app.inject({ method: 'GET', url, headers: staleMarker });
    // Made by the route: the session hook read the cookies and cleared the marker of a session that is gone.
    expect(first.statusCode).toBe(200);
    expect(first.cookies.map((c) => c.name)).toEqual(['yc_sid_on']);
    const member = await login(app);
    for (const headers of [staleMarker, { cookie: member }, {}]) {
      const again = await app.inject({ method: 'GET', url, headers });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.cookies).toEqual([]);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a URL padded with parameters it ignores the whole way, keeping the cache’s keys small', async () => {
    const padded = `${url}&pad=${'x'.repeat(600)}`;
    const held = await app.inject({ method: 'GET', url });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: padded, headers: staleMarker });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(held.json());
      // The session hook ran: the answer was not sent before it.
      expect(res.cookies.map((c) => c.name)).toEqual(['yc_sid_on']);
    }
  });
});
