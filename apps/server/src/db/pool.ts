/** The connection pool behind the app's Drizzle handle, for what needs connections of its own (LISTEN) or the database's name. */
import pg from 'pg';
import type { Db } from './client.js';

/** LISTEN opens its own connection with the same settings as the pool. */
export function poolOf(db: Db): pg.Pool {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('the database handle has no connection pool');
  return client;
}

/** host:port/database of a connection, without credentials. */
export function databaseKey(config: pg.PoolConfig): string {
  const url = new URL(config.connectionString ?? 'postgres://localhost');
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}
