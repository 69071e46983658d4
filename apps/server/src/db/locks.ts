/** Row locks that serialise changes across modules. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { preparedPerHandle } from './prepared.js';
import { stores } from './schema/index.js';

const storeLock = preparedPerHandle((tx) =>
  tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('storeId')))
    .for('update')
    .prepare('lock_store'),
);

/**
 * Money of one store changes one transaction at a time: every balance check and ledger write
 * happens after this row lock, so two payments cannot both spend the same balance.
 */
export async function lockStore(tx: DbOrTx, storeId: number): Promise<void> {
  await storeLock(tx).execute({ storeId });
}

