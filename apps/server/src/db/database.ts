import type pg from 'pg';
import type { AppConfig } from '../config.js';
import { createDb, type Db } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { migrateDatabase, withBootLock } from './migrate.js';

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  /** embedded | external: printed at start so the operator knows which one holds the data. */
  kind: 'embedded' | 'external';
  close(): Promise<void>;
}

/**
 * The external PostgreSQL of DATABASE_URL, or the embedded one under DATA_DIR; migrated either way,
 * then `prepare` (the seed) runs under the same lock.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  { poolSize = 10, prepare }: { poolSize?: number; prepare?: (db: Db) => Promise<unknown> } = {},
): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const url = config.databaseUrl ?? (embedded as { url: string }).url;
  try {
    // The boot lock holds one connection while migrating and seeding use another.
    const { db, pool } = createDb(url, Math.max(poolSize, 2));
    await withBootLock(pool, async () => {
      await migrateDatabase(db);
      await prepare?.(db);
    });
    return {
      db,
      pool,
      url,
      kind: embedded ? 'embedded' : 'external',
      async close() {
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
