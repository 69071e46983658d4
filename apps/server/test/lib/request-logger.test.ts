/** A request's log lines carry its id, and a request that writes nothing at the configured level costs no child logger. */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { SLOW_REQUEST_MS } from '../../src/lib/request-logger.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { testDatabaseUrl } from '../file-database.js';

let app: App | undefined;
afterEach(() => app?.close());

async function loggedApp(env: Record<string, string>): Promise<{ app: App; lines: () => Record<string, unknown>[] }> {
  const written: string[] = [];
  const { db, pool } = createDb(testDatabaseUrl(), 1);
  app = await buildApp({
    config: { ...loadConfig(env), databaseUrl: testDatabaseUrl() },
    db,
    logger: { stream: { write: (line) => void written.push(line) } },
  });
  app.addHook('onClose', async () => pool.end());
  // What a handler writes while it serves: a line at each of two levels, and a child with bindings of its own.
  app.get('/api/test/writes', async (request) => {
    request.log.info('a note');
    request.log.error({ err: new Error('配送失败') }, 'a failure');
    request.log.child({ job: 'arrival' }).warn('from a child');
    return { code: 10000, msg: '', data: null };
  });
  app.get('/api/test/slow', async () => {
    await sleep(SLOW_REQUEST_MS);
    return { code: 10000, msg: '', data: null };
  });
  return { app, lines: () => written.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

it('binds the request id to every line a request writes, and to its children', async () => {
  const logged = await loggedApp({ LOG_LEVEL: 'info' });
  const first = await logged.app.inject({ method: 'GET', url: '/api/test/writes' });
  const second = await logged.app.inject({ method: 'GET', url: '/api/test/writes' });
  expect(first.statusCode).toBe(200);
  expect(second.statusCode).toBe(200);

  const byMsg = (msg: string) => logged.lines().filter((l) => l.msg === msg);
  const ids = byMsg('a failure').map((l) => l.reqId);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
  expect(byMsg('a note').map((l) => l.reqId)).toEqual(ids);
  expect(byMsg('from a child').map((l) => [l.reqId, l.job])).toEqual(ids.map((id) => [id, 'arrival']));
  expect(byMsg('a failure')[0]).toMatchObject({ level: 50, err: { message: '配送失败' } });
});

it('writes only what the level lets through, and makes no child for a request that writes nothing', async () => {
  const logged = await loggedApp({ LOG_LEVEL: 'warn' });
  await logged.app.ready();
  const child = vi.spyOn(logged.app.log, 'child');

  const quiet = await logged.app.inject({ method: 'GET', url: '/api/goods/search?type=0&keywords=amxl' });
  expect(quiet.json().code).toBe(10000);
  expect(child).not.toHaveBeenCalled();

  await logged.app.inject({ method: 'GET', url: '/api/test/writes' });
  const lines = logged.lines();
  expect(lines.map((l) => l.msg)).toEqual(['a failure', 'from a child']);
  expect(lines[0].reqId).toBe(lines[1].reqId);
  // pino's children inherit the spied method: the request's child, then the handler's own.
  expect(child.mock.calls.map(([bindings]) => bindings)).toEqual([{ reqId: lines[0].reqId }, { job: 'arrival' }]);
});

const SUGGESTION = '/api/goods/search?type=0&keywords=amxl';

it('writes no line for a quiet request at info, and one at warn for a slow one', async () => {
  const logged = await loggedApp({ LOG_LEVEL: 'info' });
  expect((await logged.app.inject({ method: 'GET', url: SUGGESTION })).statusCode).toBe(200);
  expect(logged.lines()).toEqual([]);

  await logged.app.inject({ method: 'GET', url: '/api/test/slow' });
  const [slow, ...rest] = logged.lines();
  expect(rest).toEqual([]);
  expect(slow).toMatchObject({ level: 40, msg: 'slow request', req: { method: 'GET', url: '/api/test/slow' }, res: { statusCode: 200 } });
  expect(slow.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  expect(slow.reqId).toEqual(expect.any(String));
});

it('writes one line for every answered request with LOG_REQUESTS, carrying its id, and none when it arrives', async () => {
  const logged = await loggedApp({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' });
  const answered = await logged.app.inject({ method: 'GET', url: SUGGESTION });
  const refused = await logged.app.inject({ method: 'GET', url: '/api/goods/search?type=9&keywords=amxl' });
  expect(answered.statusCode).toBe(200);
  expect(refused.statusCode).toBe(422);

  const lines = logged.lines();
  expect(lines.map((l) => [l.msg, (l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
    ['request completed', SUGGESTION, 200],
    ['request completed', '/api/goods/search?type=9&keywords=amxl', 422],
  ]);
  expect(lines[0].reqId).not.toBe(lines[1].reqId);
});
