import type { BusinessScope, ResetPasswordBody, UpdateUserInfoBody } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { FieldError, notLoggedIn } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
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

/** A new password for the logged-in account; every other session of it ends, this one stays. */
export async function resetPassword(db: Db, auth: AuthContext, body: ResetPasswordBody): Promise<void> {
  const account = await q.findAccount(db, auth.accountId);
  if (!account) throw notLoggedIn();
  if (!(await verifyPassword(body.old_password, account.passwordHash))) {
    throw new FieldError('old_password', '原密码不正确');
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await q.setPassword(tx, auth.accountId, passwordHash);
    await q.endSessions(tx, auth.accountId, auth.sessionId);
  });
}

export async function businessScope(db: Db, auth: AuthContext): Promise<BusinessScope> {
  return q.categoryNames(db, await q.businessScopeOf(db, auth.storeId));
}
