/**
 * Load scenario for search suggestions, goods listings and a goods page on a 100,000-goods catalogue: the
 * real app (buildApp) on the embedded PostgreSQL in a temporary DATA_DIR, or on DATABASE_URL, or `npm start`'s
 * cluster of BENCH_WORKERS processes on it; each scenario beside a bare Node route serving the same bytes in the same
 * run, which is what this machine can do at all for that answer (with BENCH_WORKERS, also beside the bare route in as
 * many worker processes, the same shape as the API). autocannon sends the load from a worker thread. Prints p50/p99
 * latency, req/s and the share of the bare route's req/s, and writes bench/results/search-list.json.
 *
 *   npx tsx bench/search-list.ts                 # embedded PostgreSQL, seeded afresh (takes a while)
 *   DATA_DIR=/tmp/yc-bench npx tsx bench/search-list.ts   # keeps the seeded directory for the next run
 *   DATABASE_URL=postgres://127.0.0.1:5432/test npx tsx bench/search-list.ts   # an empty (reset) database
 *   BENCH_ONLY=list BENCH_SECONDS=5 …            # only the scenarios whose name holds "list", 5 s each
 *   BENCH_WORKERS=2 DATA_DIR=…                   # the API as `npm start` runs it, 2 worker processes (node's cluster)
 *   BENCH_ROUNDS=1 …                             # one round per scenario instead of the median of three
 */
import autocannon from 'autocannon';
import { fillPlaceholders, sql } from 'drizzle-orm';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bareCluster, bareServer } from './bare-route.js';
import { keywordPatterns } from '../apps/server/src/modules/search/keyword.js';
import { suggestArgs, suggestSelect } from '../apps/server/src/modules/search/queries.js';
import { BATCHES, BROWSER_ACCEPT_ENCODING, GOODS, loginCookie, openCatalogue, type BenchDatabase, buildServedApp } from './catalogue.js';
import { startCluster } from './cluster.js';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
/** Each scenario is measured this many times, bare route then app, and reported by its median round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Goals of issues 15 and 17 on this 2-core machine: p99 at 20 connections, and throughput as a share of the bare route. */
const GOAL = {
  search: { p99: 15, share: 0.5 },
  list: { p99: 25, share: 0.25 },
  multiTerm: { p99: 20, share: 0.25 },
  detail: { p99: 25, share: 0.25 },
} as const;
type Goal = (typeof GOAL)[keyof typeof GOAL];

const SUGGESTIONS: [label: string, keywords: string][] = [
  ['1 char 布', '布'],
  ['2 chars 阿莫', '阿莫'],
  ['initials am', 'am'],
  ['initials amxl', 'amxl'],
  ['long 阿莫西林克拉维酸钾', '阿莫西林克拉维酸钾'],
];

interface Row {
  scenario: string;
  url: string;
  /** As sent: compressed when the app compressed it. */
  bytes: number;
  encoding: string | null;
  p50_ms: number;
  p99_ms: number;
  req_per_s: number;
  /** The bare Node route serving the same bytes, in the same run, in one process. */
  bare_req_per_s: number;
  bare_p99_ms: number;
  /** The median round's share; the p99 is the worst round's. */
  share_of_bare: number;
  round_shares: number[];
  /** With BENCH_WORKERS: the bare route in as many worker processes, in the same rounds, and the API's share of it. */
  bare_workers_req_per_s: number | null;
  share_of_bare_workers: number | null;
  round_shares_of_bare_workers: number[] | null;
  errors: number;
  non2xx: number;
  goal: Goal | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const external = process.env.DATABASE_URL;
/** Run the API as `npm start` does, this many worker processes, instead of one app in this process. */
const workers = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : null;

/** The app's answer as it went out, before any decoding (fetch would decode it). */
function rawAnswer(url: string, headers: Record<string, string>): Promise<{ body: Buffer; type: string; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            type: res.headers['content-type'] ?? 'application/json',
            encoding: res.headers['content-encoding'] ?? null,
          }),
        );
      })
      .on('error', reject);
  });
}

const measure = async (url: string, headers: Record<string, string>) => {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers, workers: 1 });
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, workers: 1 });
};

