import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { PaymentProvider } from '../src/modules/payments/provider.js';
import { createDb } from '../src/db/client.js';
import { testDatabaseUrl } from './file-database.js';

export const DEMO_MEMBER = { username: '13800000001', password: 'Pharma@2026' };
export const PENDING_MEMBER = { username: '13800000002', password: 'Pharma@2026' };

/**
 * The real app on the test file's own seeded database, as main.ts builds it minus the web files (unless `config` names some), its
 * uploads in a folder of its own that goes with it; concurrency tests ask for a wider pool. Sessions are read on every request
 * unless `config` sets `sessionCacheMs`: many tests change a store or a session in the database directly, which a cache would
 * hear only a moment later (test/security/session-cache.test.ts covers the cache).
 */
export async function buildTestApp(poolSize = 4, config: Partial<AppConfig> = {}, paymentProviders?: readonly PaymentProvider[]): Promise<App> {
  const { db, pool } = createDb(testDatabaseUrl(), poolSize);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-test-data-'));
  // The demo's 演示支付 sandbox is on, as `npm start` runs the demo; a test of real providers passes `payments` of its own.
  const base = loadConfig({ PAYMENT_SANDBOX: '1' });
  const app = await buildApp({ config: { ...base, databaseUrl: testDatabaseUrl(), dataDir, sessionCacheMs: 0, ...config }, db, paymentProviders });
  app.addHook('onClose', async () => {
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/**
 * The test file's app (see buildTestApp), built in a beforeAll registered by this call, so hooks the file registers after it
 * find the app built, and closed after the file's tests. The handle stands for that app from then on, so the file's helpers
 * may close over it at the top level; methods are bound to the real app.
 */
export function fileApp(poolSize?: number, config?: Partial<AppConfig>, paymentProviders?: readonly PaymentProvider[]): App {
  let built: App | undefined;
  beforeAll(async () => {
    built = await buildTestApp(poolSize, config, paymentProviders);
  });
  afterAll(() => built?.close());
  const real = (): App => {
    if (!built) throw new Error('the file’s app is built in beforeAll: use it from hooks and tests');
    return built;
  };
  return new Proxy({} as App, {
    get(_, key) {
      const value: unknown = Reflect.get(real(), key);
      return typeof value === 'function' ? value.bind(real()) : value;
    },
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
  });
}

/** Logs in through the API and returns the cookie header a browser would send back. */
export async function login(app: App, who: { username: string; password: string } = DEMO_MEMBER): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: who.username, password: who.password } });
  if (res.json().code !== 10000) throw new Error(`login failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'yc_sid');
  if (!cookie) throw new Error('no session cookie');
  return `yc_sid=${cookie.value}`;
}
