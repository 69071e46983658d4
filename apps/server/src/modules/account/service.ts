import type { BusinessScope, ResetPasswordBody, UpdateUserInfoBody } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { FieldError, notLoggedIn } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './queries.js';

const PHONE_TAKEN = '该手机号已被其他账号使用';

export async function updateUserInfo(db: Db, auth: AuthContext, body: UpdateUserInfoBody): Promise<void> {
  if (!(await q.updateProfile(db, auth.accountId, body))) throw new FieldError('phone', PHONE_TAKEN);
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
