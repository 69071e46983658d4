/**
 * Codes sent through the Aliyun adapter (the official SDK) to a local server that speaks Dysms's
 * SendSms and checks its signature with an AccessKey made here: what it sends, and what the buyer
 * is told when Aliyun refuses or does not answer (no code is kept as sent).
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { aliyunSmsSender } from '../../src/modules/sms-code/providers/aliyun.js';
import { SmsSendError } from '../../src/modules/sms-code/sms.js';
import { startAliyunSmsServer, type AliyunAnswer, type AliyunSmsServer } from '../aliyun-sms-server.js';
import { unusedPhone } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { linesWithCode, loggedApp } from '../logged-app.js';

let server: AliyunSmsServer;
const config: Partial<AppConfig> = {};
const aliyunEnv = () => ({
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: server.accessKeyId,
  ALIYUN_SMS_ACCESS_KEY_SECRET: server.accessKeySecret,
  ALIYUN_SMS_SIGN_NAME: '药采云',
  ALIYUN_SMS_TEMPLATE_VERIFY_CODE: 'SMS_100000001',
  ALIYUN_SMS_TEMPLATE_COMPANY_INVITE: 'SMS_100000002',
  ALIYUN_SMS_TEMPLATE_PHONE_CHANGED: 'SMS_100000003',
  ALIYUN_SMS_TEMPLATE_ARRIVAL: 'SMS_100000004',
  ALIYUN_SMS_ENDPOINT: server.url,
  ALIYUN_SMS_TIMEOUT_MS: '1000',
});
// Before the app's own beforeAll, which reads `config` when it builds the app.
beforeAll(async () => {
  server = await startAliyunSmsServer();
  config.sms = loadConfig(aliyunEnv()).sms;
});
afterAll(() => server.close());
const app = fileApp(4, config);

let clients = 0;
const askCode = (phone: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/sms_code',
    payload: { phone, purpose: 'register' },
    // An address per call, so the daily cap per address is not what this file measures.
    remoteAddress: `10.33.0.${++clients}`,
  });

const storedCodes = async (phone: string) =>
  (await app.db.execute<{ code: string }>(sql`SELECT code FROM sms_codes WHERE phone = ${phone} ORDER BY id`)).rows.map((r) => r.code);

const phoneCapPoints = async (phone: string) =>
  (await app.db.execute<{ points: number }>(sql`SELECT points FROM sms_daily_caps WHERE key = ${`perPhone:${chinaToday()}:${phone}`}`)).rows[0]
    ?.points;

describe('the Aliyun SMS adapter', () => {
  it('sends SendSms signed with the AccessKey, with the sign, the template and the code as TemplateParam; that code is the one kept', async () => {
    server.answer = 'ok';
    const phone = unusedPhone();
    const res = await askCode(phone);
    expect(res.json()).toMatchObject({ code: 10000, msg: '验证码已发送' });
    const call = server.calls.at(-1)!;
    expect(call).toEqual({ phone, signName: '药采云', templateCode: 'SMS_100000001', templateParam: { code: expect.stringMatching(/^\d{6}$/) } });
    expect(await storedCodes(phone)).toEqual([call.templateParam.code]);
  });

  it.each<[AliyunAnswer, number]>([
    ['isv.BUSINESS_LIMIT_CONTROL', 1],
    ['isv.SMS_TEMPLATE_ILLEGAL', 1],
    // No answer may still have gone out: it stays counted against the phone's day.
    ['hang', 2],
  ])('tells the buyer in Chinese when Aliyun answers %s, keeps no code, and lets the buyer ask again at once', async (answer, counted) => {
    const phone = unusedPhone();
    server.answer = answer;
    const calls = server.calls.length;
    const res = await askCode(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400, msg: '短信发送失败，请稍后再试', data: null });
    expect(server.calls).toHaveLength(calls + 1);
    expect(await storedCodes(phone)).toEqual([]);

    server.answer = 'ok';
    expect((await askCode(phone)).json()).toMatchObject({ code: 10000 });
    expect(await storedCodes(phone)).toEqual([server.calls.at(-1)!.templateParam.code]);
    expect(await phoneCapPoints(phone)).toBe(counted);
  });

  it('is refused by the server when signed with another secret (the server checks the signature)', async () => {
    server.answer = 'ok';
    const settings = config.sms!.sender;
    if (settings.provider !== 'aliyun') throw new Error('the file’s app sends through Aliyun');
    const calls = server.calls.length;
    const forged = aliyunSmsSender({ ...settings.aliyun, accessKeySecret: 'not-the-secret' });
    const sent = forged.send({ phone: unusedPhone(), kind: 'verify_code', params: { code: '123456' } }, pino({ level: 'silent' }));
    await expect(sent).rejects.toBeInstanceOf(SmsSendError);
    await expect(sent).rejects.toMatchObject({ refused: true, reason: expect.stringContaining('SignatureDoesNotMatch') });
    expect(server.calls).toHaveLength(calls);
  });

  it('keeps the AccessKey secret and the codes out of the configuration’s JSON and every log line', async () => {
    server.answer = 'ok';
    expect(JSON.stringify(app.config)).not.toContain(server.accessKeySecret);
    const { app: logged, lines } = await loggedApp(aliyunEnv());
    try {
      const phone = unusedPhone();
      const res = await logged.inject({ method: 'POST', url: '/api/user/sms_code', payload: { phone, purpose: 'register' }, remoteAddress: '10.33.1.1' });
      expect(res.json()).toMatchObject({ code: 10000 });
      expect(lines.some((l) => l.includes('SMS accepted by Aliyun'))).toBe(true);
      expect(linesWithCode(lines, server.calls.at(-1)!.templateParam.code!)).toEqual([]);
      expect(lines.filter((l) => l.includes(server.accessKeySecret))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
