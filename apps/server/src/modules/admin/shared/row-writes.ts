/**
 * The three audited writes of a plain console row (a banner, a coupon, an article...): add it,
 * change it, delete it, each in one transaction with its audit row, reading the row as the log
 * should show it before and after.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { audit, audited, type Actor } from './audit.js';

/** The first row of `table` where `where` holds, locked for the change that reads it when `lock`. */
export async function firstRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}

/** A table's row by its id, locked for the change that reads it when `lock`. */
export function rowById<T extends PgTable>(table: T, idColumn: PgColumn) {
  return (db: DbOrTx, id: number, lock = false) => firstRow(db, table, eq(idColumn, id), lock);
}

export interface RowSpec<R> {
  /** Audit entity and action prefix: `ad` writes ad.create, ad.update, ad.delete. */
  entity: string;
  /** What the not-found refusal names: 广告 → 广告不存在. */
  label: string;
  /** The row, locked when `lock`. */
  find(db: Db | Tx, id: number, lock?: boolean): Promise<R | undefined>;
  /** The row as its audit rows show it. */
  view(row: R): unknown;
}

export function rowWrites<R>(spec: RowSpec<R>) {
  const read = async (tx: Tx, id: number) => {
    const row = await spec.find(tx, id, true);
    return row === undefined ? null : spec.view(row);
  };
  const existing = async (db: Db | Tx, id: number, lock = false): Promise<R> => {
    const row = await spec.find(db, id, lock);
    if (row === undefined) throw notFound(spec.label);
    return row;
  };
  return {
    find: spec.find,
    existing,

    /** `insert` writes the row (and what belongs to it) and answers its id. */
    async create(db: Db, staff: Actor, insert: (tx: Tx) => Promise<number>): Promise<number> {
      return db.transaction(async (tx) => {
        const id = await insert(tx);
        await audit(tx, staff, {
          action: `${spec.entity}.create`,
          entity: spec.entity,
          entityId: id,
          before: null,
          after: await read(tx, id),
        });
        return id;
      });
    },

    async update<T>(db: Db, staff: Actor, id: number, change: (tx: Tx, row: R) => Promise<T>, action = 'update'): Promise<T> {
      await existing(db, id);
      return audited(
        db,
        staff,
        { action: `${spec.entity}.${action}`, entity: spec.entity, entityId: id, read: (tx) => read(tx, id) },
        async (tx) => change(tx, await existing(tx, id, true)),
      );
    },

    /** `remove` deletes the row (and what belongs to it); it may refuse first, leaving everything as it was. */
    async remove(db: Db, staff: Actor, id: number, remove: (tx: Tx, row: R) => Promise<unknown>): Promise<R> {
      return db.transaction(async (tx) => {
        const row = await existing(tx, id, true);
        await remove(tx, row);
        await audit(tx, staff, {
          action: `${spec.entity}.delete`,
          entity: spec.entity,
          entityId: id,
          before: spec.view(row),
          after: { deleted: true },
        });
        return row;
      });
    },
  };
}

/** `rowWrites` of a table whose rows are found by their `id` column. */
export const tableWrites = <T extends PgTable & { id: PgColumn }>(table: T, spec: Omit<RowSpec<T['$inferSelect']>, 'find'>) =>
  rowWrites({ ...spec, find: rowById(table, table.id) });
