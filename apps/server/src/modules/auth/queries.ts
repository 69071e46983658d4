import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, accountStores, companyMembers, sessions } from '../../db/schema/index.js';

export async function findAccountByPhone(db: DbOrTx, phone: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone));
  return row;
}

/** Stores a stronger hash of the same password, unless the password was changed meanwhile. */
export async function replacePasswordHash(db: DbOrTx, accountId: number, old: string, hash: string) {
  await db
    .update(accounts)
    .set({ passwordHash: hash })
    .where(and(eq(accounts.id, accountId), eq(accounts.passwordHash, old)));
}

/** The store a login lands in: the one it owns first, else the first linked. */
export async function defaultStoreOf(db: DbOrTx, accountId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ storeId: accountStores.storeId })
    .from(accountStores)
    .where(eq(accountStores.accountId, accountId))
    .orderBy(sql`${accountStores.isOwner} DESC`, accountStores.createdAt)
    .limit(1);
  return row?.storeId;
}

/** A company member its company disabled: it may not log in until enabled again. */
export async function isDisabledMember(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: companyMembers.accountId })
    .from(companyMembers)
    .where(and(eq(companyMembers.accountId, accountId), isNotNull(companyMembers.disabledAt)));
  return Boolean(row);
}

export async function insertSession(db: DbOrTx, s: { id: string; accountId: number; storeId: number; expiresAt: Date }) {
  await db.insert(sessions).values(s);
}

export async function deleteSession(db: DbOrTx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}
