/**
 * Adding to the cart on the 100,000-goods catalogue (issue 17): one buyer adding lines one after another, as a
 * pharmacist works down a list, and 20 stores adding at the same time, each under its own store lock, so no
 * store waits on another's. `POST /api/cart` on the real app (buildApp listening on a local port, or `npm start`'s
 * cluster with BENCH_WORKERS); each store adds goods it has not in its cart yet, with the price the page shows, as
 * the page sends it (the cart checks it against its own). The stores are at work before they are measured: each has
 * opened the store and put two goods in its cart, all at once, so the API's connections to the database are open
 * and its statements prepared, as in a store that has been running; that first round is reported too. Last, the
 * first buyer adds a few lines with a pause before each, longer than node-postgres's idle time. Prints p50/p99 per
 * scenario (in one process also the API's own p99 for the adds) and writes bench/results/add-to-cart.json.
 *
 *   DATA_DIR=/tmp/yc-bench npx tsx bench/add-to-cart.ts      # the bench catalogue (bench/catalogue.ts)
 *   BENCH_WORKERS=2 DATA_DIR=/tmp/yc-bench npx tsx bench/add-to-cart.ts   # the API as `npm start` runs it
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { addAddress, createBuyer, sessionCookie, signedContract } from '../apps/server/test/fixtures.js';
import { openCatalogue, buildServedApp } from './catalogue.js';
import { startCluster } from './cluster.js';

const STORES = 20;
const LINES_ONE_BUYER = 200;
const LINES_EACH_STORE = 50;
const FIRST_LINES = 2;
/** Stores at work, each adding a line every 200 ms: faster than a person finds, checks and types the next line. */
const PACED_LINES = 20;
const PACED_EVERY_MS = 200;
/** A buyer who takes longer than node-postgres's 10 s of idle time (db/client.ts) to find each next line. */
const PAUSED_LINES = 5;
const PAUSED_EVERY_MS = 12_000;
const GOAL_P99_MS = 30;
/** Run the API as `npm start` does, this many worker processes, instead of one app in this process. */
const workers = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : null;
const here = path.dirname(fileURLToPath(import.meta.url));

type Phase = 'opened' | 'oneBuyer' | 'paced' | 'together' | 'paused';

interface ClientResult {
  opened: number[];
  oneBuyer: number[];
  paused: number[];
  paced: number[];
  together: number[];
  seconds: number;
  failures: Record<string, number>;
}

/**
 * The buyers: one adding its lines one after another, then the others all at once, each down its own list. autocannon
 * sends them (one keep-alive connection per store, each request the moment the last one answered), as the other
 * benches do: a lighter client than fetch, whose streams took two thirds of a core the server shares.
 */
