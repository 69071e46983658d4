/**
 * The 100,000-goods catalogue the benches run on, with 250,000 batches: the embedded PostgreSQL in a
 * temporary DATA_DIR (or a kept one), or DATABASE_URL, seeded once; and the demo member's session on
 * a listening app. BENCH_GOODS and BENCH_BATCHES give a smaller catalogue, to try a bench quickly.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { chinaToday } from '../apps/server/src/lib/china-day.js';
import { refreshGoods } from '../apps/server/src/modules/batches/queries.js';
import { seedIfEmpty } from '../apps/server/src/seed/index.js';

export const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
/** The seed gives each goods 1 to 3 batches (about 2); the rest are received here. */
export const BATCHES = Number(process.env.BENCH_BATCHES ?? 250_000);
export const MEMBER = { username: '13800000001', password: 'Pharma@2026' };

/** What Chromium asks for: the API compresses JSON of 1 KB and more for it, so the benches ask as a browser does. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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
        await receiveBatches(db, BATCHES);
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
    throw new Error(
      `数据库只有 ${n} 个商品，不是 ${GOODS}：请先清空它 (DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE)`,
    );
  }
  return { database, close };
}

type Db = BenchDatabase['db'];

/**
 * Brings the catalogue up to `target` batches: each round gives every goods (the first ones, in id
 * order, in the last round) one more sellable batch, received in the ledger as 入库 records it, and
 * the goods' stock and validity span are recomputed as every batch move recomputes them.
 */
async function receiveBatches(db: Db, target: number): Promise<void> {
  const count = async () => (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_batches`)).rows[0].n;
  const t0 = Date.now();
  for (let round = 1, have = await count(); have < target; round += 1, have = await count()) {
    await db.transaction(async (tx) => {
      const added = await tx.execute<{ goods_id: number }>(sql`
        WITH picked AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM goods ORDER BY id LIMIT ${target - have}),
        added AS (
          INSERT INTO goods_batches (goods_id, batch_no, produced_on, expires_on, quantity)
          SELECT id, 'BX' || ${round}::int || lpad(n::text, 6, '0'), current_date - 30, current_date + 200 + (n % 700)::int, 10 + (n % 90)::int
          FROM picked
          RETURNING id, goods_id, quantity
        )
        INSERT INTO batch_ledger (batch_id, goods_id, kind, quantity_delta, actor, reason)
        SELECT id, goods_id, 'receipt', quantity, 'system:seed', '基准测试补足批次' FROM added
        RETURNING goods_id`);
      await refreshGoods(
        tx,
        added.rows.map((r) => r.goods_id),
        chinaToday(),
      );
    });
  }
  console.log(`批次: ${await count()} 个 (目标 ${target})，补足用时 ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * The API in this process as `npm start` serves it: with its logger, at LOG_LEVEL (`info` unless set)
 * and LOG_REQUESTS, writing to stdout.
 */
export function buildServedApp(database: BenchDatabase): Promise<App> {
  const env = { LOG_LEVEL: process.env.LOG_LEVEL, LOG_REQUESTS: process.env.LOG_REQUESTS };
  return buildApp({ config: { ...loadConfig(env), databaseUrl: database.url }, db: database.db, logger: true });
}

/**
 * The demo member's cookies on a listening app, as a browser sends them back: the session and its readable
 * marker (without the marker every answer would set it again, which no browser makes the server do).
 */
export async function loginCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('yc_sid='))) throw new Error(`登录失败: ${res.status} ${await res.text()}`);
  return cookies.join('; ');
}
