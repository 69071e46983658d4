import crypto from 'node:crypto';
import { Msg, type LoginBody } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.js';
import * as q from './queries.js';

export const SESSION_TTL_DAYS = 7;
const LOCK_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

/**
 * Checks a phone and its password. Unknown phone and wrong password answer the same message after
 * the same work, and five failures in fifteen minutes lock the name, whoever owns it.
 */
export async function checkCredentials(db: DbOrTx, body: LoginBody, ip: string): Promise<{ accountId: number; storeId: number }> {
  const failures = await q.recentFailures(db, body.username, new Date(Date.now() - LOCK_WINDOW_MS));
  if (failures >= MAX_FAILURES) throw refuse(Msg.LOGIN_LOCKED, 429);
  const account = await q.findAccountByPhone(db, body.username);
  const passwordOk = await verifyPassword(body.password, account?.passwordHash ?? DUMMY_HASH);
  const storeId = account && passwordOk ? await q.defaultStoreOf(db, account.id) : undefined;
  if (!account || !passwordOk || !storeId) {
    await q.recordAttempt(db, { username: body.username, ip, success: false });
    throw refuse(Msg.LOGIN_FAILED);
  }
  await q.recordAttempt(db, { username: body.username, ip, success: true });
  return { accountId: account.id, storeId };
}

export async function login(db: Db, body: LoginBody, ip: string): Promise<{ sessionId: string; expiresAt: Date }> {
  const { accountId, storeId } = await checkCredentials(db, body, ip);
  return createSession(db, accountId, storeId);
}

/** Takes a transaction too, so registration logs the new account in within the transaction that creates it. */
export async function createSession(db: DbOrTx, accountId: number, storeId: number) {
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
  await q.insertSession(db, { id: sessionId, accountId, storeId, expiresAt });
  return { sessionId, expiresAt };
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await q.deleteSession(db, sessionId);
}
