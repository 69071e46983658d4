/**
 * Invitations into a company (issue 35): a code opens only the invitation it was sent for, a refused
 * SMS leaves no invitation, two companies inviting one phone are named for the invitee to choose,
 * and the resend answers alike for a phone nobody invited.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, companies, companyInvites, companyLogs, companyMembers, smsCodes } from '../../src/db/schema/index.js';
import { setSmsSender, SmsSendError, smsCode, smsText, type SmsMessage } from '../../src/modules/sms-code/sms.js';
import { expectInvalid, unusedPhone } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData } from '../ops/order-flow.js';
import { addMember, companyOwner, MEMBER_PASSWORD } from './company-fixtures.js';

const app = fileApp();

/** The in-memory gateway, which refuses (as a provider out of quota would) while `refusing` is set. */
const sent: (SmsMessage & { text: string })[] = [];
let refusing = false;
beforeEach(() => {
  refusing = false;
  setSmsSender({
    send: async (m) => {
      if (refusing) throw new SmsSendError('quota', true);
      sent.push({ ...m, text: smsText(m) });
    },
  });
});
afterAll(() => setSmsSender({ send: async () => undefined }));

const lastTo = (phone: string) => sent.filter((m) => m.phone === phone).at(-1);
const codeTo = (phone: string) => smsCode(lastTo(phone)!)!;

let clients = 0;
/** Each call from an address of its own, so the daily cap per address never decides a test. */
const post = (cookie: string, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    payload,
    remoteAddress: `10.35.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`,
  });

async function namedCompany(name: string) {
  const c = await companyOwner(app);
  await app.db.update(companies).set({ name }).where(eq(companies.id, c.companyId));
  return c;
}
const invite = (c: Awaited<ReturnType<typeof companyOwner>>, phone: string, storeId = c.owner.storeId) =>
  post(c.owner.cookie, '/api/company/members/invite', { phone, name: '钱采购', roles: [{ store_id: storeId, role: 'buyer' }] });
const invitesTo = async (phone: string) =>
  (await app.db.select({ companyId: companyInvites.companyId }).from(companyInvites).where(eq(companyInvites.phone, phone))).map(
    (r) => r.companyId,
  );
/** As if the minute between two codes to the phone had passed. */
const aMinuteLater = (phone: string) =>
  app.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.phone, phone));
const companyOfPhone = async (phone: string) =>
  (
    await app.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
      .where(eq(accounts.phone, phone))
  )[0]?.companyId;

