/**
 * Adding to the cart on the 100,000-goods catalogue (issue 17): one buyer adding lines one after another, as a
 * pharmacist works down a list, and 20 stores adding at the same time, each under its own store lock, so no
 * store waits on another's. `POST /api/cart` on the real app (buildApp listening on a local port); each store
 * adds goods it has not in its cart yet, with the price the page shows, as the page sends it (the cart checks it
 * against its own). Prints p50/p99 per scenario and writes bench/results/add-to-cart.json.
 *
 *   DATA_DIR=/tmp/yc-bench npx tsx bench/add-to-cart.ts      # the bench catalogue (bench/catalogue.ts)
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { addAddress, createBuyer, sessionCookie, signedContract } from '../apps/server/test/fixtures.js';
import { openCatalogue } from './catalogue.js';

const STORES = 20;
const LINES_ONE_BUYER = 200;
const LINES_EACH_STORE = 50;
const GOAL_P99_MS = 30;
const here = path.dirname(fileURLToPath(import.meta.url));

interface ClientResult {
  oneBuyer: number[];
  together: number[];
  seconds: number;
  failures: Record<string, number>;
}

/** The buyers: one adding its lines one after another, then the others all at once, each down its own list. */
const CLIENT = `
const { parentPort, workerData: w } = require('node:worker_threads');
const failures = {};
const add = async (cookie, goods) => {
  const t = performance.now();
  const res = await fetch(w.base + '/api/cart', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    // The price the page shows, as the page sends it: the cart checks it against its own.
    body: JSON.stringify({ params: [{ goods_id: goods.id, price: goods.price, number: 1 }] }),
  });
  const env = await res.json();
  if (env.code !== 10000) failures[env.msg] = (failures[env.msg] ?? 0) + 1;
  return performance.now() - t;
};
(async () => {
  for (const goods of w.warmGoods) await add(w.warm, goods);
  for (const k of Object.keys(failures)) delete failures[k];
  const oneBuyer = [];
  for (const goods of w.aloneGoods) oneBuyer.push(await add(w.alone, goods));
  const together = [];
  const t0 = performance.now();
  await Promise.all(w.others.map(async (cookie, s) => { for (const goods of w.eachGoods[s]) together.push(await add(cookie, goods)); }));
  parentPort.postMessage({ oneBuyer, together, seconds: (performance.now() - t0) / 1000, failures });
})();
`;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

async function main(): Promise<void> {
  const { database, close } = await openCatalogue();
  const app = await buildApp({ config: { ...loadConfig({}), databaseUrl: database.url }, db: database.db });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Plain goods with stock every store may buy: no 控销, 含麻 or purchase limit, no combination.
    const catalogue = (
      await database.db.execute<{ id: number; price: number }>(sql`
        SELECT id, base_price / 100.0 AS price FROM goods WHERE on_sale AND stock > 1000 AND NOT is_controlled AND NOT contains_ephedrine
          AND qg_number = 0 AND goods_type <> 3
        ORDER BY id LIMIT ${LINES_ONE_BUYER + STORES * LINES_EACH_STORE}`)
    ).rows.map((r) => ({ id: r.id, price: Number(r.price) }));
    const stores: { storeId: number; cookie: string }[] = [];
    // One store warms the prepared statements and the pool, one adds alone, the others add at once.
    for (let i = 0; i < STORES + 2; i += 1) {
      const buyer = await createBuyer(app);
      await Promise.all([signedContract(app, buyer.storeId), addAddress(app, buyer.storeId)]);
      stores.push({ storeId: buyer.storeId, cookie: await sessionCookie(app, buyer) });
    }
    const [warm, alone, ...others] = stores;
    // The buyers' browsers are not the server: the adds are sent from a thread of their own, so their
    // requests and answers do not take the API's event loop.
    const { oneBuyer, together, seconds, failures } = await new Promise<ClientResult>((resolve, reject) => {
      const client = new Worker(CLIENT, {
        eval: true,
        workerData: {
          base,
          alone: alone.cookie,
          warm: warm.cookie,
          others: others.map((o) => o.cookie),
          aloneGoods: catalogue.slice(0, LINES_ONE_BUYER),
          eachGoods: others.map((_, s) =>
            catalogue.slice(LINES_ONE_BUYER + s * LINES_EACH_STORE, LINES_ONE_BUYER + (s + 1) * LINES_EACH_STORE),
          ),
          warmGoods: catalogue.slice(0, 10),
        },
      });
      client.once('message', resolve);
      client.once('error', reject);
    });

    const rows = [
      { scenario: `one buyer, ${LINES_ONE_BUYER} lines one after another`, ms: oneBuyer, seconds: null },
      { scenario: `${STORES} stores at once, ${LINES_EACH_STORE} lines each`, ms: together, seconds },
    ].map((r) => ({
      scenario: r.scenario,
      adds: r.ms.length,
      p50_ms: percentile(r.ms, 50),
      p99_ms: percentile(r.ms, 99),
      max_ms: percentile(r.ms, 100),
      adds_per_s: r.seconds === null ? null : Math.round(r.ms.length / r.seconds),
      goal_p99_ms: GOAL_P99_MS,
    }));
    for (const r of rows)
      console.log(
        `${r.scenario}: p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, max ${r.max_ms} ms${r.adds_per_s ? `, ${r.adds_per_s} 次/秒` : ''} (目标 p99 < ${GOAL_P99_MS} ms: ${r.p99_ms < GOAL_P99_MS ? '达成' : '未达成'})`,
      );
    if (Object.keys(failures).length)
      console.log(
        `失败: ${Object.entries(failures)
          .map(([msg, n]) => `${msg} ×${n}`)
          .join('；')}`,
      );
    const file = path.join(here, 'results/add-to-cart.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const run = { at: new Date().toISOString(), cores: os.cpus().length, load_average: os.loadavg(), rows, failures };
    fs.writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
    console.log(`结果已写入 ${path.relative(process.cwd(), file)}`);
  } finally {
    await app.close();
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
