/**
 * PostgreSQL going away under traffic, on a server of the test's own: its postmaster killed (the
 * embedded one is started again by the app, an external one by its operator) and every backend
 * terminated. Requests in between get the 503 envelope; nothing crashes; the same app serves again.
 */
import { Code, Msg } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import { isConnectionError } from '../../src/db/connection-errors.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded.js';
import { cartItems, goods } from '../../src/db/schema/index.js';
import { CHAT_CHANNEL } from '../../src/modules/chat/events.js';
import { CATALOGUE_CHANNEL } from '../../src/plugins/catalogue-changes.js';
import { SESSION_CHANNEL } from '../../src/plugins/session-cache.js';
import { seedIfEmpty } from '../../src/seed/index.js';
import { createBuyer, sessionCookie } from '../fixtures.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-outage-'));
const escaped: unknown[] = [];
const escape = (err: unknown) => escaped.push(err);
/** What a test opened, closed after it in reverse order. */
const opened: (() => Promise<unknown>)[] = [];
function open<T extends { close(): Promise<unknown> } | EmbeddedServer>(thing: T): T {
  opened.push(() => ('stop' in thing ? thing.stop() : thing.close()));
  return thing;
}

beforeAll(() => {
  process.on('uncaughtException', escape);
  process.on('unhandledRejection', escape);
});
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});
afterAll(() => {
  process.off('uncaughtException', escape);
  process.off('unhandledRejection', escape);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Each test seeds when it runs first (a filtered run), else finds the seed of the one before. */
const withSeed = (poolSize: number) => ({ poolSize, prepare: (db: Db) => seedIfEmpty(db, { goods: 40 }) });
const postmasterPid = (clusterDir: string) => Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The app on `database`, a buyer's session and a cart line: a read of the catalogue and a transaction (the cart's select, under the store's row lock) per round. */
async function store(database: Database) {
  const app = open(await buildApp({ config: { ...loadConfig({}), databaseUrl: database.url }, db: database.db }));
  const buyer = await createBuyer(app);
  const cookie = await sessionCookie(app, buyer);
  const [g] = await app.db.select({ id: goods.id }).from(goods).limit(1);
  const [line] = await app.db
    .insert(cartItems)
    .values({ storeId: buyer.storeId, goodsId: g.id, number: 1 })
    .returning({ id: cartItems.id });
  const round = () =>
    Promise.all([
      app.inject({ method: 'GET', url: '/api/goods/list?page=1&page_size=10' }),
      app.inject({ method: 'POST', url: '/api/cart/batch_select', headers: { cookie }, payload: { ids: [line.id], is_selected: 1 } }),
    ]);
  return { app, round };
}

interface Tally {
  ok: number;
  unavailable: number;
  /** Anything else: a 500, a 503 without the envelope. */
  other: string[];
  /** Successes since the last failure. */
  okInARow: number;
}

/** Rounds every 40 ms until `enough` or the time is up: bounded, so a store that never recovers fails the test rather than hanging it. */
async function traffic(
  round: () => Promise<{ statusCode: number; body: string }[]>,
  ms: number,
  enough: (t: Tally) => boolean = () => false,
): Promise<Tally> {
  const t: Tally = { ok: 0, unavailable: 0, other: [], okInARow: 0 };
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !enough(t)) {
    for (const res of await round()) {
      const body = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
      if (res.statusCode === 200 && body.code === Code.OK) {
        t.ok += 1;
        t.okInARow += 1;
      } else if (res.statusCode === 503 && body.code === 503 && body.msg === Msg.DB_UNAVAILABLE && body.data === null) {
        t.unavailable += 1;
        t.okInARow = 0;
      } else {
        t.other.push(`${res.statusCode} ${res.body}`);
        t.okInARow = 0;
      }
    }
    await sleep(40);
  }
  return t;
}

const recovered = (t: Tally) => t.unavailable > 0 && t.okInARow >= 20;

describe('PostgreSQL going away under traffic', () => {
  it('a connection that dies as a transaction begins goes back to the pool, which never runs dry', async () => {
    const database = open(await openDatabase({ dataDir }, withSeed(2)));
    const { db, pool } = database;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    opened.push(() => admin.end());
    let failed = 0;
    for (let i = 0; i < 6; i++) {
      // Two idle connections in the pool (the ones terminated last time may still fail a first query).
      await sleep(100);
      await Promise.all([db.execute(sql`SELECT 1`), db.execute(sql`SELECT 1`)]);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()`,
      );
      await db
        .transaction((tx) => tx.execute(sql`SELECT 1`))
        .catch((err: unknown) => {
          expect(isConnectionError(err)).toBe(true);
          failed += 1;
        });
    }
    expect(failed).toBeGreaterThan(0);
    // Handed back when its socket closes, a moment after the failure.
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 2000 });
    expect((await db.transaction((tx) => tx.execute(sql`SELECT 1 AS one`))).rows).toEqual([{ one: 1 }]);
  }, 120_000);

  it('the embedded server killed: 503 meanwhile, started again by the app, the same app serves again', async () => {
    const database = open(await openDatabase({ dataDir }, withSeed(4)));
    const { round } = await store(database);
    expect(await traffic(round, 1000)).toMatchObject({ unavailable: 0, other: [] });

    process.kill(postmasterPid(database.clusterDir as string), 'SIGKILL');
    const during = await traffic(round, 30_000, recovered);
    expect(during.other).toEqual([]);
    expect(during.unavailable).toBeGreaterThan(0);
    expect(during.okInARow).toBeGreaterThanOrEqual(20);
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    expect(escaped).toEqual([]);
  }, 120_000);

  it('an external server killed and started again by its operator: the same app serves within seconds of it coming back', async () => {
    const first = open(await startEmbeddedPostgres(dataDir, { restart: false }));
    const database = open(await openDatabase({ databaseUrl: first.url, dataDir: '' }, withSeed(4)));
    const { round } = await store(database);
    expect(await traffic(round, 1000)).toMatchObject({ unavailable: 0, other: [] });

    process.kill(postmasterPid(first.clusterDir), 'SIGKILL');
    const down = await traffic(round, 2000);
    // A round may still finish on the dying server; after that, nothing but 503.
    expect(down).toMatchObject({ other: [] });
    expect(down.unavailable).toBeGreaterThan(20);
    expect(down.okInARow).toBe(0);

    await first.stop();
    open(await startEmbeddedPostgres(dataDir, { restart: false, port: Number(new URL(first.url).port) }));
    const backAt = Date.now();
    const after = await traffic(round, 10_000, (t) => t.ok > 0);
    expect(after.other).toEqual([]);
    expect(after.ok).toBe(2);
    expect(Date.now() - backAt).toBeLessThan(5000);
    expect(await traffic(round, 1000)).toMatchObject({ unavailable: 0, other: [] });
    expect(escaped).toEqual([]);
  }, 120_000);

  it('every backend terminated again and again under traffic (transactions, the LISTEN connections): the app keeps serving', async () => {
    const database = open(await openDatabase({ dataDir }, withSeed(4)));
    const { app, round } = await store(database);
    await app.chat.ready();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    opened.push(() => admin.end());
    const terminations = (async () => {
      for (let i = 0; i < 5; i++) {
        await sleep(400);
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND datname = current_database() AND backend_type = 'client backend'`);
      }
    })();
    const during = await traffic(round, 2500);
    await terminations;
    expect(during.other).toEqual([]);
    expect(during.ok).toBeGreaterThan(0);
    expect(await traffic(round, 10_000, (t) => t.okInARow >= 20)).toMatchObject({ other: [], okInARow: 20 });
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    // The LISTEN connections (chat events, catalogue changes, session changes) came back by themselves.
    const listens = async () =>
      (
        await admin.query<{ query: string }>(
          `SELECT query FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid() ORDER BY query`,
        )
      ).rows.map((r) => r.query);
    let listening: string[] = [];
    for (let i = 0; i < 50 && listening.length < 3; i++, await sleep(200)) listening = await listens();
    expect(listening).toEqual([`LISTEN ${CATALOGUE_CHANNEL}`, `LISTEN ${CHAT_CHANNEL}`, `LISTEN ${SESSION_CHANNEL}`]);
    expect(escaped).toEqual([]);
  }, 120_000);
});
