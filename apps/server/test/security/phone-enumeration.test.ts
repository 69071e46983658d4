/**
 * Which phones have a login (issue 35): the password-reset flow answers alike for a phone with a
 * login and one without (and sends nothing to the latter); the routes that must tell (the phone
 * check registration asks, a register code) are limited across all addresses, not only per address.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes } from '../../src/db/schema/index.js';
import { captureSms, createBuyer, expectInvalid, unusedPhone } from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();
const sms = captureSms();

let clients = 0;
/** A request from an address of its own, as a walk spread over many addresses makes it. */
const from = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, remoteAddress: `10.53.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}` });
const ageCodes = (phone: string) =>
  app.db
    .update(smsCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(smsCodes.phone, phone));

describe('the password reset', () => {
  it('answers a phone without a login as one with a login, and sends it nothing', async () => {
    const known = (await createBuyer(app)).username;
    const unknown = unusedPhone();
    const [a, b] = await Promise.all([known, unknown].map((phone) => from('POST', '/api/user/sms_code', { phone, purpose: 'forget' })));
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toMatchObject({ code: 10000, msg: '若该手机号已注册，验证码已发送' });
    expect(sms.sent.filter((m) => m.phone === unknown)).toEqual([]);
    expect(sms.sent.filter((m) => m.phone === known)).toHaveLength(1);
    // Within the minute both are refused alike; a guessed code is wrong alike.
    const again = await Promise.all([known, unknown].map((phone) => from('POST', '/api/user/sms_code', { phone, purpose: 'forget' })));
    expect(again.map((r) => r.json().code)).toEqual([429, 429]);
    const guess = sms.codeFor(known) === '000000' ? '111111' : '000000';
    for (const phone of [known, unknown])
      expectInvalid(await from('POST', '/api/user/forget/verify', { phone, code: guess }), '验证码错误');
    // The login's own code still resets its password.
    expect((await from('POST', '/api/user/forget/verify', { phone: known, code: sms.codeFor(known) })).json().code).toBe(10000);
    await ageCodes(unknown);
  });
});

describe('limits across all addresses', () => {
  it('refuses the phone check past its limit a minute, however many addresses ask, in Chinese', async () => {
    let refused: { statusCode: number; json(): unknown } | undefined;
    let answered = 0;
    // One request per address: no address comes near its own limit.
    for (let i = 0; i < 400 && !refused; i += 1) {
      const res = await from('GET', `/api/user/phone/${unusedPhone()}`);
      if (res.statusCode === 429) refused = res;
      else answered += 1;
    }
    expect(answered).toBeGreaterThanOrEqual(100);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^请求过于频繁，请\d+秒后再试$/) });
  });

  it('refuses register codes, registrations, reset checks and invitation codes past their limits across addresses', async () => {
    const routes: [string, (i: number) => object][] = [
      ['/api/user/sms_code', () => ({ phone: unusedPhone(), purpose: 'register' })],
      ['/api/user/register', () => ({ phone: unusedPhone(), code: '000000', password: 'Abc12345' })],
      ['/api/user/forget/verify', () => ({ phone: unusedPhone(), code: '000000' })],
      ['/api/company/invite/code', () => ({ phone: unusedPhone() })],
      ['/api/company/invite/accept', () => ({ phone: unusedPhone(), code: '000000', password: 'Abc12345' })],
    ];
    for (const [url, body] of routes) {
      let status = 0;
      let i = 0;
      for (; i < 200 && status !== 429; i += 1) status = (await from('POST', url, body(i))).statusCode;
      expect({ url, status }).toEqual({ url, status: 429 });
      expect(i).toBeGreaterThan(20);
    }
  });
});
