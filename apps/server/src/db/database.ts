import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { AppConfig } from '../config.js';
import { backoffMs } from './backoff.js';
import { createDb, type Db } from './client.js';
import { isConnectionError } from './connection-errors.js';
import { startEmbeddedPostgres } from './embedded.js';
import { errorText } from './error-text.js';
import { migrateDatabase, requireMigrated, withBootLock } from './migrate.js';
import { databaseKey } from './pool.js';

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  /** embedded | external: printed at start so the operator knows which one holds the data. */
  kind: 'embedded' | 'external';
  /** The embedded cluster's files (not always under DATA_DIR, see embedded-layout.ts). */
  clusterDir?: string;
  /** How many migrations this open applied (`npm run migrate` prints it). */
  migrated: number;
  close(): Promise<void>;
}

interface OpenOptions {
  poolSize?: number;
  /** false: the schema must be migrated already (`npm run migrate`, production's deploy step), else the open fails. */
  migrate?: boolean;
  prepare?: (db: Db) => Promise<unknown>;
  /** The embedded server died and could not be started again (see EmbeddedOptions). */
  onFatal?: (err: Error) => void;
}

/** How long a start waits for a PostgreSQL that is not up yet (started alongside, failing over). */
const BOOT_WAIT_MS = 30_000;

/** Runs the boot again while the server cannot be reached: migrations and the seed are each one transaction. */
async function bootWhenReachable<T>(url: string, boot: () => Promise<T>): Promise<T> {
  const server = databaseKey({ connectionString: url });
  const deadline = Date.now() + BOOT_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await boot();
    } catch (err) {
      if (!isConnectionError(err)) throw err;
      if (Date.now() + backoffMs(attempt) > deadline) {
        throw new Error(`无法连接 PostgreSQL ${server} (${errorText(err)})：请确认数据库已启动、DATABASE_URL 正确。`);
      }
      console.error(`[db] 等待 PostgreSQL ${server} 可用 (${errorText(err)})…`);
      await sleep(backoffMs(attempt));
    }
  }
}

/**
 * The external PostgreSQL of DATABASE_URL, or the embedded one under DATA_DIR; migrated (or found
 * migrated, with `migrate: false`) either way, then `prepare` (the seed) runs under the same lock.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  { poolSize = 10, migrate = true, prepare, onFatal }: OpenOptions = {},
): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, { onFatal });
  const url = config.databaseUrl ?? (embedded as { url: string }).url;
  try {
    // The boot lock holds one connection while migrating and seeding use another.
    const { db, pool } = createDb(url, Math.max(poolSize, 2));
    let migrated = 0;
    await bootWhenReachable(url, () =>
      withBootLock(pool, async () => {
        if (migrate) migrated = await migrateDatabase(db);
        else await requireMigrated(db);
        await prepare?.(db);
      }),
    ).catch(async (err: unknown) => {
      await pool.end();
      throw err;
    });
    return {
      db,
      pool,
      url,
      kind: embedded ? 'embedded' : 'external',
      clusterDir: embedded?.clusterDir,
      migrated,
      async close() {
        // A caller may have ended the pool early (the test template, which must have no connections to be cloned).
        if (!pool.ending) await pool.end();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
