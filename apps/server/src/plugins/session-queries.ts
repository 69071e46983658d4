/** The session lookup behind every API request (the session plugin's one query). */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountStores, companyMembers, sessions, stores } from '../db/schema/index.js';

/**
 * Runs on every API request: prepared once per connection, so each request only binds the id. It
 * brings the current store's standing and the login's role in it along, which saves every catalogue,
 * cart and checkout request a round trip to read them. A session whose login lost the store, or whose
 * company member was disabled, finds nothing.
 */
const liveSessions = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: Db) {
  return db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      storeId: sessions.storeId,
      expiresAt: sessions.expiresAt,
      role: accountStores.role,
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
    .innerJoin(accountStores, and(eq(accountStores.accountId, sessions.accountId), eq(accountStores.storeId, sessions.storeId)))
    .leftJoin(companyMembers, eq(companyMembers.accountId, sessions.accountId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`), isNull(companyMembers.disabledAt)))
    .prepare('find_live_session');
}

export type LiveSession = Awaited<ReturnType<ReturnType<typeof prepareLiveSession>['execute']>>[number];

export async function findLiveSession(db: Db, id: string): Promise<LiveSession | undefined> {
  let prepared = liveSessions.get(db);
  if (!prepared) {
    prepared = prepareLiveSession(db);
    liveSessions.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row;
}
