/**
 * Lighthouse 12 (desktop preset, or its mobile default with LH_PRESET=mobile) over the built store as `npm start` serves it: `/`, `/list`, a goods page
 * as a visitor and `/cart` as the demo member with a line in the cart. The real app (buildApp, the built
 * apps/web/dist) on the embedded PostgreSQL in a temporary DATA_DIR (or DATA_DIR to keep it), seeded with
 * the default 3,000 goods. Each page is audited LH_RUNS times (default 3) and the median run by performance
 * score is kept. Prints a table and writes bench/results/lighthouse.json, with every report beside it.
 *
 *   npm run build && npx tsx bench/lighthouse.ts
 *   LH_RUNS=1 LH_ONLY=list npx tsx bench/lighthouse.ts     # one run of the pages whose name holds "list"
 *   LH_WEB_DIST=/tmp/old-dist npx tsx bench/lighthouse.ts   # another build, e.g. `vite build --outDir /tmp/old-dist` of an older commit
 *   LH_RTT_MS=150 npx tsx bench/lighthouse.ts             # a slower line: 150 ms round trips instead of the preset's 40
 *   LH_PRESET=mobile npx tsx bench/lighthouse.ts          # the phone store (/m/…) with Lighthouse's default mobile
 *                                                          # settings (a phone's screen, 4× slower CPU, slow 4G)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedIfEmpty } from '../apps/server/src/seed/index.js';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
// LH_WEB_DIST audits another build (an older release's, to compare on the same machine at the same time).
const webDist = path.resolve(process.env.LH_WEB_DIST ?? path.resolve(here, '../apps/web/dist'));
const resultsDir = path.join(here, 'results', 'lighthouse');
const lighthouseBin = path.resolve(here, '../node_modules/.bin/lighthouse');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const ONLY = process.env.LH_ONLY;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// A slower line than the desktop preset's 40 ms round trip (a clinic's), to see what waits on the network.
const SLOW_LINE_RTT_MS = process.env.LH_RTT_MS;
const MEMBER = { username: '13800000001', password: 'Pharma@2026' };
// Lighthouse's own default is the mobile one: no --preset then.
const MOBILE = process.env.LH_PRESET === 'mobile';
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
  scoreDisplayMode: string;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface Report {
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

interface Row {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  fcp_ms: number;
  js_kb: number;
  total_kb: number;
  failing: string[];
}

const pct = (score: number) => Math.round(score * 100);

function summarise(page: string, url: string, report: Report): Row {
  const a = report.audits;
  const requests = a['network-requests'].details?.items ?? [];
  const kb = (items: typeof requests) => Math.round(items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024);
  // Audits that cost points in the three pass/fail categories, to say what is left to fix.
  const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((c) =>
    report.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && a[ref.id].scoreDisplayMode !== 'notApplicable' && (a[ref.id].score ?? 1) < 1)
      .map((ref) => `${c}:${ref.id}`),
  );
  return {
    page,
    url,
    performance: pct(report.categories.performance.score),
    accessibility: pct(report.categories.accessibility.score),
    best_practices: pct(report.categories['best-practices'].score),
    seo: pct(report.categories.seo.score),
    lcp_ms: Math.round(a['largest-contentful-paint'].numericValue ?? 0),
    cls: Number((a['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    tbt_ms: Math.round(a['total-blocking-time'].numericValue ?? 0),
    fcp_ms: Math.round(a['first-contentful-paint'].numericValue ?? 0),
    js_kb: kb(requests.filter((r) => r.resourceType === 'Script')),
    total_kb: kb(requests),
    failing,
  };
}

async function lighthouse(name: string, url: string, cookie: string | undefined, runIndex: number): Promise<Report> {
  const out = path.join(resultsDir, `${MOBILE ? 'm-' : ''}${name}-${runIndex}.json`);
  const args = [
    url,
    ...(MOBILE ? [] : ['--preset=desktop']),
    `--chrome-flags=--headless --no-sandbox --disable-gpu`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  if (SLOW_LINE_RTT_MS) args.push(`--throttling.rttMs=${SLOW_LINE_RTT_MS}`);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run(lighthouseBin, args, { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 });
      const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
      if (report.runtimeError) throw new Error(`${name}: ${report.runtimeError.message}`);
      return report;
    } catch (error) {
      // Chromium now and then loses the trace of a load (NO_NAVSTART), and Lighthouse asks to run it again.
      if (attempt === TRACE_ATTEMPTS || !String(error).includes('NO_NAVSTART')) throw error;
      console.warn(`${name}: trace lost (NO_NAVSTART), running again`);
    }
  }
}

const TRACE_ATTEMPTS = 3;

async function memberCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(MEMBER),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('yc_sid='))) throw new Error(`demo member login failed: ${await res.text()}`);
  // The session and its readable marker, as the browser holds them after a login: sent as one header, since a
  // cookie the server set during the run would take the jar's place of the extra header.
  return cookies.join('; ');
}

interface Listed {
  id: number;
  price: number | null;
  min_qty: number;
  mid_pack: number;
  is_buy: number;
  is_kx: number;
  goods_type: number;
  number: number;
}

async function api<T>(base: string, url: string, cookie: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 10000) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** A goods the member can order, put in the cart (so /cart shows a line) and used as the goods page. */
async function prepareCart(base: string, cookie: string): Promise<number> {
  const { list } = await api<{ list: Listed[] }>(base, '/api/goods/list?page=1&page_size=100', cookie);
  const goods = list.find((g) => g.is_buy === 1 && g.is_kx === 0 && g.goods_type === 1 && g.price !== null && g.number > 50);
  if (!goods) throw new Error('the seeded catalogue has no orderable goods');
  const pack = Math.max(1, goods.mid_pack);
  const units = Math.ceil(Math.max(goods.min_qty, 1) / pack) * pack;
  await api(base, '/api/cart', cookie, { params: [{ goods_id: goods.id, price: goods.price, number: units }] });
  return goods.id;
}

