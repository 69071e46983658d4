import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { accounts, accountStores, loginAttempts, sessions, stores } from '../../db/schema/index.js';

/**
 * Runs on every API request: prepared once per connection, so each request only binds the id. It
 * brings the current store's standing along, which saves every catalogue, cart and checkout request
 * a round trip to read it.
 */
const liveSessions = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: Db) {
  return db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      storeId: sessions.storeId,
      store: {
        qualificationStatus: stores.qualificationStatus,
        level: stores.level,
        businessScope: stores.businessScope,
        province: stores.province,
        customerType: stores.customerType,
      },
    })
    .from(sessions)
    .innerJoin(stores, eq(stores.id, sessions.storeId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('find_live_session');
}

export async function findLiveSession(db: Db, id: string) {
  let prepared = liveSessions.get(db);
  if (!prepared) {
    prepared = prepareLiveSession(db);
    liveSessions.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row;
}

export async function findAccountByPhone(db: DbOrTx, phone: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone));
  return row;
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

export async function insertSession(db: DbOrTx, s: { id: string; accountId: number; storeId: number; expiresAt: Date }) {
  await db.insert(sessions).values(s);
}

export async function deleteSession(db: DbOrTx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function recentFailures(db: DbOrTx, username: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordAttempt(db: DbOrTx, a: { username: string; ip: string; success: boolean }) {
  await db.insert(loginAttempts).values(a);
}
