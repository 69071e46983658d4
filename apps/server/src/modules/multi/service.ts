import type { LinkedStore } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './queries.js';

export async function listStores(db: Db, auth: AuthContext): Promise<LinkedStore[]> {
  const rows = await q.storesOfAccount(db, auth.accountId);
  return rows.map((r) => ({
    id: r.id,
    company: r.company,
    username: r.ownerPhone,
    is_current: r.id === auth.storeId ? 1 : 0,
    is_owner: r.isOwner ? 1 : 0,
    is_passed: r.status === 'passed' ? 1 : 0,
  }));
}

/** Moves the session to another store of the same login; a store it is not linked to is refused. */
export async function switchStore(db: Db, auth: AuthContext, storeId: number): Promise<void> {
  if (!(await q.isLinked(db, auth.accountId, storeId))) throw refuse('该店铺不属于当前账号，无法切换');
  await q.setSessionStore(db, auth.sessionId, storeId);
}