const CLIENT = `
const { parentPort, workerData: w } = require('node:worker_threads');
const autocannon = require('autocannon');
const http = require('node:http');
const failures = {};
const request = (cookie, method, path, body) => ({
  method,
  path,
  headers: body ? { cookie, 'content-type': 'application/json' } : { cookie },
  body,
  onResponse: (status, text) => {
    const code = status === 200 ? JSON.parse(text).code : null;
    const msg = status === 200 ? JSON.parse(text).msg : 'HTTP ' + status;
    if (code !== 10000) failures[msg] = (failures[msg] ?? 0) + 1;
  },
});
// The price the page shows, as the page sends it: the cart checks it against its own.
const add = (cookie, g) => request(cookie, 'POST', '/api/cart', JSON.stringify({ params: [{ goods_id: g.id, price: g.price, number: 1 }] }));
/** Each connection is one store sending its own requests once; the times of the answers, in ms, and the run's seconds. */
const run = async (stores) => {
  let next = 0;
  const ms = [];
  let last = 0;
  const t0 = performance.now();
  await autocannon({
    url: w.base,
    connections: stores.length,
    maxConnectionRequests: stores[0].length,
    setupClient: (client) => {
      client.setRequests(stores[next++]);
      client.on('response', (status, bytes, time) => {
        ms.push(time);
        last = performance.now();
      });
    },
  });
  return { ms, seconds: (last - t0) / 1000 };
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** One add over the store's own keep-alive connection; resolves with its time in ms once the answer is read. */
const send = (agent, cookie, g) => new Promise((resolve, reject) => {
  const t = performance.now();
  const { body, headers, onResponse } = add(cookie, g);
  const req = http.request(w.base + '/api/cart', { method: 'POST', agent, headers }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => (text += chunk));
    res.on('end', () => {
      onResponse(res.statusCode, text);
      resolve(performance.now() - t);
    });
  });
  req.on('error', reject);
  req.end(body);
});
/**
 * Stores at work: each sends its next add everyMs after the last one left (or when it answers, if later), the stores'
 * first adds spread over the first interval, as stores that do not start in step; the times of the answers, in ms.
 */
const atWork = async (stores, everyMs) => {
  const ms = [];
  await Promise.all(stores.map(async (s, i) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await sleep((everyMs * i) / stores.length);
    for (const g of s.pacedGoods) {
      const took = await send(agent, s.cookie, g);
      ms.push(took);
      await sleep(Math.max(0, everyMs - took));
    }
    agent.destroy();
  }));
  return ms;
};
/** One buyer who takes everyMs to find each next line; the times of the answers, in ms. */
const withPauses = async (store, everyMs) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ms = [];
  for (const g of store.pausedGoods) {
    await sleep(everyMs);
    ms.push(await send(agent, store.cookie, g));
  }
  agent.destroy();
  return ms;
};
(async () => {
  // Every store opens the store (the header asks for its cart's count) and puts two goods in its cart, all at once.
  const phase = (name) => parentPort.postMessage({ phase: name });
  phase('opened');
  const opened = await run(w.stores.map((s) => [request(s.cookie, 'GET', '/api/cart/total'), ...s.firstGoods.map((g) => add(s.cookie, g))]));
  const [alone, ...others] = w.stores;
  phase('oneBuyer');
  const oneBuyer = (await run([alone.goods.map((g) => add(alone.cookie, g))])).ms;
  phase('paced');
  const paced = await atWork(others, w.pacedEveryMs);
  phase('together');
  const { ms: together, seconds } = await run(others.map((s) => s.goods.map((g) => add(s.cookie, g))));
  // Last, so that its minute of quiet does not make the others start cold.
  phase('paused');
  const paused = await withPauses(alone, w.pausedEveryMs);
  parentPort.postMessage({ opened: opened.ms, oneBuyer, paused, paced, together, seconds, failures });
})();
`;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

