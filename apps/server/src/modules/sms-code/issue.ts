/** Sending a code: one a minute per phone, stored for checkCode, sent through the SMS gateway. */
import crypto from 'node:crypto';
import { Code, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type CodePurpose, type SmsCodeSent } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import * as codes from './queries.js';
import { smsSender } from './sms.js';

/** Sends a 6-digit code valid for 5 minutes; a phone gets at most one code a minute. */
export async function issueCode(db: Db, phone: string, purpose: CodePurpose, log: FastifyBaseLogger): Promise<SmsCodeSent> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // Sent inside the transaction: a failed send leaves no code behind to block the next minute.
  await db.transaction(async (tx) => {
    await codes.lockPhone(tx, phone);
    const since = await codes.secondsSinceLastCode(tx, phone);
    if (since !== null && since < SMS_RESEND_SECONDS) {
      throw refuse(`验证码发送过于频繁，请${Math.ceil(SMS_RESEND_SECONDS - since)}秒后再试`, Code.TOO_MANY);
    }
    await codes.insertCode(tx, { phone, purpose, code, ttlSeconds: SMS_CODE_TTL_SECONDS });
    const text = `【药采云】您的验证码是${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效，请勿告诉他人。`;
    await smsSender().send({ phone, purpose, code, text }, log);
  });
  return { expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS };
}
