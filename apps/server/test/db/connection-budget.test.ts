/**
 * Issue 34's load: 12 API processes against a PostgreSQL with max_connections=100 and 250 requests at
 * once. With the pools sized from max_connections every request is answered; with DB_POOL_MAX set past
 * what the server has, the requests refused a connection get the 503 envelope and the log one clear
 * line per process, never a 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded.js';
import { ask, isUnavailableEnvelope, spawnStore, started, type Answer } from './store-under-load.js';

const WORKERS = 12;
const CONCURRENT = 250;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-budget-'));
let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedPostgres(dataDir, { restart: false });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const { rows } = await client.query<{ max_connections: string }>('SHOW max_connections');
  await client.end();
  // initdb's default, the one the issue measured against.
  expect(rows[0].max_connections).toBe('100');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The store with 12 workers, 250 requests at once, then SIGTERM; the answers and the log. */
async function underLoad(env: NodeJS.ProcessEnv): Promise<{ answers: Answer[]; log: string }> {
  const port = await freePort();
  const store = spawnStore({ DATABASE_URL: server.url, PORT: String(port), WEB_CONCURRENCY: String(WORKERS), ...env });
  try {
    await started(store);
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => ask(port, i)));
    return { answers, log: store.log() };
  } finally {
    store.child.kill('SIGTERM');
    expect(await store.exited).toBe(0);
  }
}

const statuses = (answers: Answer[]) => [...new Set(answers.map((a) => a.status))].sort();

it('sizes each pool from max_connections and the workers: 250 requests at once, none refused a connection', async () => {
  const { answers, log } = await underLoad({});
  expect(answers.filter((a) => a.status >= 500 && !isUnavailableEnvelope(a)).length).toBe(0);
  expect(statuses(answers)).toEqual([200]);
  expect(log).toContain('数据库连接预算：每个 API 进程的连接池 4 = (100 max_connections − 3 保留');
  expect(log).not.toContain('too many clients');
}, 400_000);

it('DB_POOL_MAX past the server’s connections: a warning at start, the 503 envelope under load, one line per process, never a 500', async () => {
  const { answers, log } = await underLoad({ DB_POOL_MAX: '20' });
  expect(log).toMatch(/每个 API 进程的连接池 20 = DB_POOL_MAX；合计最多 \d+ 个连接，PostgreSQL 可用 97 个：超过 max_connections/);
  expect(answers.filter((a) => a.status >= 500 && !isUnavailableEnvelope(a)).length).toBe(0);
  expect(answers.filter(isUnavailableEnvelope).length).toBeGreaterThan(0);
  const full = log.split('\n').filter((line) => line.includes('数据库连接已满 (too many clients)'));
  expect(full.length).toBeGreaterThan(0);
  expect(full.length).toBeLessThanOrEqual(WORKERS);
  for (const line of full) expect(JSON.parse(line)).toMatchObject({ level: 40 });
}, 400_000);
