/**
 * The per-address request limits: keyed by the socket's peer unless TRUST_PROXY names the proxies
 * in front, and counted in PostgreSQL (or Redis) so every API process sees the same count.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { attemptLocks, rateLimitCounters } from '../../src/db/schema/index.js';
import { pruneAttemptLocks } from '../../src/lib/attempt-counters-postgres.js';
import { pruneRateLimitCounters } from '../../src/lib/rate-limit-store.js';
import { testDatabaseUrl } from '../file-database.js';
import { buildTestApp } from '../helper.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const TOO_FREQUENT = { code: 429, msg: '操作过于频繁，请稍后再试', data: null };
const opened: App[] = [];

afterAll(() => Promise.all(opened.map((a) => a.close())));

/** One API process of this file's database, with these environment settings. */
async function apiProcess(env: Record<string, string> = {}): Promise<App> {
  const { db, pool } = createDb(testDatabaseUrl(), 4);
  const app = await buildApp({ config: { ...loadConfig(env), databaseUrl: testDatabaseUrl() }, db });
  app.addHook('onClose', async () => pool.end());
  opened.push(app);
  return app;
}

let phones = 0;
/** A login of a phone nobody has: the per-account lock never answers, only the request limit can. */
const unknownLogin = (app: App, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: `1360000${String((phones += 1)).padStart(4, '0')}`, password: 'nope-nope' },
    remoteAddress,
    headers,
  });

const tooFrequent = (answers: { statusCode: number; json(): unknown }[]) =>
  answers.filter((a) => a.statusCode === 429 && JSON.stringify(a.json()) === JSON.stringify(TOO_FREQUENT)).length;

describe('TRUST_PROXY', () => {
  it('is off by default: a forged X-Forwarded-For does not reset the 30 a minute login limit', async () => {
    const app = await apiProcess();
    const answers = [];
    for (let i = 0; i < 35; i += 1) answers.push(await unknownLogin(app, '192.0.2.50', { 'x-forwarded-for': `198.18.0.${i + 1}` }));
    expect(tooFrequent(answers)).toBe(5);
  });

  it('with a hop count, takes the client from the proxy’s X-Forwarded-For', async () => {
    const app = await apiProcess({ TRUST_PROXY: '1' });
    const answers = [];
    for (let i = 0; i < 35; i += 1) answers.push(await unknownLogin(app, '10.0.0.2', { 'x-forwarded-for': `198.18.1.${i + 1}` }));
    expect(tooFrequent(answers)).toBe(0);
    await unknownLogin(app, '10.0.0.2', { 'x-forwarded-for': '203.0.113.250, 198.51.100.77' });
    const [row] = await app.db
      .select({ client: attemptLocks.client })
      .from(attemptLocks)
      .where(and(eq(attemptLocks.scope, 'buyer-login'), eq(attemptLocks.subject, `1360000${String(phones).padStart(4, '0')}`)));
    expect(row).toEqual({ client: '198.51.100.77' });
  });

  it('with addresses, believes only those proxies', async () => {
    const app = await apiProcess({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    const forged = [];
    for (let i = 0; i < 31; i += 1) forged.push(await unknownLogin(app, '192.0.2.51', { 'x-forwarded-for': `198.18.2.${i + 1}` }));
    expect(tooFrequent(forged)).toBe(1);
    const proxied = [];
    for (let i = 0; i < 31; i += 1) proxied.push(await unknownLogin(app, '10.1.2.3', { 'x-forwarded-for': `198.18.3.${i + 1}` }));
    expect(tooFrequent(proxied)).toBe(0);
  });

  it('refuses a setting that is neither a hop count nor addresses, in Chinese', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^配置错误 TRUST_PROXY: 应为代理层数.*无法识别「true」/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.300' })).toThrow('无法识别「10.0.0.300」');
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});

describe('counters shared by API processes', () => {
  it.each([
    ['PostgreSQL', {}, '192.0.2.60'],
    ['Redis', { REDIS_URL }, '192.0.2.61'],
  ])('two processes on one database share one login limit (%s)', async (_name, env, address) => {
    const a = await apiProcess(env);
    const b = await apiProcess(env);
    const answers = [];
    for (let i = 0; i < 35; i += 1) answers.push(await unknownLogin(i % 2 === 0 ? a : b, address));
    expect(tooFrequent(answers)).toBe(5);
  });

  it('two processes share one password lock', async () => {
    const a = await buildTestApp();
    const b = await buildTestApp();
    opened.push(a, b);
    const who = { username: '13600009999', password: 'nope-nope' };
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await (i % 2 === 0 ? a : b).inject({ method: 'POST', url: '/api/user/login', payload: who, remoteAddress: '192.0.2.70' })).json());
    }
    expect(answers.map((r) => r.code)).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('keeps each route’s own limit (feedback: 10 a minute)', async () => {
    const app = await apiProcess();
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await app.inject({ method: 'POST', url: '/api/user/feedback', payload: {}, remoteAddress: '192.0.2.80' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('the hourly prune job', () => {
  it('drops ended request windows and forgotten attempt counters, and keeps known clients', async () => {
    const app = await apiProcess();
    await app.db.insert(rateLimitCounters).values([
      { key: 'prune-test-ended', hits: 3, resetsAt: sql`now() - interval '1 second'` },
      { key: 'prune-test-running', hits: 3, resetsAt: sql`now() + interval '1 minute'` },
    ]);
    const stale = sql`now() - interval '2 days'`;
    await app.db.insert(attemptLocks).values([
      { scope: 'buyer-login', subject: 'prune-test', client: '192.0.2.90', failures: 3, updatedAt: stale, windowStartedAt: stale },
      { scope: 'buyer-login', subject: 'prune-test', client: '192.0.2.91', failures: 0, updatedAt: stale, succeededAt: stale },
      { scope: 'buyer-login', subject: 'prune-test', client: '192.0.2.92', failures: 2 },
    ]);
    await pruneRateLimitCounters(app.db);
    await pruneAttemptLocks(app.db);
    const keys = (await app.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toContain('prune-test-running');
    expect(keys).not.toContain('prune-test-ended');
    const clients = await app.db.select({ client: attemptLocks.client }).from(attemptLocks).where(eq(attemptLocks.subject, 'prune-test'));
    expect(clients.map((r) => r.client).sort()).toEqual(['192.0.2.91', '192.0.2.92']);
  });
});
