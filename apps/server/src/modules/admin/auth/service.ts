import crypto from 'node:crypto';
import { Code, MUST_CHANGE_PASSWORD_MSG, type AdminLoginBody, type MustChangePassword, type StaffMe } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { guardedAttempt } from '../../../lib/attempt-lock.js';
import { BizError, FieldError, refuse } from '../../../lib/errors.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../../lib/password.js';
import type { StaffContext } from '../shared/session.js';
import * as q from './queries.js';

/** A working day: the console is left open on shared desks less often than a buyer's browser. */
export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;

/** Same rules as the buyer login, counted in the staff scope so no buyer login touches a staff name. */
export async function login(db: Db, body: AdminLoginBody, ip: string): Promise<{ sessionId: string; expiresAt: Date }> {
  const member = await q.findStaffByUsername(db, body.username);
  const passed = await guardedAttempt(db, { scope: 'staff-login', subject: body.username, client: ip }, () =>
    verifyPassword(body.password, member?.passwordHash ?? dummyHash()),
  );
  if (!passed || !member) throw refuse('用户名或密码错误');
  if (!member.enabled) throw refuse('该账号已停用，请联系管理员');
  if (member.mustChangePassword) await replaceFirstPassword(db, member, body);
  // A hash from weaker parameters is replaced now that the password is known to be right.
  else if (needsRehash(member.passwordHash)) await q.replaceStaffPasswordHash(db, member.id, member.passwordHash, await hashPassword(body.password));
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_MS);
  await q.insertStaffSession(db, { id: sessionId, staffId: member.id, expiresAt });
  return { sessionId, expiresAt };
}

/** No session until a password someone else chose is replaced: the same login, sent again with new_password. */
async function replaceFirstPassword(db: Db, member: { id: number; passwordHash: string }, body: AdminLoginBody): Promise<void> {
  const data: MustChangePassword = { must_change_password: 1 };
  if (!body.new_password) throw new BizError(Code.REFUSED, MUST_CHANGE_PASSWORD_MSG, 200, data);
  if (body.new_password === body.password) throw new FieldError('new_password', '新密码不能与原密码相同');
  await q.replaceFirstPassword(db, member.id, member.passwordHash, await hashPassword(body.new_password));
}

export const logout = (db: Db, sessionId: string) => q.deleteStaffSession(db, sessionId);

export const meOf = (s: StaffContext): StaffMe => ({ id: s.staffId, username: s.username, name: s.name, roles: s.roles });
