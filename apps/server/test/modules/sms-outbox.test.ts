/** The demo's SMS gateway writes each SMS to DATA_DIR/sms-outbox.log and never a code to the log; a production start needs a real provider. */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { unusedPhone } from '../fixtures.js';
import { linesWithCode, loggedApp } from '../logged-app.js';

describe('the dev outbox', () => {
  it('writes each SMS as a JSON line under DATA_DIR with the text it says; the log says where, never the code', async () => {
    const { app, lines } = await loggedApp();
    try {
      const phone = unusedPhone();
      expect((await app.inject({ method: 'POST', url: '/api/user/sms_code', payload: { phone, purpose: 'register' } })).json()).toMatchObject({
        code: 10000,
      });
      const file = path.join(app.config.dataDir, 'sms-outbox.log');
      const sent = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { params: { code: string } });
      const code = sent[0]!.params.code;
      expect(sent).toEqual([
        { at: expect.any(String), phone, kind: 'verify_code', params: { code }, text: `【药采云】您的验证码是${code}，5分钟内有效，请勿告诉他人。` },
      ]);
      const stored = await app.db.execute<{ code: string }>(sql`SELECT code FROM sms_codes WHERE phone = ${phone}`);
      expect(stored.rows).toEqual([{ code }]);
      expect(lines.some((l) => l.includes('SMS written to the dev outbox') && l.includes(file))).toBe(true);
      expect(linesWithCode(lines, code)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'example-secret',
  ALIYUN_SMS_SIGN_NAME: '药采云',
  ALIYUN_SMS_TEMPLATE_VERIFY_CODE: 'SMS_1',
  ALIYUN_SMS_TEMPLATE_COMPANY_INVITE: 'SMS_2',
  ALIYUN_SMS_TEMPLATE_PHONE_CHANGED: 'SMS_3',
  ALIYUN_SMS_TEMPLATE_ARRIVAL: 'SMS_4',
};

describe('the SMS settings at boot', () => {
  it.each<[string, NodeJS.ProcessEnv, string]>([
    ['production without a provider', { NODE_ENV: 'production' }, '配置错误 SMS_PROVIDER: 生产环境（NODE_ENV=production）必须配置短信服务商'],
    ['production with the outbox', { NODE_ENV: 'production', SMS_PROVIDER: 'outbox' }, '配置错误 SMS_PROVIDER: 演示发件箱（outbox）不能用于生产环境'],
    ['an unknown provider', { SMS_PROVIDER: 'tencent' }, '配置错误 SMS_PROVIDER: 应为 aliyun 或 outbox'],
    ['Aliyun without its AccessKey', { SMS_PROVIDER: 'aliyun' }, '配置错误 ALIYUN_SMS_ACCESS_KEY_ID: SMS_PROVIDER=aliyun 时必须配置该项'],
    ['Aliyun without a template', { ...ALIYUN, ALIYUN_SMS_TEMPLATE_ARRIVAL: '' }, '配置错误 ALIYUN_SMS_TEMPLATE_ARRIVAL: SMS_PROVIDER=aliyun 时必须配置该项'],
    ['a cap of none', { SMS_DAILY_PER_PHONE: '0' }, '配置错误 SMS_DAILY_PER_PHONE'],
  ])('refuses to start with %s, saying why in Chinese', (_case, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('sends through Aliyun in production when it is configured in full, the secret kept off the JSON', () => {
    const { sms } = loadConfig({ ...ALIYUN, NODE_ENV: 'production' });
    expect(sms.sender).toMatchObject({ provider: 'aliyun', aliyun: { signName: '药采云', templates: { arrival: 'SMS_4' } } });
    expect(JSON.stringify(sms)).not.toContain('example-secret');
    expect(loadConfig({}).sms).toEqual({ sender: { provider: 'outbox' }, dailyCaps: { perPhone: 10, perAccount: 20, perClient: 30 } });
  });
});
