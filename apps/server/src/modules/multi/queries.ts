import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, accountStores, sessions, stores } from '../../db/schema/index.js';

export async function storesOfAccount(db: DbOrTx, accountId: number) {
  return db
    .select({
      id: stores.id,
      company: stores.company,
      status: stores.qualificationStatus,
      isOwner: accountStores.isOwner,
      ownerPhone: accounts.phone,
    })
    .from(accountStores)
    .innerJoin(stores, eq(stores.id, accountStores.storeId))
    .innerJoin(accounts, eq(accounts.id, accountId))
    .where(eq(accountStores.accountId, accountId))
    .orderBy(accountStores.createdAt, stores.id);
}

export async function isLinked(db: DbOrTx, accountId: number, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ storeId: accountStores.storeId })
    .from(accountStores)
    .where(and(eq(accountStores.accountId, accountId), eq(accountStores.storeId, storeId)));
  return Boolean(row);
}

export async function setSessionStore(db: DbOrTx, sessionId: string, storeId: number) {
  await db.update(sessions).set({ storeId }).where(eq(sessions.id, sessionId));
}
