import type { BusinessScope, UpdateUserInfoBody } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { notLoggedIn } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { changePhone } from './phone-change.js';
import * as q from './queries.js';

/** The login's name, and its phone when the new one is proven (phone-change.ts); a name alone needs no proof. */
export async function updateUserInfo(db: Db, auth: AuthContext, body: UpdateUserInfoBody, log: FastifyBaseLogger): Promise<void> {
  const account = await q.findAccount(db, auth.accountId);
  if (!account) throw notLoggedIn();
  if (body.phone === account.phone) await q.setName(db, account.id, body.name);
  else await changePhone(db, account, body, log);
}

export async function businessScope(db: Db, auth: AuthContext): Promise<BusinessScope> {
  return q.categoryNames(db, await q.businessScopeOf(db, auth.storeId));
}
