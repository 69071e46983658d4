import crypto from 'node:crypto';
import { Msg, type LoginBody } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { guardedAttempt } from '../../lib/attempt-lock.js';
import { refuse } from '../../lib/errors.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import * as q from './queries.js';

export const SESSION_TTL_DAYS = 7;
export const MEMBER_DISABLED = '该账号已被企业停用，请联系企业负责人';

/**
 * Checks a phone and its password. Unknown phone and wrong password answer the same message after
 * the same work; failures lock this phone from this client only (lib/attempt-lock.ts).
 */
export async function checkCredentials(db: Db, body: LoginBody, ip: string): Promise<{ accountId: number; storeId: number }> {
  const account = await q.findAccountByPhone(db, body.username);
  const passed = await guardedAttempt(db, { scope: 'buyer-login', subject: body.username, client: ip }, () =>
    verifyPassword(body.password, account?.passwordHash ?? dummyHash()),
  );
  const storeId = account && passed ? await q.defaultStoreOf(db, account.id) : undefined;
  if (!account || !storeId) throw refuse(Msg.LOGIN_FAILED);
  // A hash from weaker parameters is replaced now that the password is known to be right.
  if (needsRehash(account.passwordHash)) await q.replacePasswordHash(db, account.id, account.passwordHash, await hashPassword(body.password));
  // Told only after the right password, so the message says nothing to someone guessing.
  if (await q.isDisabledMember(db, account.id)) throw refuse(MEMBER_DISABLED);
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
