import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import os from 'node:os';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories take `Db | Tx` so reads inside a transaction use it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// int8 (COUNT, SUM) come back as strings by default; our sums of fen stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** libpq defaults a missing user name to the OS user; node-pg only does so when $USER is set, which CI may not have. */
export function withDefaultUser(url: string): string {
  const u = new URL(url);
  if (!u.username) u.username = os.userInfo().username;
  return u.toString();
}

export function createDb(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: withDefaultUser(url), max });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle connection error:', err.message));
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool };
}
