import type { LinkedStore, MultiLinkBody } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { checkCredentials } from '../auth/service.js';
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

/** Unlinks a store linked to this login; the store it owns and the one it is in stay. */
export async function untieStore(db: Db, auth: AuthContext, storeId: number): Promise<void> {
  const link = await q.findLink(db, auth.accountId, storeId);
  if (!link) throw refuse('该店铺不属于当前账号');
  if (link.isOwner) throw refuse('不能解绑您自己的店铺');
  if (storeId === auth.storeId) throw refuse('不能解绑当前正在使用的店铺，请先切换到其他店铺');
  await db.transaction((tx) => q.unlinkStore(tx, auth.accountId, storeId));
}

/**
 * Links the stores another login owns, once that login's password is proven; wrong passwords count
 * towards that login's lockout as they do on the login page.
 */
export async function linkByLogin(db: Db, auth: AuthContext, body: MultiLinkBody, ip: string): Promise<LinkedStore[]> {
  const other = await checkCredentials(db, body, ip);
  if (other.accountId === auth.accountId) throw refuse('不能关联当前登录的账号');
  const storeIds = await q.ownedStoreIds(db, other.accountId);
  const added = await db.transaction((tx) => q.linkStores(tx, auth.accountId, storeIds, false));
  if (added === 0) throw refuse('该账号的店铺已关联，无需重复关联');
  return listStores(db, auth);
}
