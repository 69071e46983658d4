/**
 * Inviting a phone into a company (issue 19, 35). Each code is bound to what it was sent for: the
 * invitation itself (subject invite:<id>), or, resent while several companies invite the phone, the
 * phone alone, when the invitee then chooses one of the companies named to it. The invitation and
 * its code are written in the transaction of the send, so a refused SMS leaves no invitation. The
 * resend answers alike for any phone, and the accept says nothing of the phone before its code checks.
 */
import { Code, type AcceptInviteBody, type InviteCodeBody, type InviteMemberBody, type SmsCodeSent } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { BizError, FieldError, refuse } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import type { AuthContext } from '../../plugins/session.js';
import { insertAccount } from '../register/queries.js';
import { checkBoundCode, CODE_USED } from '../sms-code/check.js';
import { issueCode, issueCodeIn } from '../sms-code/issue.js';
import { markCodeUsed } from '../sms-code/queries.js';
import * as q from './queries.js';
import { checkRoles, companyOf, ownedScope, roleList } from './service.js';

const INVITE_TTL_MS = 7 * 86_400_000;
const NO_INVITE = '该手机号没有待接受的企业邀请';
const PHONE_TAKEN = '该手机号已注册，请直接登录';

const subjectOf = (inviteId: number) => `invite:${inviteId}`;
const inviteOfSubject = (subject: string | null) => (subject?.startsWith('invite:') ? Number(subject.slice(7)) : null);

type OpenInvite = Awaited<ReturnType<typeof q.openInvites>>[number];

/** Invites a phone no login uses yet: the invitation, its log line and its code commit with the SMS that names the company, or not at all. */
export async function inviteMember(
  db: Db,
  auth: AuthContext,
  body: InviteMemberBody,
  client: string,
  log: FastifyBaseLogger,
): Promise<SmsCodeSent> {
  const company = await companyOf(db, auth);
  const scope = await ownedScope(db, company, auth.accountId);
  const roles = checkRoles(body.roles, scope);
  const existing = await q.accountIdByPhone(db, body.phone);
  if (existing !== undefined) {
    const member = await q.findMember(db, company.id, existing);
    throw new FieldError('phone', member ? '该手机号已是企业成员' : '该手机号已注册其他账号，不能邀请');
  }
  return db.transaction(async (tx) => {
    await q.lockCompany(tx, company.id);
    const inviteId = await q.replaceInvite(tx, {
      companyId: company.id,
      phone: body.phone,
      name: body.name,
      roles,
      invitedBy: auth.accountId,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    await q.addLog(tx, {
      companyId: company.id,
      accountId: auth.accountId,
      action: '邀请成员',
      detail: `${body.name}（${body.phone}）${roleList(roles, scope)}`,
    });
    const order = { phone: body.phone, purpose: 'company_invite', accountId: auth.accountId, client } as const;
    return issueCodeIn(db, tx, { ...order, company: company.name, subject: subjectOf(inviteId) }, log);
  });
}

/**
 * A new code for the phone's open invitation (the chosen one, or its only one), or for the phone
 * alone while several companies invite it. A phone with none is answered alike: its code is kept,
 * counted and never sent, so neither the answer nor the next minute's refusal tells it apart.
 */
export async function resendInviteCode(db: Db, body: InviteCodeBody, client: string, log: FastifyBaseLogger): Promise<SmsCodeSent> {
  const open = await q.openInvites(db, body.phone);
  const chosen = body.invite_id === undefined ? open : open.filter((i) => i.id === body.invite_id);
  const order = { phone: body.phone, purpose: 'company_invite', accountId: null, client } as const;
  if (chosen.length === 0) return issueCode(db, { ...order, deliver: false }, log);
  const [only] = chosen;
  if (chosen.length === 1) return issueCode(db, { ...order, company: only.company, subject: subjectOf(only.id) }, log);
  return issueCode(db, { ...order, company: chosen.map((i) => i.company).join('、') }, log);
}

/** The invitation a checked code opens: the one it was sent for, else the one chosen, else the only one; several ask for a choice. */
function invitationOf(open: OpenInvite[], subject: string | null, chosenId: number | undefined): OpenInvite {
  const bound = inviteOfSubject(subject);
  if (bound !== null) {
    const invite = open.find((i) => i.id === bound);
    if (!invite) throw refuse('该邀请已失效，请重新获取验证码');
    if (chosenId !== undefined && chosenId !== bound) throw new FieldError('code', '该验证码属于另一家企业的邀请，请重新获取验证码');
    return invite;
  }
  const candidates = chosenId === undefined ? open : open.filter((i) => i.id === chosenId);
  if (candidates.length === 0) throw new FieldError('phone', NO_INVITE);
  if (candidates.length > 1) {
    const invites = candidates.map((i) => ({ id: i.id, company: i.company }));
    throw new BizError(
      Code.REFUSED,
      `您收到了${invites.length}家企业的邀请：${invites.map((i) => i.company).join('、')}，请选择要加入的企业`,
      200,
      {
        invites,
      },
    );
  }
  return candidates[0];
}

/** The invitee proves the phone with the code and sets a password: a login of its own, with the roles the invitation gives. */
export async function acceptInvite(db: Db, body: AcceptInviteBody): Promise<{ account_id: number; company: string }> {
  const code = await checkBoundCode(db, body.phone, 'company_invite', body.code);
  const invite = invitationOf(await q.openInvites(db, body.phone), code.subject, body.invite_id);
  if ((await q.accountIdByPhone(db, body.phone)) !== undefined) throw new FieldError('phone', PHONE_TAKEN);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, code.id))) throw new FieldError('code', CODE_USED);
    if (!(await q.acceptInvite(tx, invite.id))) throw refuse('邀请已被接受，请直接登录');
    await q.lockCompany(tx, invite.companyId);
    const accountId = await insertAccount(tx, { phone: body.phone, name: invite.name, passwordHash });
    if (accountId === undefined) throw new FieldError('phone', PHONE_TAKEN);
    await q.addMember(tx, invite.companyId, accountId);
    for (const r of invite.roles) await q.setRole(tx, accountId, r.storeId, r.role);
    await q.addLog(tx, { companyId: invite.companyId, accountId, action: '加入企业', detail: `${invite.name}（${body.phone}）接受邀请` });
    return { account_id: accountId, company: invite.company };
  });
}
