/** Row locks that serialise changes across modules. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { preparedPerHandle } from './prepared.js';
import { stores } from './schema/index.js';

/**
 * The store's row locked, with `also` read in the same statement. FOR NO KEY UPDATE: it serialises the store's
 * changes as FOR UPDATE would, without waiting for the key-share locks of rows inserted that name the store.
 */
const storeRowLock = (name: string, also: Record<string, SQL> = {}) =>
  preparedPerHandle((tx) =>
    tx
      .select({ id: stores.id, ...also })
      .from(stores)
      .where(eq(stores.id, sql.placeholder('storeId')))
      .for('no key update')
      .prepare(name),
  );

const storeLock = storeRowLock('lock_store');

/**
 * Money of one store changes one transaction at a time: every balance check and ledger write
 * happens after this row lock, so two payments cannot both spend the same balance.
 */
export async function lockStore(tx: DbOrTx, storeId: number): Promise<void> {
  await storeLock(tx).execute({ storeId });
}

const cartLock = storeRowLock('lock_store_cart', { commit: sql`set_config('synchronous_commit', 'off', true)` });

/**
 * The same lock, in one statement with `SET LOCAL synchronous_commit = off`, for a transaction that changes only
 * the store's cart: its commit is visible to every other session at once but does not wait for the WAL to reach the
 * disk. A cart line is the buyer's working list, not a record: a crash of the database can lose the last moments of
 * changes (the WAL writer flushes within three times `wal_writer_delay`, 600 ms by default), never half of one, and
 * the page then shows the cart as it is. Orders, payments, stock and ledgers keep the default. Waiting for the disk
 * held every add in flight behind one slow flush: a commit 300 ms in the kernel on the WAL's page and the others
 * queued behind it (docs/performance.md, adding to the cart).
 */
export async function lockStoreForCart(tx: DbOrTx, storeId: number): Promise<void> {
  await cartLock(tx).execute({ storeId });
}