async function main(): Promise<void> {
  const { database, close } = await openCatalogue();
  const stop: (() => Promise<unknown>)[] = [close];
  try {
    await explainSuggestions(database);

    let base: string;
    if (workers !== null) {
      const cluster = await startCluster(database.url, workers);
      stop.unshift(cluster.stop);
      base = cluster.base;
    } else {
      const app = await buildServedApp(database);
      stop.unshift(() => app.close());
      base = await app.listen({ port: 0, host: '127.0.0.1' });
    }
    const bare = await bareServer();
    stop.unshift(bare.close);
    const bareWorkers = workers === null ? null : await bareCluster(workers);
    if (bareWorkers) stop.unshift(bareWorkers.close);

    const cookie = await loginCookie(base);
    const [kgr] = (await database.db.execute<{ id: number }>(sql`SELECT id FROM categories WHERE kind = 'ordinary' AND key = 'kgr'`)).rows;
    const [amoxicillin] = (
      await database.db.execute<{ id: number }>(
        sql`SELECT id FROM goods WHERE on_sale AND common_name = '阿莫西林' ORDER BY sales DESC LIMIT 1`,
      )
    ).rows;
    const list = (q: string) => `${base}/api/goods/list${q}`;
    const scenarios: { name: string; url: string; goal: Goal }[] = [
      ...SUGGESTIONS.map(([label, kw]) => ({
        name: `search ${label}`,
        url: `${base}/api/goods/search?type=0&keywords=${encodeURIComponent(kw)}`,
        goal: GOAL.search,
      })),
      { name: 'list default', url: list('?page=1'), goal: GOAL.list },
      { name: 'list category 抗感染药', url: list(`?category_id=${kgr.id}`), goal: GOAL.list },
      { name: 'list zone 包邮 (yx=1)', url: list('?yx=1'), goal: GOAL.list },
      { name: 'list page 200', url: list('?page=200'), goal: GOAL.list },
      { name: 'list keyword 阿莫西林', url: list(`?keywords=${encodeURIComponent('阿莫西林')}`), goal: GOAL.list },
      // Issue 15: several terms over name, maker and spec; pinyin; a typo read by the fallback; the facets.
      ...[
        ['multi-term 阿莫西林 联邦 0.25g', '阿莫西林 联邦 0.25g'],
        ['multi-term 联邦阿莫西林0.25g*24粒', '联邦阿莫西林0.25g*24粒'],
        ['pinyin buluofen', 'buluofen'],
        ['typo 阿莫西林胶襄', '阿莫西林胶襄'],
      ].map(([label, kw]) => ({ name: `list ${label}`, url: list(`?keywords=${encodeURIComponent(kw)}`), goal: GOAL.multiTerm })),
      {
        name: 'facets 阿莫西林 联邦',
        url: `${base}/api/goods/facets?keywords=${encodeURIComponent('阿莫西林 联邦')}`,
        goal: GOAL.multiTerm,
      },
      { name: 'list sort price_asc', url: list('?sort=price_asc'), goal: GOAL.list },
      { name: 'detail 阿莫西林', url: `${base}/api/goods/detail/${amoxicillin.id}`, goal: GOAL.detail },
    ];

    const chosen = scenarios.filter((x) => x.name.includes(process.env.BENCH_ONLY ?? ''));
    const plans = await explainLists(
      database,
      chosen.filter((x) => x.name.startsWith('list ')),
      cookie,
    );
    const rows: Row[] = [];
    // BENCH_ONLY=list runs the scenarios whose name holds it, for tuning one path.
    for (const [i, s] of chosen.entries()) {
      const headers = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
      const first = await rawAnswer(s.url, headers);
      const answer = { path: `/bare/${i}`, ...first, body: first.body.toString('base64') };
      await bare.serve(answer);
      await bareWorkers?.serve(answer);
      // Rounds of the bare routes then the app: the two cores' share between them moves over minutes.
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const ceiling = await measure(`${bare.base}${answer.path}`, {});
        const workersCeiling = bareWorkers ? await measure(`${bareWorkers.base}${answer.path}`, {}) : null;
        const r = await measure(s.url, headers);
        rounds.push({
          ceiling,
          workersCeiling,
          r,
          share: r.requests.average / ceiling.requests.average,
          shareOfWorkers: workersCeiling ? r.requests.average / workersCeiling.requests.average : null,
        });
      }
      const { ceiling, workersCeiling, r, share, shareOfWorkers } = [...rounds].sort((a, b) => a.share - b.share)[Math.floor(ROUNDS / 2)];
      const hundredths = (x: number) => Math.round(100 * x) / 100;
      const row: Row = {
        scenario: s.name,
        url: s.url.replace(/^http:\/\/[^/]+/, ''),
        bytes: first.body.length,
        encoding: first.encoding,
        p50_ms: r.latency.p50,
        p99_ms: Math.max(...rounds.map((x) => x.r.latency.p99)),
        req_per_s: Math.round(r.requests.average),
        bare_req_per_s: Math.round(ceiling.requests.average),
        bare_p99_ms: ceiling.latency.p99,
        share_of_bare: hundredths(share),
        round_shares: rounds.map((x) => hundredths(x.share)),
        bare_workers_req_per_s: workersCeiling && Math.round(workersCeiling.requests.average),
        share_of_bare_workers: shareOfWorkers === null ? null : hundredths(shareOfWorkers),
        round_shares_of_bare_workers: bareWorkers ? rounds.map((x) => hundredths(x.shareOfWorkers ?? 0)) : null,
        errors: rounds.reduce((n, x) => n + x.r.errors, 0),
        non2xx: rounds.reduce((n, x) => n + x.r.non2xx, 0),
        goal: s.goal,
      };
      rows.push(row);
      console.log(
        `${row.scenario}: p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms, ${row.req_per_s} req/s = ${row.share_of_bare} of bare (rounds ${row.round_shares.join(' / ')}; ${row.bare_req_per_s} req/s, ${row.bytes} B${row.encoding ? ` ${row.encoding}` : ''})${row.share_of_bare_workers === null ? '' : `; ${row.share_of_bare_workers} of the bare route in ${workers} workers (rounds ${row.round_shares_of_bare_workers?.join(' / ')}; ${row.bare_workers_req_per_s} req/s)`}${row.errors || row.non2xx ? `, ${row.errors} errors, ${row.non2xx} non-2xx` : ''}`,
      );
    }
    report(rows, plans, {
      database: external ? 'external' : 'embedded',
      version: await serverVersion(database.db),
      batches: await batchCount(database.db),
      server: workers === null ? 'one process (buildApp)' : `npm start, ${workers} workers`,
    });
  } finally {
    for (const s of stop) await s();
  }
}

