/**
 * Stopping under load: SIGTERM, or a terminal's Ctrl-C to the whole process group. /readyz answers 503
 * while the store still serves, then the port closes and the requests in flight finish, then the
 * jobs and the database stop: no request is answered with a 5xx (a connection refused once the port
 * is closed is what a load balancer expects).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { testDatabaseUrl } from '../file-database.js';
import { spawnStore, started, steadyStream, type RunningStore } from './store-under-load.js';

const DRAIN_MS = 2000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Closed connections only: refused after the port closed, or closed by the server between two requests. */
const CLOSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'other side closed']);

interface Readiness {
  draining: number;
  ready: number;
}

/** /readyz every 100 ms until the port closes. */
async function watchReadiness(port: number, seen: Readiness): Promise<void> {
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (!res) return;
    const body = (await res.json()) as { checks: { draining: boolean } };
    if (res.status === 503 && body.checks.draining) seen.draining += 1;
    else if (res.status === 200) seen.ready += 1;
    await sleep(100);
  }
}

/** 20 buyers asking back to back for 3 s, then `signal`; every answer and failure until the port closes. */
async function acrossStop(store: RunningStore, port: number, signal: () => void) {
  await started(store);
  const stream = steadyStream(port, 20);
  await sleep(3000);
  const readiness = { draining: 0, ready: 0 };
  stream.mark();
  signal();
  const watching = watchReadiness(port, readiness);
  // Past the drain the port closes and every buyer meets a refused connection.
  const code = await store.exited;
  await Promise.all([stream.stop(), watching]);
  return { stream, readiness, code };
}

const expectNoServerErrors = ({ stream, readiness, code }: Awaited<ReturnType<typeof acrossStop>>) => {
  expect([...stream.statuses.keys()]).toEqual([200]);
  expect([...stream.failures.keys()].filter((why) => !CLOSED.has(why))).toEqual([]);
  // The drain: not ready, still serving, for about DRAIN_MS.
  expect(readiness.draining).toBeGreaterThan(3);
  expect(stream.okAfterMark).toBeGreaterThan(20);
  expect(code).toBe(0);
};

it('SIGTERM with two workers: /readyz 503 while serving, then the port closes; no 5xx, exit 0', async () => {
  const port = await freePort();
  const store = spawnStore({ DATABASE_URL: testDatabaseUrl(), PORT: String(port), WEB_CONCURRENCY: '2', DRAIN_MS: String(DRAIN_MS) });
  const seen = await acrossStop(store, port, () => store.child.kill('SIGTERM'));
  expectNoServerErrors(seen);
  const lines = store.log().split('\n').filter((l) => l.includes('SIGTERM: 正在停止') || l.includes('商城已停止'));
  expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([expect.stringContaining('SIGTERM: 正在停止'), '商城已停止']);
}, 300_000);

it('Ctrl-C to the terminal’s process group: the embedded PostgreSQL is not stopped with the API but after it', async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, PORT: String(port), WEB_CONCURRENCY: '1', DRAIN_MS: String(DRAIN_MS) };
  const store = spawnStore({ ...env, DATABASE_URL: undefined, REDIS_URL: undefined }, true);
  try {
    const seen = await acrossStop(store, port, () => process.kill(-(store.child.pid as number), 'SIGINT'));
    expectNoServerErrors(seen);
    expect(store.log()).not.toContain('意外退出');
    // Its postmaster stopped with the store: nothing left holds the cluster.
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  } finally {
    if (store.child.exitCode === null) process.kill(-(store.child.pid as number), 'SIGKILL');
  }
}, 300_000);