async function main(): Promise<void> {
  const { database, close } = await openCatalogue();
  const app = await buildServedApp(database);
  const stop: (() => Promise<unknown>)[] = [() => app.close(), close];
  try {
    // In one process, the time the API itself took for each add (from reading the request to sending the answer), by
    // the phase the client is in: what the client measures beyond it waited in sockets and run queues.
    let phase: Phase = 'opened';
    const serverMs: Record<Phase, number[]> = { opened: [], oneBuyer: [], paced: [], together: [], paused: [] };
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method === 'POST' && request.url === '/api/cart') serverMs[phase].push(reply.elapsedTime);
      done();
    });
    let base: string;
    if (workers) {
      const cluster = await startCluster(database.url, workers);
      stop.unshift(cluster.stop);
      base = cluster.base;
    } else base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Plain goods with stock every store may buy: no 控销, 含麻 or purchase limit, no combination.
    const catalogue = (
      await database.db.execute<{ id: number; price: number }>(sql`
        SELECT id, base_price / 100.0 AS price FROM goods WHERE on_sale AND stock > 1000 AND NOT is_controlled AND NOT contains_ephedrine
          AND qg_number = 0 AND goods_type <> 3
        ORDER BY id LIMIT ${LINES_ONE_BUYER + PAUSED_LINES + STORES * (LINES_EACH_STORE + PACED_LINES) + (STORES + 1) * FIRST_LINES}`)
    ).rows.map((r) => ({ id: r.id, price: Number(r.price) }));
    const goods = catalogue.slice((STORES + 1) * FIRST_LINES);
    const paced = goods.slice(LINES_ONE_BUYER + STORES * LINES_EACH_STORE);
    const pausedLines = paced.slice(STORES * PACED_LINES);
    // One store adds alone, the others at once.
    const stores: {
      cookie: string;
      firstGoods: typeof catalogue;
      goods: typeof catalogue;
      pausedGoods: typeof catalogue;
      pacedGoods: typeof catalogue;
    }[] = [];
    for (let i = 0; i <= STORES; i += 1) {
      const buyer = await createBuyer(app);
      await Promise.all([signedContract(app, buyer.storeId), addAddress(app, buyer.storeId)]);
      const [from, to] =
        i === 0 ? [0, LINES_ONE_BUYER] : [LINES_ONE_BUYER + (i - 1) * LINES_EACH_STORE, LINES_ONE_BUYER + i * LINES_EACH_STORE];
      stores.push({
        cookie: await sessionCookie(app, buyer),
        firstGoods: catalogue.slice(i * FIRST_LINES, (i + 1) * FIRST_LINES),
        goods: goods.slice(from, to),
        pausedGoods: i === 0 ? pausedLines : [],
        pacedGoods: i === 0 ? [] : paced.slice((i - 1) * PACED_LINES, i * PACED_LINES),
      });
    }
    // The buyers' browsers are not the server: the adds are sent from a thread of their own, so their
    // requests and answers do not take the API's event loop.
    const {
      opened,
      oneBuyer,
      paused,
      paced: atWork,
      together,
      seconds,
      failures,
    } = await new Promise<ClientResult>((resolve, reject) => {
      const client = new Worker(CLIENT, {
        eval: true,
        workerData: { base, stores, pacedEveryMs: PACED_EVERY_MS, pausedEveryMs: PAUSED_EVERY_MS },
      });
      client.on('message', (m: ClientResult | { phase: Phase }) => {
        if ('phase' in m) phase = m.phase;
        else resolve(m);
      });
      client.once('error', reject);
    });

    const rows = (
      [
        {
          phase: 'opened',
          scenario: `${STORES + 1} stores opening the store at once, ${FIRST_LINES} lines each`,
          ms: opened,
          seconds: null,
          goal: false,
        },
        { phase: 'oneBuyer', scenario: `one buyer, ${LINES_ONE_BUYER} lines one after another`, ms: oneBuyer, seconds: null, goal: true },
        {
          phase: 'paused',
          scenario: `one buyer, ${PAUSED_LINES} lines, a line every ${PAUSED_EVERY_MS / 1000} s`,
          ms: paused,
          seconds: null,
          goal: true,
        },
        {
          phase: 'paced',
          scenario: `${STORES} stores at once, ${PACED_LINES} lines each, a line every ${PACED_EVERY_MS} ms`,
          ms: atWork,
          seconds: null,
          goal: true,
        },
        {
          phase: 'together',
          scenario: `${STORES} stores at once, ${LINES_EACH_STORE} lines each, the next the moment the last answered`,
          ms: together,
          seconds,
          goal: true,
        },
      ] satisfies { phase: Phase; scenario: string; ms: number[]; seconds: number | null; goal: boolean }[]
    ).map((r) => ({
      scenario: r.scenario,
      adds: r.ms.length,
      p50_ms: percentile(r.ms, 50),
      p99_ms: percentile(r.ms, 99),
      max_ms: percentile(r.ms, 100),
      server_p99_ms: serverMs[r.phase].length ? percentile(serverMs[r.phase], 99) : null,
      adds_per_s: r.seconds === null ? null : Math.round(r.ms.length / r.seconds),
      goal_p99_ms: r.goal ? GOAL_P99_MS : null,
    }));
    for (const r of rows)
      console.log(
        `${r.scenario}: p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, max ${r.max_ms} ms${r.server_p99_ms === null ? '' : ` (API ${r.server_p99_ms} ms)`}${r.adds_per_s ? `, ${r.adds_per_s} 次/秒` : ''}${r.goal_p99_ms ? ` (目标 p99 < ${r.goal_p99_ms} ms: ${r.p99_ms < r.goal_p99_ms ? '达成' : '未达成'})` : ''}`,
      );
    if (Object.keys(failures).length)
      console.log(
        `失败: ${Object.entries(failures)
          .map(([msg, n]) => `${msg} ×${n}`)
          .join('；')}`,
      );
    const file = path.join(here, 'results/add-to-cart.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const run = {
      at: new Date().toISOString(),
      api: workers ? `${workers} workers` : 'one process',
      cores: os.cpus().length,
      load_average: os.loadavg(),
      rows,
      failures,
    };
    fs.writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
    console.log(`结果已写入 ${path.relative(process.cwd(), file)}`);
  } finally {
    for (const step of stop) await step();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
