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

export async function findLink(db: DbOrTx, accountId: number, storeId: number) {
  const [row] = await db
    .select({ isOwner: accountStores.isOwner })
    .from(accountStores)
    .where(and(eq(accountStores.accountId, accountId), eq(accountStores.storeId, storeId)));
  return row;
}

export async function ownedStoreIds(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: accountStores.storeId })
    .from(accountStores)
    .where(and(eq(accountStores.accountId, accountId), eq(accountStores.isOwner, true)))
    .orderBy(accountStores.createdAt, accountStores.storeId);
  return rows.map((r) => r.storeId);
}

/** Links stores to a login; stores it already reaches are skipped. Answers how many were new. */
export async function linkStores(tx: DbOrTx, accountId: number, storeIds: readonly number[], isOwner: boolean): Promise<number> {
  if (storeIds.length === 0) return 0;
  const rows = await tx
    .insert(accountStores)
    .values(storeIds.map((storeId) => ({ accountId, storeId, isOwner })))
    .onConflictDoNothing()
    .returning({ storeId: accountStores.storeId });
  return rows.length;
}

/** Unlinks a linked (never an owned) store and ends the login's sessions that stood in it. */
export async function unlinkStore(tx: DbOrTx, accountId: number, storeId: number): Promise<boolean> {
  const rows = await tx
    .delete(accountStores)
    .where(and(eq(accountStores.accountId, accountId), eq(accountStores.storeId, storeId), eq(accountStores.isOwner, false)))
    .returning({ storeId: accountStores.storeId });
  await tx.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.storeId, storeId)));
  return rows.length > 0;
}
