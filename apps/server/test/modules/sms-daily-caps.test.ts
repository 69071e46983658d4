/**
 * SMS pumping: on top of one code a minute, each phone, login and client address gets a few codes a
 * China day (10, 20 and 30 by default), counted in PostgreSQL, or in Redis when REDIS_URL is set.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.js';
import { DEFAULT_DAILY_CAPS } from '../../src/modules/sms-code/daily-caps.js';
import { issueCode } from '../../src/modules/sms-code/issue.js';
import { captureSms, loggedInBuyer, unusedPhone } from '../fixtures.js';
import { fileApp } from '../helper.js';

const sms = captureSms();
const silent = pino({ level: 'silent' });
const stores: [string, App][] = [
  ['PostgreSQL', fileApp(4)],
  ['Redis', fileApp(4, { redisUrl: 'redis://127.0.0.1:6379' })],
];

const PHONE_FULL = '该手机号今日获取验证码次数已达上限，请明天再试';
const ACCOUNT_FULL = '您的账号今日获取验证码次数已达上限，请明天再试';
const ADDRESS_FULL = '当前网络今日获取验证码次数已达上限，请明天再试';

let addresses = 0;
const newAddress = () => `10.34.${addresses >> 8}.${(addresses++ & 255) + 1}`;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(stores)('daily SMS caps counted in %s', (store, app) => {
  const askCode = (phone: string, opts: { purpose?: string; from?: string; cookie?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/user/sms_code',
      payload: { phone, purpose: opts.purpose ?? 'register' },
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      remoteAddress: opts.from ?? newAddress(),
    });

  const codesOf = async (phone: string) =>
    Number((await app.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM sms_codes WHERE phone = ${phone}`)).rows[0]!.n);

  /** The phone's last code as if sent two minutes ago, so the one-a-minute rule lets the next one through. */
  const aMinuteLater = (phone: string) =>
    app.db.execute(sql`UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE phone = ${phone}`);

  const fillPhone = async (phone: string) => {
    for (let i = 0; i < DEFAULT_DAILY_CAPS.perPhone; i += 1) {
      expect((await askCode(phone)).json()).toMatchObject({ code: 10000 });
      await aMinuteLater(phone);
    }
  };

  it('gives a phone 10 codes a day, from any address, and refuses the 11th in Chinese without keeping it', async () => {
    const phone = unusedPhone();
    await fillPhone(phone);
    const refused = await askCode(phone);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: 429, msg: PHONE_FULL, data: null });
    expect(await codesOf(phone)).toBe(DEFAULT_DAILY_CAPS.perPhone);
    expect(sms.sent.filter((m) => m.phone === phone)).toHaveLength(DEFAULT_DAILY_CAPS.perPhone);
    // Counted where the store said: PostgreSQL's table holds the phone's count only without Redis.
    const rows = await app.db.execute(sql`SELECT points FROM sms_daily_caps WHERE key LIKE ${`perPhone:%:${phone}`}`);
    expect(rows.rows).toEqual(store === 'Redis' ? [] : [{ points: DEFAULT_DAILY_CAPS.perPhone + 1 }]);
    // Another phone from the same address is still served.
    expect((await askCode(unusedPhone())).json()).toMatchObject({ code: 10000 });
  });

  /** issueCode as the routes call it: the route's own limits (20 a minute an address, 60 from all) are not what this measures. */
  const issue = (phone: string, who: { accountId?: number; client?: string } = {}) =>
    issueCode(app.db, { phone, purpose: 'register', accountId: who.accountId ?? null, client: who.client ?? newAddress() }, silent);

  it('gives a login 20 codes a day whatever the phones, and the refused phone keeps its own count', async () => {
    const { buyer } = await loggedInBuyer(app);
    for (let i = 0; i < DEFAULT_DAILY_CAPS.perAccount; i += 1) await issue(unusedPhone(), { accountId: buyer.accountId });
    const phone = unusedPhone();
    await expect(issue(phone, { accountId: buyer.accountId })).rejects.toMatchObject({ code: 429, message: ACCOUNT_FULL });
    expect(await codesOf(phone)).toBe(0);
    // Another login is served; the refused phone was given its count back (it gets ten in all).
    const other = await loggedInBuyer(app);
    await issue(phone, { accountId: other.buyer.accountId });
    for (let i = 1; i < DEFAULT_DAILY_CAPS.perPhone; i += 1) {
      await aMinuteLater(phone);
      await issue(phone);
    }
    await aMinuteLater(phone);
    await expect(issue(phone)).rejects.toMatchObject({ code: 429, message: PHONE_FULL });
  });

  it('gives a client address 30 codes a day whatever the phones', async () => {
    const client = newAddress();
    for (let i = 0; i < DEFAULT_DAILY_CAPS.perClient; i += 1) await issue(unusedPhone(), { client });
    const phone = unusedPhone();
    await expect(issue(phone, { client })).rejects.toMatchObject({ code: 429, message: ADDRESS_FULL });
    expect(await codesOf(phone)).toBe(0);
    // The refused phone neither got a code nor lost one of its count: another address gets it one at once.
    await issue(phone);
    expect(await codesOf(phone)).toBe(1);
  });

  it('starts a new day at midnight in China, not at midnight UTC', async () => {
    // 23:59 on 1 December in Beijing is 15:59 UTC: the UTC day does not change at 16:00, the Chinese day does.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T15:59:00Z') });
    const phone = unusedPhone();
    for (let i = 0; i < DEFAULT_DAILY_CAPS.perPhone; i += 1) {
      await issue(phone);
      await aMinuteLater(phone);
    }
    await expect(issue(phone)).rejects.toMatchObject({ code: 429, message: PHONE_FULL });
    vi.setSystemTime(new Date('2026-12-01T16:00:30Z'));
    await issue(phone);
    expect(await codesOf(phone)).toBe(DEFAULT_DAILY_CAPS.perPhone + 1);
  });
});
