/** Sending a code: one a minute per phone, daily caps, stored for checkCode, sent through the SMS gateway. */
import crypto from 'node:crypto';
import { Code, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type CodePurpose, type SmsCodeSent } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { takeDailyCaps, type CapSubjects } from './daily-caps.js';
import * as codes from './queries.js';
import { smsSender, SmsSendError, type SmsMessage } from './sms.js';

/** A code to send: the phone and purpose, who asks (for the daily caps), and the company an invitation names. */
export interface CodeOrder extends CapSubjects {
  purpose: CodePurpose;
  /** Given with purpose company_invite: the SMS then says which company invites. */
  company?: string;
  /** Stored with the code; a check naming it takes only this code (a company invitation: invite:<id>). */
  subject?: string;
  /** false: stored and counted as if sent, never sent (a phone nobody could be sent to, answered like any other). */
  deliver?: boolean;
}

const SEND_FAILED = '短信发送失败，请稍后再试';

const message = (order: CodeOrder, code: string): SmsMessage =>
  order.company !== undefined
    ? { phone: order.phone, kind: 'company_invite', params: { company: order.company, code } }
    : { phone: order.phone, kind: 'verify_code', params: { code } };

/** Sends a 6-digit code valid for 5 minutes; a phone gets at most one code a minute and a few a day. */
export async function issueCode(db: Db, order: CodeOrder, log: FastifyBaseLogger): Promise<SmsCodeSent> {
  // Sent inside the transaction: a failed send leaves no code behind to block the next minute.
  return db.transaction((tx) => issueCodeIn(db, tx, order, log));
}

/**
 * issueCode in the caller's transaction, so what the caller writes with the code (an invitation) is
 * undone when the code is refused or not sent; `db` counts the daily caps, outside any transaction.
 */
export async function issueCodeIn(db: Db, tx: DbOrTx, order: CodeOrder, log: FastifyBaseLogger): Promise<SmsCodeSent> {
  const { phone, purpose } = order;
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await codes.lockPhone(tx, phone);
  const since = await codes.secondsSinceLastCode(tx, phone);
  if (since !== null && since < SMS_RESEND_SECONDS) {
    throw refuse(`验证码发送过于频繁，请${Math.ceil(SMS_RESEND_SECONDS - since)}秒后再试`, Code.TOO_MANY);
  }
  const refund = await takeDailyCaps(db, order);
  await codes.insertCode(tx, { phone, purpose, code, subject: order.subject, ttlSeconds: SMS_CODE_TTL_SECONDS });
  try {
    if (order.deliver !== false) await smsSender().send(message(order, code), log);
  } catch (err) {
    if (!(err instanceof SmsSendError)) throw err;
    // A refusal sent nothing, so it costs no cap; a send that timed out may have gone out and stays counted.
    if (err.refused) await refund();
    log.warn({ purpose, reason: err.reason }, 'SMS code not sent');
    throw refuse(SEND_FAILED, Code.REFUSED);
  }
  return { expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS };
}
