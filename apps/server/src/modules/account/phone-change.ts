/**
 * Moving a login to another phone: the phone is the login name, so the change takes the code sent to
 * the new phone and the login password, and the old phone is told (SMS and a site message).
 */
import type { UpdateUserInfoBody } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { FieldError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { insertMessage } from '../message/queries.js';
import { CODE_USED, checkCode } from '../sms-code/check.js';
import { markCodeUsed } from '../sms-code/queries.js';
import { smsSender, smsText, type SmsMessage } from '../sms-code/sms.js';
import * as q from './queries.js';

/** A logged-in buyer's new phone that another login already uses. */
export const PHONE_IN_USE = '该手机号已被注册';

/** 138****0000: enough for the owner to recognise, not enough to hand the number on. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

const notice = (oldPhone: string, newPhone: string): SmsMessage => ({ phone: oldPhone, kind: 'phone_changed', params: { phone: maskPhone(newPhone) } });

export async function changePhone(
  db: Db,
  account: { id: number; phone: string; passwordHash: string },
  body: UpdateUserInfoBody,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await q.phoneHeldByOther(db, account.id, body.phone)) throw new FieldError('phone', PHONE_IN_USE);
  if (!body.code) throw new FieldError('code', '请输入新手机号收到的验证码');
  if (!body.password) throw new FieldError('password', '请输入登录密码');
  // The code first: each password tried spends one of the code's few checks, so this is no password oracle.
  const codeId = await checkCode(db, body.phone, 'change_phone', body.code);
  if (!(await verifyPassword(body.password, account.passwordHash))) throw new FieldError('password', '登录密码不正确');
  await db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, codeId))) throw new FieldError('code', CODE_USED);
    if (!(await q.updateProfile(tx, account.id, { name: body.name, phone: body.phone }))) throw new FieldError('phone', PHONE_IN_USE);
    for (const storeId of await q.ownedStoreIds(tx, account.id)) {
      await insertMessage(tx, { storeId, type: 'system', title: '登录手机号已修改', content: smsText(notice(account.phone, body.phone)) });
    }
  });
  // Told after the change is kept; a failed SMS must not undo it (the site message stays).
  try {
    await smsSender().send(notice(account.phone, body.phone), log);
  } catch (err) {
    log.error({ err }, 'phone change notice SMS failed');
  }
}
