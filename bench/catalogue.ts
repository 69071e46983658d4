/**
 * The 100,000-goods catalogue the benches run on: the embedded PostgreSQL in a temporary DATA_DIR
 * (or a kept one), or DATABASE_URL, seeded once; and the demo member's session on a listening app.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedIfEmpty } from '../apps/server/src/seed/index.js';

export const GOODS = 100_000;
export const MEMBER = { username: '13800000001', password: 'Pharma@2026' };

export type BenchDatabase = Awaited<ReturnType<typeof openDatabase>>;

/** Opens (and the first time seeds) the catalogue; `close` also removes a temporary data directory. */
export async function openCatalogue(): Promise<{ database: BenchDatabase; close: () => Promise<void> }> {
  const external = process.env.DATABASE_URL;
  const keepDir = process.env.DATA_DIR;
  const dataDir = external ? '' : (keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'yc-bench-')));
  console.log(`数据库: ${external ? `DATABASE_URL ${new URL(external).host}${new URL(external).pathname}` : `内置 PostgreSQL ${dataDir}`}`);
  const t0 = Date.now();
  const database = await openDatabase(
    { databaseUrl: external, dataDir },
    {
      prepare: async (db) => {
        console.log(`正在写入 ${GOODS} 个商品 (首次需要一两分钟)…`);
        const seeded = await seedIfEmpty(db, { goods: GOODS });
        console.log(seeded ? `写入完成，用时 ${((Date.now() - t0) / 1000).toFixed(1)} s` : '数据库已有数据，跳过写入');
      },
    },
  );
  const close = async () => {
    await database.close();
    if (!external && !keepDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const [{ n }] = (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods`)).rows;
  if (n < GOODS) {
    await close();
    throw new Error(`数据库只有 ${n} 个商品，不是 ${GOODS}：请先清空它 (DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE)`);
  }
  return { database, close };
}

/** The demo member's session cookie on a listening app. */
export async function loginCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEMBER) });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('yc_sid='));
  if (!sid) throw new Error(`登录失败: ${res.status} ${await res.text()}`);
  return sid.split(';')[0];
}