type Database = BenchDatabase;
type Db = Database['db'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** A listing's page statement as PostgreSQL runs it: where validity comes from. */
interface ListPlan {
  scenario: string;
  execution_ms: number;
  /** Every table the plan reads. */
  relations: string[];
  /** SubPlan or InitPlan nodes: a query run per row (or once) inside it. */
  subplans: number;
  /** The validity the cards show is read from the goods' maintained columns. */
  reads_expiry_columns: boolean;
  reads_goods_batches: boolean;
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * EXPLAIN ANALYZE of the statement each listing runs for its page: one request is made while the
 * pool's queries are caught, and the statement that selects the goods' validity (expiry_from) is
 * explained with its own parameters. Validity must come from goods.expiry_from/expiry_to, kept by
 * every batch move, not from goods_batches read per row.
 */
async function explainLists({ pool }: Database, scenarios: { name: string; url: string }[], cookie: string): Promise<ListPlan[]> {
  const plans: ListPlan[] = [];
  if (scenarios.length) console.log('列表查询 EXPLAIN ANALYZE (效期取自商品表的维护列):');
  for (const s of scenarios) {
    const caught: { text: string; values: unknown[] }[] = [];
    const query = pool.query;
    const catching = (config: string | { text: string; values?: unknown[] }, values?: unknown[]) => {
      caught.push(
        typeof config === 'string' ? { text: config, values: values ?? [] } : { text: config.text, values: values ?? config.values ?? [] },
      );
      return (query as (...args: unknown[]) => unknown).call(pool, config, values);
    };
    pool.query = catching as unknown as typeof pool.query;
    try {
      await (await fetch(s.url, { headers: { cookie } })).arrayBuffer();
    } finally {
      pool.query = query;
    }
    const page = caught.find((c) => c.text.includes('"expiry_from"'));
    if (!page) {
      // A search the fallback answers with no goods reads no page.
      console.log(`  ${s.name.padEnd(36)} 未读取商品页`);
      continue;
    }
    const res = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${page.text}`,
      page.values,
    );
    const [plan] = res.rows[0]['QUERY PLAN'];
    const relations = new Set<string>();
    let subplans = 0;
    walk(plan.Plan, (n) => {
      if (n['Relation Name']) relations.add(n['Relation Name']);
      if (n['Parent Relationship'] === 'SubPlan' || n['Parent Relationship'] === 'InitPlan') subplans += 1;
    });
    const row: ListPlan = {
      scenario: s.name,
      execution_ms: plan['Execution Time'],
      relations: [...relations].sort(),
      subplans,
      reads_expiry_columns: page.text.includes('"expiry_from"') && page.text.includes('"expiry_to"'),
      reads_goods_batches: relations.has('goods_batches') || page.text.includes('goods_batches'),
    };
    plans.push(row);
    console.log(
      `  ${s.name.padEnd(36)} ${row.execution_ms.toFixed(3)} ms  读取表: ${row.relations.join(', ')}  子查询节点: ${row.subplans}  读取 goods_batches: ${row.reads_goods_batches ? '是' : '否'}`,
    );
  }
  console.log('');
  return plans;
}

async function batchCount(db: Db): Promise<number> {
  const [{ n }] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_batches`)).rows;
  return n;
}

/** EXPLAIN ANALYZE of the suggestion query itself: a one-character query should cost what a long one does. */
async function explainSuggestions({ db, pool }: Database): Promise<void> {
  console.log('\n建议词查询 EXPLAIN ANALYZE (search_terms):');
  for (const [label, kw] of SUGGESTIONS) {
    const { shape, params } = suggestArgs(0, keywordPatterns(kw), 10);
    const query = suggestSelect(db, shape).toSQL();
    const res = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`,
      fillPlaceholders(query.params, params),
    );
    const [plan] = res.rows[0]['QUERY PLAN'];
    const nodes: string[] = [];
    for (let node: PlanNode | undefined = plan.Plan; node; node = node.Plans?.[0]) nodes.push(node['Node Type']);
    console.log(`  ${label.padEnd(24)} ${plan['Execution Time'].toFixed(3)} ms  ${nodes.join(' > ')}`);
  }
  console.log('');
}

async function serverVersion(db: Db): Promise<string> {
  const [{ v }] = (await db.execute<{ v: string }>(sql`SELECT current_setting('server_version') AS v`)).rows;
  return v;
}

function report(rows: Row[], plans: ListPlan[], meta: { database: string; version: string; batches: number; server: string }): void {
  const met = (r: Row) => r.goal !== null && r.p99_ms < r.goal.p99 && r.share_of_bare >= r.goal.share && r.errors === 0 && r.non2xx === 0;
  const inWorkers = rows.some((r) => r.share_of_bare_workers !== null);
  const header = [
    'scenario',
    'p50 ms',
    'p99 ms',
    'req/s',
    'bare req/s',
    'share',
    ...(inWorkers ? ['bare in workers', 'share'] : []),
    'goal',
    'ok',
  ];
  const table = rows.map((r) => [
    r.scenario,
    String(r.p50_ms),
    String(r.p99_ms),
    String(r.req_per_s),
    String(r.bare_req_per_s),
    r.share_of_bare.toFixed(2),
    ...(inWorkers ? [String(r.bare_workers_req_per_s), r.share_of_bare_workers?.toFixed(2) ?? ''] : []),
    r.goal ? `p99 < ${r.goal.p99} ms, ≥ ${r.goal.share}` : '',
    met(r) ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${GOODS} goods, ${meta.batches} batches (target ${BATCHES}), PostgreSQL ${meta.version} (${meta.database}), ${meta.server}, ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores, load average ${load}\n`,
  );
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...table.map(line)].join('\n'));
  const out = path.join(here, 'results', 'search-list.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // One entry per kind of database and server, so the runs sit side by side.
  const previous: Record<string, unknown> = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
  const run = {
    at: new Date().toISOString(),
    goods: GOODS,
    batches: meta.batches,
    server: meta.server,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    cores: os.cpus().length,
    load_average: os.loadavg(),
    postgres: meta.version,
    rows,
    list_plans: plans,
  };
  fs.writeFileSync(out, `${JSON.stringify({ ...previous, [`${meta.database}, ${meta.server}`]: run }, null, 2)}\n`);
  console.log(`\n结果已写入 ${path.relative(process.cwd(), out)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
