/** The session lookup behind every API request (the session plugin's one query). */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, stores } from '../db/schema/index.js';

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
