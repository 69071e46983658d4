import crypto from 'node:crypto';
import {
  type ForgetResetBody,
  type ForgetVerifyBody,
  type RegisterBody,
  type ResetToken,
  type SmsCodeBody,
  type SmsCodeSent,
} from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { FieldError, notLoggedIn, refuse } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import type { AuthContext } from '../../plugins/session.js';
import { PHONE_IN_USE } from '../account/phone-change.js';
import { endSessions, findAccount, setPassword } from '../account/queries.js';
import { findAccountByPhone } from '../auth/queries.js';
import { createSession } from '../auth/service.js';
import { insertMessage } from '../message/queries.js';
import { linkStores } from '../multi/queries.js';
import { checkCode, CODE_USED } from '../sms-code/check.js';
import * as codes from '../sms-code/queries.js';
import { issueCode } from '../sms-code/issue.js';
import * as q from './queries.js';

const RESET_TTL_MS = 15 * 60_000;

const PHONE_TAKEN = '该手机号已注册，请直接登录';
/** What a reset code's request answers, whether or not a login uses the phone. */
export const FORGET_CODE_SENT = '若该手机号已注册，验证码已发送';

export const phoneExists = async (db: Db, phone: string): Promise<boolean> => Boolean(await findAccountByPhone(db, phone));

/**
 * Who may have a code of each purpose sent: register and forget by phone alone, the others only for
 * the login's own use. Answers whether the code goes out: a reset code for a phone no login uses is
 * kept and counted but never sent, so the answer (and the next minute's refusal) tells nothing.
 */
async function mayDeliver(db: Db, body: SmsCodeBody, auth: AuthContext | null): Promise<boolean> {
  if (body.purpose === 'register' || body.purpose === 'forget') {
    const taken = await phoneExists(db, body.phone);
    if (body.purpose === 'register' && taken) throw new FieldError('phone', PHONE_TAKEN);
    return body.purpose === 'register' || taken;
  }
  if (!auth) throw notLoggedIn();
  const account = await findAccount(db, auth.accountId);
  if (!account) throw notLoggedIn();
  if (body.purpose === 'change_phone') {
    if (body.phone === account.phone) throw new FieldError('phone', '新手机号与当前登录手机号相同');
    if (await phoneExists(db, body.phone)) throw new FieldError('phone', PHONE_IN_USE);
  } else if (body.phone !== account.phone) {
    throw new FieldError('phone', '验证码只能发送到当前登录手机号');
  }
  return true;
}

/** Sends a 6-digit code valid for 5 minutes; a phone gets at most one code a minute and a few a day (`client`: the caller's address). */
export async function sendSmsCode(
  db: Db,
  body: SmsCodeBody,
  auth: AuthContext | null,
  client: string,
  log: FastifyBaseLogger,
): Promise<SmsCodeSent> {
  const deliver = await mayDeliver(db, body, auth);
  return issueCode(db, { phone: body.phone, purpose: body.purpose, accountId: auth?.accountId ?? null, client, deliver }, log);
}

/**
 * A new login with its own store (qualifications pending review), a welcome message, and a session:
 * all in one transaction, so a failure leaves neither a half-made account nor a spent code.
 */
export async function register(db: Db, body: RegisterBody) {
  if (await phoneExists(db, body.phone)) throw new FieldError('phone', PHONE_TAKEN);
  const codeId = await checkCode(db, body.phone, 'register', body.code);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (!(await codes.markCodeUsed(tx, codeId))) throw new FieldError('code', CODE_USED);
    const accountId = await q.insertAccount(tx, { phone: body.phone, passwordHash, name: body.contact_name, email: body.email });
    if (accountId === undefined) throw new FieldError('phone', PHONE_TAKEN);
    const storeId = await q.insertStore(tx, {
      company: body.company,
      contactName: body.contact_name,
      // The store has no landline column: a landline given becomes its contact number, else the mobile.
      contactPhone: body.landline ?? body.phone,
      province: body.province,
      city: body.city,
      address: body.address,
      customerType: body.customer_type,
      qualificationStatus: 'pending',
    });
    await linkStores(tx, accountId, [storeId], true);
    await insertMessage(tx, {
      storeId,
      type: 'system',
      title: '欢迎注册药采云',
      content: `${body.company}，欢迎您！请在“账户中心-资质证件”上传营业执照、药品经营许可证等资质，审核通过后即可查看价格并下单。`,
    });
    const session = await createSession(tx, accountId, storeId);
    return { ...session, accountId, storeId };
  });
}

/** Step 1 of /forget: a right code buys a token for step 2; a phone no login uses only ever hears that its code is wrong. */
export async function forgetVerify(db: Db, body: ForgetVerifyBody): Promise<ResetToken> {
  const codeId = await checkCode(db, body.phone, 'forget', body.code);
  const account = await findAccountByPhone(db, body.phone);
  if (!account) throw new FieldError('code', '验证码错误');
  return db.transaction(async (tx) => {
    if (!(await codes.markCodeUsed(tx, codeId))) throw new FieldError('code', CODE_USED);
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_TTL_MS);
    await q.insertReset(tx, { token, accountId: account.id, expiresAt });
    return { token, expires_at: expiresAt.toISOString() };
  });
}

/** Step 2 of /forget (api/user/resetPassword): the new password, once per token; every session of the account ends. */
export async function forgetReset(db: Db, body: ForgetResetBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const accountId = await q.takeReset(tx, body.token);
    if (accountId === undefined) throw refuse('重置凭证已失效，请重新验证手机号');
    await setPassword(tx, accountId, passwordHash);
    await endSessions(tx, accountId);
  });
}
