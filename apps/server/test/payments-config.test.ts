/** The payment settings checked at boot (issue 33): all of a provider or none, its key files read and parsed, an https notify origin. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-pay-keys-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
};
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const privateKeyPath = file('apiclient_key.pem', privatePem);
const publicKeyPath = file('pub_key.pem', publicPem);

const WECHAT = {
  WECHATPAY_MCH_ID: '1900000001',
  WECHATPAY_APP_ID: 'wx0000000000000001',
  WECHATPAY_API_V3_KEY: 'k'.repeat(32),
  WECHATPAY_MCH_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY_PATH: privateKeyPath,
  WECHATPAY_PLATFORM_CERT_PATH: publicKeyPath,
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0000000000000001',
};
const ALIPAY = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY_PATH: privateKeyPath, ALIPAY_PUBLIC_KEY_PATH: publicKeyPath };
const BASE = { PAYMENT_NOTIFY_BASE_URL: 'https://shop.example.cn/' };

/** A production start needs real SMS settings; their values are never used here. */
const ALIYUN_SMS = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret-test',
  ALIYUN_SMS_SIGN_NAME: '药采云',
  ALIYUN_SMS_TEMPLATE_VERIFY_CODE: 'SMS_1',
  ALIYUN_SMS_TEMPLATE_COMPANY_INVITE: 'SMS_2',
  ALIYUN_SMS_TEMPLATE_PHONE_CHANGED: 'SMS_3',
  ALIYUN_SMS_TEMPLATE_ARRIVAL: 'SMS_4',
};

describe('payment configuration', () => {
  it('has no provider and no sandbox unless told', () => {
    expect(loadConfig({}).payments).toEqual({ sandbox: false, notifyBaseUrl: undefined, wechat: undefined, alipay: undefined });
    expect(loadConfig({ PAYMENT_SANDBOX: '1' }).payments.sandbox).toBe(true);
  });

  it('refuses the sandbox in production, whatever else is configured', () => {
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', ...ALIYUN_SMS };
    expect(loadConfig(production).payments.sandbox).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX: '1' })).toThrow('配置错误 PAYMENT_SANDBOX: 生产环境（NODE_ENV=production）不能开启演示支付');
    expect(() => loadConfig({ ...production, ...WECHAT, ...BASE, PAYMENT_SANDBOX: 'true' })).toThrow('PAYMENT_SANDBOX');
  });

  it('reads WeChat Pay and Alipay with their key files', () => {
    const { payments } = loadConfig({ ...WECHAT, ...ALIPAY, ...BASE, WECHATPAY_H5: 'true' });
    expect(payments.notifyBaseUrl).toBe('https://shop.example.cn');
    expect(payments.wechat).toMatchObject({ mchId: '1900000001', merchantPrivateKey: privatePem, platformPublicKey: publicPem, h5: true, baseUrl: 'https://api.mch.weixin.qq.com' });
    expect(payments.alipay).toMatchObject({ appId: '2021000000000001', privateKey: privatePem, alipayPublicKey: publicPem, gateway: 'https://openapi.alipay.com/gateway.do' });
  });

  it.each([
    ['a half-configured WeChat Pay', { WECHATPAY_MCH_ID: '1900000001', ...BASE }, '配置错误 WECHATPAY_APP_ID: 微信支付配置不完整'],
    ['a half-configured Alipay', { ALIPAY_APP_ID: '2021000000000001', ...BASE }, '配置错误 ALIPAY_PRIVATE_KEY_PATH: 支付宝配置不完整'],
    ['a provider without the notify origin', WECHAT, '配置错误 PAYMENT_NOTIFY_BASE_URL: 已配置在线支付'],
    ['a notify origin over http', { ...ALIPAY, PAYMENT_NOTIFY_BASE_URL: 'http://shop.example.cn' }, '配置错误 PAYMENT_NOTIFY_BASE_URL: 应为商城对外的 https 地址'],
    ['a key file that is missing', { ...ALIPAY, ...BASE, ALIPAY_PRIVATE_KEY_PATH: path.join(dir, 'none.pem') }, '配置错误 ALIPAY_PRIVATE_KEY_PATH: 无法读取密钥文件'],
    ['a key file that is no key', { ...WECHAT, ...BASE, WECHATPAY_PLATFORM_CERT_PATH: file('junk.pem', 'not a key') }, '配置错误 WECHATPAY_PLATFORM_CERT_PATH: 文件'],
    ['an APIv3 key of the wrong length', { ...WECHAT, ...BASE, WECHATPAY_API_V3_KEY: 'short' }, '配置错误 WECHATPAY_API_V3_KEY: APIv3 密钥应为 32 个字符'],
  ])('stops the boot at %s, in Chinese and without the key', (_what, env, message) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      thrown = err;
    }
    expect(String(thrown)).toContain(message);
    expect(String(thrown)).not.toContain('PRIVATE KEY-----');
  });
});
