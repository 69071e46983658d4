/**
 * 支付密码: set or reset with an SMS code to the login's phone, changed with the old one, and checked
 * before money leaves the wallet or credit. Wrong guesses count toward the same lock as logins do.
 */
import { PAY_PASSWORD_UNSET, type PayMethod, type PayPasswordChangeBody, type PayPasswordCodeBody } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { guardedAttempt, triesLeft } from '../../lib/attempt-lock.js';
import type { AttemptKey } from '../../lib/attempt-policy.js';
import { FieldError, notLoggedIn, refuse } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthContext } from '../../plugins/session.js';
import { findAccount } from '../account/queries.js';
import { checkCode, CODE_USED } from '../sms-code/check.js';
import { markCodeUsed } from '../sms-code/queries.js';
import * as q from './queries.js';

const ALREADY_SET = '您已设置支付密码，可用原支付密码修改，或通过短信验证码重置';

const lockKey = (accountId: number, client: string): AttemptKey => ({ scope: 'pay-password', subject: String(accountId), client });

/** Checks a payment password under the attempt lock; answers how many tries are left when it is wrong (0 when right). */
async function wrongTriesLeft(db: Db, key: AttemptKey, hash: string, given: string): Promise<number> {
  if (await guardedAttempt(db, key, () => verifyPassword(given, hash))) return 0;
  // The failure that locks throws inside guardedAttempt, so at least one try is left here.
  return Math.max(await triesLeft(db, key), 1);
}

/** Wallet and credit payments (orders, repaying credit from the wallet) ask for it; online payments are confirmed by the provider. */
export async function confirmPayPassword(db: Db, auth: AuthContext, body: { method: PayMethod; pay_password?: string }, client: string) {
  if (body.method === 'online') return;
  const hash = await q.payPasswordHashOf(db, auth.accountId);
  if (!hash) throw refuse(PAY_PASSWORD_UNSET);
  const left = await wrongTriesLeft(db, lockKey(auth.accountId, client), hash, body.pay_password ?? '');
  if (left > 0) throw refuse(`支付密码错误，还可尝试 ${left} 次`);
}

async function loginAccount(db: Db, auth: AuthContext) {
  const account = await findAccount(db, auth.accountId);
  if (!account) throw notLoggedIn();
  return account;
}

/** The code sent to the login's own phone proves the owner; the code is spent with the write, in one transaction. */
async function setWithCode(db: Db, account: { id: number; phone: string }, body: PayPasswordCodeBody, onlyIfUnset: boolean) {
  const codeId = await checkCode(db, account.phone, 'pay_password', body.code);
  const hash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, codeId))) throw new FieldError('code', CODE_USED);
    if (!(await q.setPayPasswordHash(tx, account.id, hash, onlyIfUnset))) throw refuse(ALREADY_SET);
  });
}

export async function setPayPassword(db: Db, auth: AuthContext, body: PayPasswordCodeBody): Promise<void> {
  const account = await loginAccount(db, auth);
  if (account.payPasswordHash) throw refuse(ALREADY_SET);
  await setWithCode(db, account, body, true);
}

/** Forgotten: a new one with an SMS code, whether or not one was set. */
export async function resetPayPassword(db: Db, auth: AuthContext, body: PayPasswordCodeBody): Promise<void> {
  await setWithCode(db, await loginAccount(db, auth), body, false);
}

export async function changePayPassword(db: Db, auth: AuthContext, body: PayPasswordChangeBody, client: string): Promise<void> {
  const account = await loginAccount(db, auth);
  if (!account.payPasswordHash) throw refuse(PAY_PASSWORD_UNSET);
  const left = await wrongTriesLeft(db, lockKey(account.id, client), account.payPasswordHash, body.old_password);
  if (left > 0) throw new FieldError('old_password', `原支付密码错误，还可尝试 ${left} 次`);
  if (body.password === body.old_password) throw new FieldError('password', '新支付密码不能与原支付密码相同');
  await q.setPayPasswordHash(db, account.id, await hashPassword(body.password), false);
}
