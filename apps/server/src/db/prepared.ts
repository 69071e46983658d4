import type { DbOrTx } from './client.js';

/**
 * What a handle's statements run on: the pool for the database, the pooled connection for a
 * transaction. Drizzle makes a new handle for every transaction, but a statement prepared through an
 * earlier one on the same connection runs on that connection, so inside the transaction open on it now.
 */
const connectionOf = (db: DbOrTx): object => (db as { session?: { client?: object } }).session?.client ?? db;

/**
 * Drizzle builds a query's SQL anew on every call, which for a card query costs more CPU (≈0.3 ms)
 * than PostgreSQL spends running it, and PostgreSQL plans it anew too. Hot queries are built once per
 * connection and shape and run as named prepared statements; a read inside a transaction stays inside it.
 */
export class PerHandle<T> {
  private readonly built = new WeakMap<object, Map<string, T>>();

  get(db: DbOrTx, shape: string, build: () => T): T {
    const connection = connectionOf(db);
    let shapes = this.built.get(connection);
    if (!shapes) this.built.set(connection, (shapes = new Map()));
    let value = shapes.get(shape);
    if (value === undefined) shapes.set(shape, (value = build()));
    return value;
  }
}

/** A prepared statement per connection (and shape, for queries whose clauses vary). */
export function preparedPerHandle<T>(build: (db: DbOrTx, shape: string) => T): (db: DbOrTx, shape?: string) => T {
  const cache = new PerHandle<T>();
  return (db, shape = '') => cache.get(db, shape, () => build(db, shape));
}
