import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountManagers, accounts, accountStores, categories, sessions, stores } from '../../db/schema/index.js';

/** PostgreSQL's unique_violation, which drizzle hands on as the cause of its own error. */
export function isUniqueViolation(err: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return codeOf(err) === '23505' || (err instanceof Error && codeOf(err.cause) === '23505');
}

export async function findAccount(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

export async function phoneHeldByOther(db: DbOrTx, accountId: number, phone: string): Promise<boolean> {
  const [holder] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, phone), ne(accounts.id, accountId)));
  return Boolean(holder);
}

/** False when another login holds the phone (checked first, and by the unique index under a race). */
export async function updateProfile(db: DbOrTx, accountId: number, p: { name: string; phone: string }): Promise<boolean> {
  if (await phoneHeldByOther(db, accountId, p.phone)) return false;
  try {
    await db.update(accounts).set(p).where(eq(accounts.id, accountId));
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export async function setName(db: DbOrTx, accountId: number, name: string): Promise<void> {
  await db.update(accounts).set({ name }).where(eq(accounts.id, accountId));
}

/** The stores this login owns (not those only linked to it): where its site messages go. */
export async function ownedStoreIds(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: accountStores.storeId })
    .from(accountStores)
    .where(and(eq(accountStores.accountId, accountId), eq(accountStores.isOwner, true)));
  return rows.map((r) => r.storeId);
}

export async function setPassword(db: DbOrTx, accountId: number, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

/** Ends the account's sessions everywhere. */
export async function endSessions(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}

export async function businessScopeOf(db: DbOrTx, storeId: number): Promise<string[]> {
  const [row] = await db.select({ scope: stores.businessScope }).from(stores).where(eq(stores.id, storeId));
  return row?.scope ?? [];
}

/** Names of top-level classes by key, in menu order. */
export async function categoryNames(db: DbOrTx, keys: readonly string[]): Promise<{ key: string; name: string }[]> {
  if (keys.length === 0) return [];
  return db
    .select({ key: categories.key, name: categories.name })
    .from(categories)
    .where(and(eq(categories.kind, 'ordinary'), inArray(categories.key, [...keys])))
    .orderBy(asc(categories.sort));
}

/** The store with the login looking at it and its account manager. */
export async function storeWithAccount(db: DbOrTx, accountId: number, storeId: number) {
  const [row] = await db
    .select({ account: accounts, store: stores, manager: accountManagers })
    .from(stores)
    .innerJoin(accounts, eq(accounts.id, accountId))
    .leftJoin(accountManagers, eq(accountManagers.id, stores.managerId))
    .where(eq(stores.id, storeId));
  return row;
}
