/** Checking a phone's SMS code: a few guesses per code, compared in constant time, used up by the caller's transaction. */
import crypto from 'node:crypto';
import type { CodePurpose } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { FieldError } from '../../lib/errors.js';
import * as q from './queries.js';

/** Wrong guesses a code survives; after them a new code must be sent. */
const MAX_CODE_ATTEMPTS = 5;

export const CODE_USED = '验证码已使用，请重新获取';
const CODE_TOO_MANY = '验证码错误次数过多，请重新获取';

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Checks the phone's latest code without using it up; answers its id for the caller's transaction to use (q.markCodeUsed). */
export async function checkCode(db: Db, phone: string, purpose: CodePurpose, given: string): Promise<number> {
  return (await checkBoundCode(db, phone, purpose, given)).id;
}

/** checkCode, answering also what the code was sent for beyond its purpose (its subject: a company invitation). */
export async function checkBoundCode(
  db: Db,
  phone: string,
  purpose: CodePurpose,
  given: string,
): Promise<{ id: number; subject: string | null }> {
  const spent = await q.spendAttempt(db, phone, purpose, MAX_CODE_ATTEMPTS);
  if (!spent) {
    const latest = await q.latestCode(db, phone, purpose);
    const why = !latest
      ? '请先获取验证码'
      : latest.usedAt
        ? CODE_USED
        : latest.attempts >= MAX_CODE_ATTEMPTS
          ? CODE_TOO_MANY
          : '验证码已过期，请重新获取';
    throw new FieldError('code', why);
  }
  if (!sameCode(spent.code, given)) throw new FieldError('code', spent.attempts >= MAX_CODE_ATTEMPTS ? CODE_TOO_MANY : '验证码错误');
  return { id: spent.id, subject: spent.subject };
}
