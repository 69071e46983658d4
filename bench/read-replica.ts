/**
 * Catalogue listing throughput of `npm start` (main.ts) with no read replica and with one (issue 34): the
 * bench's catalogue in a database of its own on this machine's PostgreSQL 15 (127.0.0.1:5432), a streaming
 * replica of it made by pg_basebackup on another port, and the API started once without and once with
 * DATABASE_REPLICA_URLS, in alternating rounds. Every request asks a listing not asked in the last seconds
 * (page, page size and order vary), so the reply cache answers none and each one reads the database.
 * Prints p50/p99 and req/s of each round and writes bench/results/read-replica.json.
 *
 *   npx tsx bench/read-replica.ts                          # 100,000 goods, seeded the first time (minutes)
 *   BENCH_GOODS=20000 BENCH_BATCHES=50000 npx tsx bench/read-replica.ts   # a smaller catalogue
 *   BENCH_WORKERS=2 BENCH_SECONDS=10 BENCH_ROUNDS=3 …      # API processes, seconds and rounds per setting
 *   BENCH_KEEP_DB=1 …                                      # keep the seeded database for the next run
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowReplication, onPrimary, PRIMARY_URL, primaryForReplicas, startReplica } from '../apps/server/test/db/streaming-replica.js';
import { BATCHES, GOODS, loginCookie, openCatalogue } from './catalogue.js';
import { startCluster } from './cluster.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATABASE = `yc_bench_replica_${GOODS}`;
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'];

interface Round {
  replicas: number;
  p50_ms: number;
  p99_ms: number;
  req_per_s: number;
  non2xx: number;
}

/** 5 orders × 4 page sizes × 250 pages: more listings than 20 connections ask in the reply cache's 2 s. */
function* listings(): Generator<string> {
  for (let i = 0; ; i++) {
    const page = 1 + (i % 250);
    const size = [10, 20, 30, 40][Math.floor(i / 250) % 4];
    const sort = SORTS[Math.floor(i / 1000) % SORTS.length];
    yield `/api/goods/list?page=${page}&page_size=${size}&sort=${sort}`;
  }
}

async function measure(replicaUrl: string | undefined): Promise<Round> {
  if (replicaUrl) process.env.DATABASE_REPLICA_URLS = replicaUrl;
  else delete process.env.DATABASE_REPLICA_URLS;
  process.env.LOG_LEVEL ??= 'warn';
  const api = await startCluster(`${PRIMARY_URL}/${DATABASE}`, WORKERS);
  try {
    // The login's after-write cookie (yc_wrote) is left out: a browser drops it after its 5 s.
    const cookie = (await loginCookie(api.base))
      .split('; ')
      .filter((c) => !c.startsWith('yc_wrote='))
      .join('; ');
    const next = listings();
    const requests = [{ setupRequest: (req: { path: string }) => ({ ...req, path: next.next().value as string }) }];
    const options = { url: api.base, connections: CONNECTIONS, headers: { cookie }, requests };
    await autocannon({ ...options, duration: WARMUP_S });
    const r = await autocannon({ ...options, duration: DURATION_S });
    if (replicaUrl) {
      const metrics = await fetch(`${api.base}/metrics`).then((res) => res.text());
      const served = /^yc_db_replica_reads_total\{[^}]*\} (\d+)/m.exec(metrics)?.[1];
      console.log(`  副本答复的目录读取: ${served ?? 0}`);
    }
    return {
      replicas: replicaUrl ? 1 : 0,
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      req_per_s: Math.round(r.requests.average),
      non2xx: r.non2xx,
    };
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  const primary = await primaryForReplicas();
  if ('skip' in primary) throw new Error(`无法建立只读副本: ${primary.skip}`);
  const exists = (await onPrimary(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`)).length > 0;
  if (!exists) await onPrimary(`CREATE DATABASE "${DATABASE}"`);
  process.env.DATABASE_URL = `${PRIMARY_URL}/${DATABASE}`;
  const catalogue = await openCatalogue();
  await catalogue.close();
  const disallow = await allowReplication(primary);
  const replica = await startReplica();
  const rounds: Round[] = [];
  try {
    const replicaUrl = replica.url(DATABASE);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const url of [undefined, replicaUrl]) {
        const r = await measure(url);
        console.log(
          `第 ${round} 轮，${r.replicas} 个副本: p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, ${r.req_per_s} req/s, 非 2xx ${r.non2xx}`,
        );
        rounds.push(r);
      }
    }
  } finally {
    replica.remove();
    await disallow();
    if (!process.env.BENCH_KEEP_DB) await onPrimary(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  }
  const median = (n: number) => {
    const of = rounds.filter((r) => r.replicas === n).sort((a, b) => a.req_per_s - b.req_per_s);
    return { ...of[Math.floor(of.length / 2)], p99_ms: Math.max(...of.map((r) => r.p99_ms)), rounds: of.map((r) => r.req_per_s) };
  };
  const table = [median(0), median(1)];
  console.log(`\n${GOODS} 个商品、${BATCHES} 个批次，${WORKERS} 个 API 进程，${CONNECTIONS} 个连接，每轮 ${DURATION_S} s`);
  console.log('| replicas | p50 ms | p99 ms (worst round) | req/s (median) | rounds req/s | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of table)
    console.log(`| ${r.replicas} | ${r.p50_ms} | ${r.p99_ms} | ${r.req_per_s} | ${r.rounds.join(' / ')} | ${r.non2xx} |`);
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(here, 'results/read-replica.json'),
    JSON.stringify({ goods: GOODS, batches: BATCHES, workers: WORKERS, table, rounds }, null, 2),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
