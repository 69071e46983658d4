import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';

const CHUNK = 1000;

/** Inserts many rows in chunks small enough for PostgreSQL's 65535-parameter limit. */
export async function insertMany<T extends PgTable<TableConfig>>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}
