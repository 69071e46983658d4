/**
 * Issue 34's read replicas against a real one: a streaming standby of this machine's PostgreSQL 15 made by
 * pg_basebackup. The catalogue's reads go to it; a buyer's own write is read back from the primary, and so
 * are money and stock; a replica that lags (its replay paused) or is stopped is left out within the bound,
 * and the store answers 200 throughout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { openDatabase } from '../../src/db/database.js';
import { poolOf } from '../../src/db/pool.js';
import { ReadReplicas } from '../../src/db/replicas.js';
import { goods, walletLedger } from '../../src/db/schema/index.js';
import { metricsRegistry, replicaCounts } from '../../src/lib/metrics.js';
import { seedIfEmpty } from '../../src/seed/index.js';
import { createBuyer, seedGoods, sessionCookie, stockBatches } from '../fixtures.js';
import { freePort } from '../../src/db/embedded.js';
import { ask, spawnStore, started } from './store-under-load.js';
import { allowReplication, primaryDatabase, primaryForReplicas, startReplica, type StreamingReplica } from './streaming-replica.js';

const MAX_LAG_MS = 1000;
/** A replica that falls behind or stops is left out within the bound and one check (a quarter of it), with room for a busy machine. */
const LEFT_OUT_WITHIN_MS = MAX_LAG_MS + 1500;
const DATABASE = `yc_replica_test_${process.pid}`;

const primary = await primaryForReplicas();
const skip = 'skip' in primary ? primary.skip : undefined;
if (skip) console.warn(`read-replicas.test.ts skipped: ${skip}`);

let app: App;
let replicas: ReadReplicas;
let replica: StreamingReplica;
let onReplica: pg.Pool;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  if (skip || 'skip' in primary) return;
  const database = await primaryDatabase(DATABASE);
  cleanups.push(database.drop);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-replica-app-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = { ...loadConfig({ PAYMENT_SANDBOX: '1' }), databaseUrl: database.url, dataDir, sessionCacheMs: 0 };
  // Migrated and seeded before the copy is taken, so the replica starts with the store in it.
  const opened = await openDatabase(config, { poolSize: 2, prepare: (db) => seedIfEmpty(db, { goods: 60 }) });
  await opened.close();
  cleanups.push(await allowReplication(primary));
  replica = await startReplica();
  cleanups.push(() => replica.remove());
  onReplica = new pg.Pool({ connectionString: replica.url(DATABASE), max: 1 });
  // Its idle connection is ended when the test stops the replica.
  onReplica.on('error', () => undefined);
  cleanups.push(() => onReplica.end());
  const { db, pool } = createDb(database.url, 4);
  cleanups.push(() => pool.end());
  replicas = new ReadReplicas(pool, [replica.url(DATABASE)], { maxLagMs: MAX_LAG_MS, poolMax: [4], counts: replicaCounts });
  cleanups.push(() => replicas.close());
  await replicas.ready();
  app = await buildApp({ config, db, replicas });
  cleanups.push(() => app.close());
}, 120_000);

afterAll(async () => {
  // Newest first, each whatever the others do: the replica's processes and folder, the pg_hba line and the database always go.
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (err) {
      console.error('read-replicas.test.ts cleanup:', err);
    }
  }
}, 60_000);

const REPLICA = () => replicas.state()[0].name;
/** A figure of /metrics, as the process's registry holds it. */
async function countOf(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  return (await metric.get()).values.find((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value))?.value ?? 0;
}
const replicaReadCount = () => countOf('yc_db_replica_reads_total', { replica: REPLICA() });
const primaryReadCount = (reason: string) => countOf('yc_db_catalogue_reads_on_primary_total', { reason });
const skipCount = (reason: string) => countOf('yc_db_replica_skips_total', { replica: REPLICA(), reason });

