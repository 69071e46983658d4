import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { createDb } from '../src/db/client.js';
import { testDatabaseUrl } from './file-database.js';

export const DEMO_MEMBER = { username: '13800000001', password: 'Pharma@2026' };
export const PENDING_MEMBER = { username: '13800000002', password: 'Pharma@2026' };

/**
 * The real app on the test file's own seeded database, as main.ts builds it minus the web files (unless `config` names some), its
 * uploads in a folder of its own that goes with it; concurrency tests ask for a wider pool.
 */
export async function buildTestApp(poolSize = 4, config: Partial<AppConfig> = {}): Promise<App> {
  const { db, pool } = createDb(testDatabaseUrl(), poolSize);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-test-data-'));
  const app = await buildApp({ config: { ...loadConfig({}), databaseUrl: testDatabaseUrl(), dataDir, ...config }, db });
  app.addHook('onClose', async () => {
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** Logs in through the API and returns the cookie header a browser would send back. */
export async function login(app: App, who: { username: string; password: string } = DEMO_MEMBER): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: who.username, password: who.password } });
  if (res.json().code !== 10000) throw new Error(`login failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'yc_sid');
  if (!cookie) throw new Error('no session cookie');
  return `yc_sid=${cookie.value}`;
}