const median = (reports: Report[]): Report =>
  [...reports].sort((x, y) => x.categories.performance.score - y.categories.performance.score)[Math.floor(reports.length / 2)];

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  fs.mkdirSync(resultsDir, { recursive: true });
  const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'yc-lighthouse-'));
  // A copy of the build: a `npm run build` during the runs would otherwise swap the files under the server.
  const servedDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-lighthouse-web-'));
  fs.cpSync(webDist, servedDist, { recursive: true });
  const config = { ...loadConfig({}), dataDir, webDist: servedDist };
  const database = await openDatabase(config, { prepare: (db) => seedIfEmpty(db, { goods: 3000 }) });
  const app = await buildApp({ config, db: database.db });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await memberCookie(base);
    const goodsId = await prepareCart(base, cookie);
    // The phone store's twins of the same four pages (issue 38's 150 KB pages).
    const at = MOBILE ? '/m' : '';
    const pages: [string, string, string | undefined][] = [
      ['home', MOBILE ? '/m/' : '/', undefined],
      ['list', `${at}/list`, undefined],
      ['goods', `${at}/list/info/${goodsId}`, undefined],
      ['cart-member', `${at}/cart`, cookie],
    ];
    const rows: Row[] = [];
    for (const [name, url, pageCookie] of pages.filter(([name]) => !ONLY || name.includes(ONLY))) {
      const reports: Report[] = [];
      for (let i = 0; i < RUNS; i += 1) reports.push(await lighthouse(name, `${base}${url}`, pageCookie, i));
      const row = summarise(name, url, median(reports));
      rows.push(row);
      console.log(`${name}: ${JSON.stringify(row)}`);
    }
    console.table(rows.map(({ failing: _failing, ...row }) => row));
    fs.writeFileSync(
      path.join(here, 'results', MOBILE ? 'lighthouse-mobile.json' : 'lighthouse.json'),
      JSON.stringify({ at: new Date().toISOString(), runs: RUNS, rows }, null, 2),
    );
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(servedDist, { recursive: true, force: true });
    if (!process.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