let page = 0;
/** A listing page not asked before, so the reply cache does not answer it from memory. */
const listing = (cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/goods/list?page=1&page_size=${++page % 50 || 50}&sort=${page % 2 ? 'sales' : 'newest'}`,
    headers: cookie ? { cookie } : {},
  });

async function until(seen: () => boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (!seen()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${JSON.stringify(replicas.state())}`);
    await sleep(20);
  }
  return Date.now() - started;
}

/** Until the replica has replayed the goods' stock as `stock` (a test's set-up, before it pauses replay). */
async function replayedStock(goodsId: number, stock: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await onReplica.query<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [goodsId]);
    if (rows[0]?.stock === stock) return;
    if (Date.now() > deadline) throw new Error(`the replica shows stock ${rows[0]?.stock}, not ${stock}`);
    await sleep(20);
  }
}

/** Replay paused on the replica while `during` runs: the primary's writes reach it only after. */
async function replayPaused<T>(during: () => Promise<T>): Promise<T> {
  await onReplica.query('SELECT pg_wal_replay_pause()');
  try {
    return await during();
  } finally {
    await onReplica.query('SELECT pg_wal_replay_resume()');
  }
}

describe.skipIf(!!skip)(`read replicas (DATABASE_REPLICA_URLS)${skip ? `: skipped, ${skip}` : ''}`, () => {
  it('runs listings, goods pages, facets and suggestions on the replica, its connections seen there', async () => {
    // ready() waited for it: usable from the first request, its lag under the bound.
    expect(replicas.state()[0]).toMatchObject({ usable: true });
    expect(replicas.state()[0].lagMs).toBeLessThan(MAX_LAG_MS);
    const before = await replicaReadCount();
    const [{ id }] = await app.db.select({ id: goods.id }).from(goods).limit(1);
    const urls = [
      '/api/goods/list?page=1',
      `/api/goods/detail/${id}`,
      '/api/goods/facets?page=1',
      '/api/goods/search?keywords=a',
      '/api/goods/hot',
    ];
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    expect(await replicaReadCount()).toBe(before + urls.length);
    const { rows } = await onReplica.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'yc-replica'`,
      [DATABASE],
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('reads a buyer’s own write, and money and stock, from the primary while the replica has not replayed them', async () => {
    const buyer = await createBuyer(app);
    const cookie = await sessionCookie(app, buyer);
    const g = await seedGoods(app, 'plain', { stock: 500 });
    await replayedStock(g.id, 500);
    await until(() => replicas.state()[0].usable, LEFT_OUT_WITHIN_MS);
    await replayPaused(async () => {
      const added = await app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie },
        payload: { params: [{ goods_id: g.id, price: 1, number: 3 }] },
      });
      expect(added.json()).toMatchObject({ code: 10000 });
      // The write leaves the after-write cookie: the next catalogue reads of this buyer stay on the primary.
      const wrote = added.cookies.find((c) => c.name === 'yc_wrote');
      expect(wrote).toMatchObject({ value: '1', maxAge: 5 });
      const cart = (await app.inject({ method: 'GET', url: '/api/cart/list', headers: { cookie } })).json();
      expect(cart.data.data.map((l: { goods_id: number; number: number }) => [l.goods_id, l.number])).toContainEqual([g.id, 3]);
      // The replica has not got the line: the cart above was read from the primary.
      const { rows } = await onReplica.query('SELECT 1 FROM cart_items WHERE store_id = $1', [buyer.storeId]);
      expect(rows).toEqual([]);

      const afterWrite = await primaryReadCount('after_write');
      const replicaBefore = await replicaReadCount();
      expect((await listing(`${cookie}; yc_wrote=1`)).statusCode).toBe(200);
      expect(await primaryReadCount('after_write')).toBe(afterWrite + 1);
      expect(await replicaReadCount()).toBe(replicaBefore);

      // Money: a recharge written on the primary shows in the wallet at once.
      await app.db
        .insert(walletLedger)
        .values({ storeId: buyer.storeId, amount: 12_345, useType: 'recharge', refType: 'test-replica', refId: 1, note: '测试' });
      const wallet = (await app.inject({ method: 'GET', url: '/api/user/user_money', headers: { cookie } })).json();
      expect(wallet.data.balance).toBe(123.45);
      const onStandby = await onReplica.query('SELECT 1 FROM wallet_ledger WHERE store_id = $1', [buyer.storeId]);
      expect(onStandby.rows).toEqual([]);

      // Stock: taken down to 2 on the primary, an add of 5 is refused by the primary's figure, not the replica's 500.
      await stockBatches(app, g.id, 2);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { cookie },
        payload: { params: [{ goods_id: g.id, price: 1, number: 5 }] },
      });
      expect(JSON.stringify(refused.json())).toContain('库存不足，当前库存2');
      const stockThere = await onReplica.query<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [g.id]);
      expect(stockThere.rows).toEqual([{ stock: 500 }]);
    });
  });

  it('keeps the answers held in memory apart after a write: the buyer is not sent a goods page another request read from the replica', async () => {
    // A bound of 4 s, so the replica stays in use while its replay is paused for this test's few requests.
    const patient = new ReadReplicas(poolOf(app.db), [replica.url(DATABASE)], { maxLagMs: 4000, poolMax: [2], counts: replicaCounts });
    cleanups.push(() => patient.close());
    await patient.ready();
    const patientApp = await buildApp({ config: app.config, db: app.db, replicas: patient });
    cleanups.push(() => patientApp.close());
    const buyer = await createBuyer(app);
    const cookie = await sessionCookie(app, buyer);
    const g = await seedGoods(app, 'plain', { stock: 500 });
    const shown = async (c: string) =>
      (await patientApp.inject({ method: 'GET', url: `/api/goods/detail/${g.id}`, headers: { cookie: c } })).json().data.number;
    await replayedStock(g.id, 500);
    await until(() => patient.state()[0].usable, LEFT_OUT_WITHIN_MS);
    await replayPaused(async () => {
      await stockBatches(app, g.id, 2);
      const before = await replicaReadCount();
      expect(await shown(cookie)).toBe(500);
      expect(await replicaReadCount()).toBe(before + 1);
      expect(await shown(`${cookie}; yc_wrote=1`)).toBe(2);
      // The replica's answer is still what a request without the cookie is sent from memory.
      expect(await shown(cookie)).toBe(500);
    });
  });

  it('leaves a lagging replica out within the bound, answers from the primary meanwhile, and takes it back once it catches up', async () => {
    await until(() => replicas.state()[0].usable, LEFT_OUT_WITHIN_MS);
    await replayPaused(async () => {
      const [{ id }] = await app.db.select({ id: goods.id }).from(goods).limit(1);
      await app.db
        .update(goods)
        .set({ sales: sql`${goods.sales} + 1` })
        .where(eq(goods.id, id));
      const tookMs = await until(() => replicas.state()[0].reason === 'lagging', LEFT_OUT_WITHIN_MS);
      expect(tookMs).toBeLessThan(LEFT_OUT_WITHIN_MS);
      expect(await countOf('yc_db_replica_lag_seconds', { replica: REPLICA() })).toBeGreaterThan(MAX_LAG_MS / 1000);
      const lag = await onReplica.query<{ behind: string }>(
        `SELECT pg_wal_lsn_diff(pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn())::text AS behind`,
      );
      expect(Number(lag.rows[0].behind)).toBeGreaterThan(0);
      const skipped = await skipCount('lagging');
      const onPrimary = await primaryReadCount('no_replica');
      const answers = await Promise.all(Array.from({ length: 5 }, () => listing()));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
      expect(await primaryReadCount('no_replica')).toBe(onPrimary + 5);
      expect(await skipCount('lagging')).toBe(skipped + 5);
    });
    await until(() => replicas.state()[0].usable, LEFT_OUT_WITHIN_MS);
    const before = await replicaReadCount();
    expect((await listing()).statusCode).toBe(200);
    expect(await replicaReadCount()).toBe(before + 1);
  });

  it('a stopped replica: every request still answers 200, from the primary, and the replica is used again once it is back', async () => {
    await until(() => replicas.state()[0].usable, LEFT_OUT_WITHIN_MS);
    const downBefore = await skipCount('down');
    replica.stop();
    const started = Date.now();
    const statuses: number[] = [];
    // Requests all along, including those that reach the replica before a check has noticed it is gone.
    while (replicas.state()[0].usable || statuses.length < 10) {
      statuses.push((await listing()).statusCode);
      if (Date.now() - started > LEFT_OUT_WITHIN_MS) break;
    }
    expect(replicas.state()[0]).toMatchObject({ usable: false, reason: 'down' });
    expect(Date.now() - started).toBeLessThan(LEFT_OUT_WITHIN_MS);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await skipCount('down')).toBeGreaterThan(downBefore);
    replica.start();
    await until(() => replicas.state()[0].usable, 10_000);
    const before = await replicaReadCount();
    expect((await listing()).statusCode).toBe(200);
    expect(await replicaReadCount()).toBe(before + 1);
  });
});

describe.skipIf(!!skip)(`npm start with DATABASE_REPLICA_URLS${skip ? `: skipped, ${skip}` : ''}`, () => {
  it('sizes each worker’s replica pool from the replica’s max_connections, and the workers read the catalogue there', async () => {
    const port = await freePort();
    const store = spawnStore({
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
      DATABASE_REPLICA_URLS: replica.url(DATABASE),
      PORT: String(port),
      WEB_CONCURRENCY: '2',
    });
    try {
      await started(store);
      expect(store.log()).toContain('2 个 API 进程，1 个只读副本');
      expect(store.log()).toMatch(
        new RegExp(
          `只读副本 ${REPLICA()}：每个 API 进程的只读副本连接池 \\d+ = \\(\\d+ max_connections − \\d+ 保留 − 5 余量\\) ÷ 2 个 API 进程`,
        ),
      );
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(port, i)));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
      // Each worker waited for the replica before serving; a check that found it a moment behind the busy machine's
      // primary would send a read to the primary, so the six are counted wherever they ran.
      const figure = (line: RegExp) => Number(line.exec(metrics)?.[1] ?? 0);
      const replicaAnswered = figure(new RegExp(`^yc_db_replica_reads_total\\{replica="${REPLICA()}"\\} (\\d+)$`, 'm'));
      const primaryAnswered = figure(/^yc_db_catalogue_reads_on_primary_total\{reason="no_replica"\} (\d+)$/m);
      expect(replicaAnswered).toBeGreaterThan(0);
      expect(replicaAnswered + primaryAnswered).toBe(6);
    } finally {
      store.child.kill('SIGTERM');
      expect(await store.exited).toBe(0);
    }
  }, 120_000);
});

describe('DATABASE_REPLICA_URLS and REPLICA_MAX_LAG_MS', () => {
  it('takes a comma-separated list, none when unset, and a bound of a second by default', () => {
    expect(loadConfig({})).toMatchObject({ replicaUrls: [], replicaMaxLagMs: 1000 });
    const urls = 'postgres://db2:5432/yc, postgres://db3:5432/yc';
    expect(loadConfig({ DATABASE_REPLICA_URLS: urls, REPLICA_MAX_LAG_MS: '500' })).toMatchObject({
      replicaUrls: ['postgres://db2:5432/yc', 'postgres://db3:5432/yc'],
      replicaMaxLagMs: 500,
    });
  });

  it('refuses at boot what is not an address, and a bound the after-write cookie would not cover', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://db2/yc,db3' })).toThrow(
      '配置错误 DATABASE_REPLICA_URLS: 应为以逗号分隔的 PostgreSQL 地址（如 postgres://db2:5432/yc），无法识别「db3」',
    );
    expect(() => loadConfig({ REPLICA_MAX_LAG_MS: '5000' })).toThrow('配置错误 REPLICA_MAX_LAG_MS: 不应超过 4000');
  });
});
