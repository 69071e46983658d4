/** The API's connection pool keeps what it opened: a buyer's next request after a pause finds its connection open. */
import type pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { createDb } from '../../src/db/client.js';
import { testDatabaseUrl } from '../file-database.js';

/** node-postgres closes an idle connection after this long unless told otherwise. */
const NODE_POSTGRES_IDLE_MS = 10_000;

const { pool } = createDb(testDatabaseUrl(), 3);
afterAll(() => pool.end());

/** Checks out every connection at once, as a burst of requests does; the server process behind each. */
async function backends(): Promise<number[]> {
  const clients: pg.PoolClient[] = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
  try {
    const pids = await Promise.all(
      clients.map(async (c) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid),
    );
    return pids.sort((a, b) => a - b);
  } finally {
    for (const c of clients) c.release();
  }
}

it('keeps the connections a burst opened through a quiet spell longer than node-postgres’s idle time', { timeout: 30_000 }, async () => {
  const before = await backends();
  await sleep(NODE_POSTGRES_IDLE_MS + 1_000);
  expect(pool.totalCount).toBe(3);
  expect(await backends()).toEqual(before);
});
