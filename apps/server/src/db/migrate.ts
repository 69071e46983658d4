import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client.js';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Several API processes may start at once; this advisory lock lets one migrate and seed while the others wait. */
const BOOT_LOCK_KEY = 7_042_026;

export async function withBootLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [BOOT_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Answers how many migrations it applied: the ones newer than the last the database has, as drizzle's migrator picks them. */
export async function migrateDatabase(db: Db): Promise<number> {
  const pending = await pendingMigrations(db);
  // drizzle-kit does not emit CREATE EXTENSION (DESIGN.md pitfalls).
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await migrate(db, { migrationsFolder });
  return pending;
}

/** The migrations of this code the database has not had yet (all of them on an empty database). */
async function pendingMigrations(db: Db): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const { rows: table } = await db.execute<{ at: string | null }>(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS at`);
  const last = table[0]?.at
    ? (await db.execute<{ last: string | null }>(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`)).rows[0]?.last
    : null;
  return last == null ? migrations.length : migrations.filter((m) => m.folderMillis > Number(last)).length;
}

/** Production migrates as a deploy step: a start on an older schema stops with what to do, rather than failing later. */
export async function requireMigrated(db: Db): Promise<void> {
  if ((await pendingMigrations(db)) > 0) throw new Error('数据库尚未迁移，请先运行 npm run migrate');
}

