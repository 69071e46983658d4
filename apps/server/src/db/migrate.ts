import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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

export async function migrateDatabase(db: Db): Promise<void> {
  // drizzle-kit does not emit CREATE EXTENSION (DESIGN.md pitfalls).
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await migrate(db, { migrationsFolder });
}
