import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import os from 'node:os';
import pg from 'pg';
import * as schema from './schema/index.js';

/** `$client` is the pool the database was made on (health checks and metrics read it). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
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

/** A request waits this long for a connection before it is answered 503, rather than hanging while the server is unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;
/** An idle connection is closed after this long (see createDb). */
const IDLE_RELEASE_MS = 5 * 60_000;

interface PoolOptions {
  /** A read replica's pool gives up sooner: the primary answers in its place (db/replicas.ts). */
  connectTimeoutMs?: number;
  /** Shown in pg_stat_activity, so an operator sees which of the store's pools a connection belongs to. */
  applicationName?: string;
}

/**
 * The pool reconnects by itself: a dropped connection is discarded and the next request opens a new
 * one, so the store serves again as soon as PostgreSQL is back. A connection it opened is kept while
 * idle (node-postgres closes one after 10 s by default): a buyer who takes longer than that to find the
 * next line would otherwise wait, at every add, for a new connection, its login and its statements
 * prepared again (bench/add-to-cart.ts, a line every 12 s: p50 21 ms with the default, 8–11 ms kept).
 * Only after minutes of quiet, far longer than any buyer's pause between lines, are the connections a
 * burst opened handed back, so the slots of max_connections return to the processes that need them.
 */
export function createDb(
  url: string,
  max = 10,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS, applicationName }: PoolOptions = {},
): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: withDefaultUser(url),
    max,
    idleTimeoutMillis: IDLE_RELEASE_MS,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    application_name: applicationName,
  });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle connection error:', err.message));
  survivesDroppedConnections(pool);
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool };
}

/**
 * A connection checked out (a transaction, the boot lock) has no listener of the pool's: an 'error'
 * then (57P01 when the server stops) would be unhandled and end the process. The query it fails
 * reports it. And Drizzle 0.45 runs a transaction's BEGIN before the try/finally that releases the
 * connection (drizzle-orm#6241): one that dies at that moment would stay checked out for good, and a
 * few of them exhaust the pool. So a checked-out connection that closes is released here, and its
 * holder's own release later does nothing.
 */
function survivesDroppedConnections(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    client.on('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => undefined;
      release(true);
    });
  });
}
