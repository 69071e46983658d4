import type { DbOrTx } from './client.js';

/**
 * Drizzle builds a query's SQL anew on every call, which for a card query costs more CPU (≈0.3 ms)
 * than PostgreSQL spends running it, and PostgreSQL plans it anew too. Hot queries are built once per
 * database handle and shape and run as named prepared statements. A transaction is a handle of its
 * own, so a read inside one stays inside it.
 */
export class PerHandle<T> {
  private readonly built = new WeakMap<DbOrTx, Map<string, T>>();

  get(db: DbOrTx, shape: string, build: () => T): T {
    let shapes = this.built.get(db);
    if (!shapes) this.built.set(db, (shapes = new Map()));
    let value = shapes.get(shape);
    if (value === undefined) shapes.set(shape, (value = build()));
    return value;
  }
}

/** A prepared statement per database handle (and shape, for queries whose clauses vary). */
export function preparedPerHandle<T>(build: (db: DbOrTx, shape: string) => T): (db: DbOrTx, shape?: string) => T {
  const cache = new PerHandle<T>();
  return (db, shape = '') => cache.get(db, shape, () => build(db, shape));
}
