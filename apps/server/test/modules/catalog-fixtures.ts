/** Shared by the catalogue, search and favourite tests: sessions of the demo stores and small read helpers. */
import type { SQL } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { login } from '../helper.js';

export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** GET as a visitor (no cookie) or as the session of `cookie`. */
export async function get<T>(app: App, url: string, cookie?: string): Promise<Answer<T>> {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const body = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, ...body };
}

/** Rows of a read straight from the database, to check the API against. */
export async function rows<T>(app: App, query: SQL): Promise<T[]> {
  return (await app.db.execute(query)).rows as T[];
}

/** Two sessions of the demo member: one in its first store (A), one switched to its second store (B). */
export async function demoStores(app: App): Promise<{ a: string; b: string; aId: number; bId: number }> {
  const a = await login(app);
  const b = await login(app);
  const stores = (await get<{ id: number; is_current: number }[]>(app, '/api/multi/index', b)).data;
  const current = stores.find((s) => s.is_current === 1);
  const other = stores.find((s) => s.is_current === 0);
  if (!current || !other) throw new Error('the demo member should own two stores');
  const res = await app.inject({ method: 'POST', url: '/api/multi/switch', headers: { cookie: b }, payload: { id: other.id } });
  if (res.json().code !== 10000) throw new Error(`switch failed: ${res.body}`);
  return { a, b, aId: current.id, bId: other.id };
}
