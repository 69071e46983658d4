import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, categories, sessions, stores } from '../../db/schema/index.js';

/** PostgreSQL's unique_violation, which drizzle hands on as the cause of its own error. */
export function isUniqueViolation(err: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return codeOf(err) === '23505' || (err instanceof Error && codeOf(err.cause) === '23505');
}

export async function findAccount(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** False when another login holds the phone (checked first, and by the unique index under a race). */
export async function updateProfile(db: DbOrTx, accountId: number, p: { name: string; phone: string }): Promise<boolean> {
  const [holder] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, p.phone), ne(accounts.id, accountId)));
  if (holder) return false;
  try {
    await db.update(accounts).set(p).where(eq(accounts.id, accountId));
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export async function setPassword(db: DbOrTx, accountId: number, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

/** Ends the account's sessions everywhere, but for the one given (the browser that asked). */
export async function endSessions(db: DbOrTx, accountId: number, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)));
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
