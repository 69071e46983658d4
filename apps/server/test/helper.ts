import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/client.js';

export const DEMO_MEMBER = { username: '13800000001', password: 'Pharma@2026' };
export const PENDING_MEMBER = { username: '13800000002', password: 'Pharma@2026' };

/** The real app on the seeded test database, as main.ts builds it minus the web files; concurrency tests ask for a wider pool. */
export async function buildTestApp(poolSize = 4): Promise<App> {
  const { db, pool } = createDb(inject('databaseUrl'), poolSize);
  const app = await buildApp({ config: { ...loadConfig({}), databaseUrl: inject('databaseUrl') }, db });
  app.addHook('onClose', async () => pool.end());
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