describe('an invitation and its code', () => {
  it('joins the company whose code it is: another company’s invitation refused within the minute is not stored and captures nobody', async () => {
    const a = await namedCompany('甲连锁');
    const b = await namedCompany('乙连锁');
    const phone = unusedPhone();
    expect((await invite(a, phone)).json()).toMatchObject({ code: 10000, msg: '邀请已发送' });
    expect(lastTo(phone)).toMatchObject({ kind: 'company_invite', params: { company: '甲连锁' } });
    expect(lastTo(phone)?.text).toContain('甲连锁邀请您加入');
    const refused = await invite(b, phone);
    expect(refused.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^验证码发送过于频繁/) });
    expect(await invitesTo(phone)).toEqual([a.companyId]);
    expect(await app.db.select().from(companyLogs).where(eq(companyLogs.companyId, b.companyId))).toEqual([]);

    const joined = await post('', '/api/company/invite/accept', { phone, code: codeTo(phone), password: MEMBER_PASSWORD });
    expect(joined.json()).toMatchObject({ code: 10000, msg: '已加入甲连锁，请登录', data: { company: '甲连锁' } });
    expect(await companyOfPhone(phone)).toBe(a.companyId);
  });

  it('stores no invitation, log line or code when the provider refuses the SMS', async () => {
    const c = await namedCompany('丙连锁');
    const phone = unusedPhone();
    refusing = true;
    expect((await invite(c, phone)).json()).toMatchObject({ code: 400, msg: '短信发送失败，请稍后再试' });
    expect(await invitesTo(phone)).toEqual([]);
    expect(await app.db.select().from(companyLogs).where(eq(companyLogs.companyId, c.companyId))).toEqual([]);
    expect(await app.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    // Nothing blocks the next minute either: the invitation goes out at once when the provider takes it.
    refusing = false;
    expect((await invite(c, phone)).json().code).toBe(10000);
  });

  it('names both companies that invited a phone and lets the invitee choose; a code bound to one opens no other', async () => {
    const a = await namedCompany('甲医药');
    const b = await namedCompany('乙医药');
    const phone = unusedPhone();
    await okData(invite(a, phone));
    const codeA = codeTo(phone);
    await aMinuteLater(phone);
    await okData(invite(b, phone));
    const codeB = codeTo(phone);
    const [inviteA, inviteB] = (await app.db.select().from(companyInvites).where(eq(companyInvites.phone, phone))).sort(
      (x, y) => x.id - y.id,
    );
    // B's code is bound to B's invitation: choosing A with it is refused, and A's older code is no longer the phone's code.
    const wrongChoice = await post('', '/api/company/invite/accept', {
      phone,
      code: codeB,
      password: MEMBER_PASSWORD,
      invite_id: inviteA.id,
    });
    expectInvalid(wrongChoice, '该验证码属于另一家企业的邀请，请重新获取验证码');
    if (codeA !== codeB)
      expectInvalid(await post('', '/api/company/invite/accept', { phone, code: codeA, password: MEMBER_PASSWORD }), '验证码错误');

    // A new code for the phone names both companies; the accept then asks which one, naming them, and makes nothing.
    await aMinuteLater(phone);
    expect((await post('', '/api/company/invite/code', { phone })).json()).toMatchObject({ code: 10000 });
    expect(lastTo(phone)?.text).toContain('甲医药、乙医药邀请您加入');
    const code = codeTo(phone);
    const choose = await post('', '/api/company/invite/accept', { phone, code, password: MEMBER_PASSWORD });
    expect(choose.json()).toEqual({
      code: 400,
      msg: '您收到了2家企业的邀请：甲医药、乙医药，请选择要加入的企业',
      data: {
        invites: [
          { id: inviteA.id, company: '甲医药' },
          { id: inviteB.id, company: '乙医药' },
        ],
      },
    });
    expect(await companyOfPhone(phone)).toBeUndefined();
    const chosen = await post('', '/api/company/invite/accept', { phone, code, password: MEMBER_PASSWORD, invite_id: inviteA.id });
    expect(chosen.json()).toMatchObject({ code: 10000, msg: '已加入甲医药，请登录' });
    expect(await companyOfPhone(phone)).toBe(a.companyId);
  });

  it('answers a resend alike for a phone nobody invited, sends it nothing, and its accept says only that the code is wrong', async () => {
    const c = await namedCompany('丁连锁');
    const invited = unusedPhone();
    await okData(invite(c, invited));
    await aMinuteLater(invited);
    const stranger = unusedPhone();
    const answers = await Promise.all([invited, stranger].map((phone) => post('', '/api/company/invite/code', { phone })));
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(answers[0].json()).toMatchObject({ code: 10000, msg: '若该手机号有待接受的企业邀请，验证码已发送' });
    expect(lastTo(stranger)).toBeUndefined();
    const again = await Promise.all([invited, stranger].map((phone) => post('', '/api/company/invite/code', { phone })));
    expect(again.map((r) => r.json().code)).toEqual([429, 429]);
    const wrong = (phone: string) => post('', '/api/company/invite/accept', { phone, code: '000000', password: MEMBER_PASSWORD });
    if (codeTo(invited) !== '000000') expectInvalid(await wrong(invited), '验证码错误');
    expectInvalid(await wrong(stranger), '验证码错误');
  });
});

describe('who may invite, and into what', () => {
  it('keeps an invitation to the inviter’s own stores and company: another company’s store or invitation id opens nothing', async () => {
    const a = await namedCompany('戊连锁');
    const b = await namedCompany('己连锁');
    const phone = unusedPhone();
    expect((await invite(a, phone, b.owner.storeId)).json().msg).toBe('只能在您担任负责人的店铺中分配角色');
    expect(await invitesTo(phone)).toEqual([]);
    // B's invitation to another phone is no invitation of this one: asked for by id, it is answered alike and sends nothing.
    const other = unusedPhone();
    await okData(invite(b, other));
    const [otherInvite] = await app.db.select().from(companyInvites).where(eq(companyInvites.phone, other));
    await okData(invite(a, phone));
    await aMinuteLater(phone);
    const before = sent.length;
    expect((await post('', '/api/company/invite/code', { phone, invite_id: otherInvite.id })).json().code).toBe(10000);
    expect(sent.length).toBe(before);
    const [phantom] = await app.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone)))
      .orderBy(sql`${smsCodes.id} desc`)
      .limit(1);
    const res = await post('', '/api/company/invite/accept', {
      phone,
      code: phantom.code,
      password: MEMBER_PASSWORD,
      invite_id: otherInvite.id,
    });
    expectInvalid(res, '该手机号没有待接受的企业邀请');
    expect(await companyOfPhone(phone)).toBeUndefined();
    expect(await companyOfPhone(other)).toBeUndefined();
  });

  it('lets the founder and a 负责人 invite, and refuses 采购员, 财务 and 查看 before the handler', async () => {
    const c = await namedCompany('庚连锁');
    for (const role of ['buyer', 'finance', 'viewer'] as const) {
      const m = await addMember(app, c, role);
      const phone = unusedPhone();
      const res = await post(m.cookie, '/api/company/members/invite', {
        phone,
        name: '钱采购',
        roles: [{ store_id: c.owner.storeId, role: 'buyer' }],
      });
      expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
      expect(await invitesTo(phone)).toEqual([]);
    }
    const coOwner = await addMember(app, c, 'owner');
    const phone = unusedPhone();
    await okData(
      post(coOwner.cookie, '/api/company/members/invite', {
        phone,
        name: '钱采购',
        roles: [{ store_id: c.owner.storeId, role: 'viewer' }],
      }),
    );
    expect(await invitesTo(phone)).toEqual([c.companyId]);
  });
});
