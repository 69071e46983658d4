import crypto from 'node:crypto';
import { Msg, type AdminLoginBody, type StaffMe } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { refuse } from '../../../lib/errors.js';
import { DUMMY_HASH, verifyPassword } from '../../../lib/password.js';
import { recentFailures, recordAttempt } from '../../auth/queries.js';
import type { StaffContext } from '../session.js';
import * as q from './queries.js';

/** A working day: the console is left open on shared desks less often than a buyer's browser. */
export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;
const LOCK_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

/** Staff names share the login-attempt log with buyer phones under their own prefix, so the two never lock each other. */
const attemptKey = (username: string) => `staff:${username}`;

/** Same rules as the buyer login: one message for unknown name and wrong password, five failures lock the name. */
export async function login(db: Db, body: AdminLoginBody, ip: string): Promise<{ sessionId: string; expiresAt: Date }> {
  const key = attemptKey(body.username);
  if ((await recentFailures(db, key, new Date(Date.now() - LOCK_WINDOW_MS))) >= MAX_FAILURES) throw refuse(Msg.LOGIN_LOCKED, 429);
  const member = await q.findStaffByUsername(db, body.username);
  const passwordOk = await verifyPassword(body.password, member?.passwordHash ?? DUMMY_HASH);
  if (!member || !passwordOk) {
    await recordAttempt(db, { username: key, ip, success: false });
    throw refuse('用户名或密码错误');
  }
  if (!member.enabled) throw refuse('该账号已停用，请联系管理员');
  await recordAttempt(db, { username: key, ip, success: true });
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_MS);
  await q.insertStaffSession(db, { id: sessionId, staffId: member.id, expiresAt });
  return { sessionId, expiresAt };
}

export const logout = (db: Db, sessionId: string) => q.deleteStaffSession(db, sessionId);

export const meOf = (s: StaffContext): StaffMe => ({ id: s.staffId, username: s.username, name: s.name, roles: s.roles });
