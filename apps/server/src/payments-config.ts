/**
 * The online payment settings read at boot: WeChat Pay and Alipay are each configured in full or
 * not at all (a half-configured provider stops the start), their keys are read from files here and
 * held only in memory, and the demo sandbox exists only with PAYMENT_SANDBOX=1.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import type { AlipayConfig } from './modules/payments/providers/alipay.js';
import type { WechatPayConfig } from './modules/payments/providers/wechat-pay.js';

export const PaymentsEnv = z.object({
  /** The local 演示支付 sandbox page: the demo and the journeys only, never a real store. */
  PAYMENT_SANDBOX: z.stringbool().default(false),
  /** The store's public https origin; providers post notifications to <base>/api/pay/notify/<provider>. */
  PAYMENT_NOTIFY_BASE_URL: z.url({ protocol: /^https$/, message: '应为商城对外的 https 地址，如 https://shop.example.com' }).optional(),
  WECHATPAY_MCH_ID: z.string().trim().optional(),
  WECHATPAY_APP_ID: z.string().trim().optional(),
  WECHATPAY_API_V3_KEY: z.string().trim().optional(),
  WECHATPAY_MCH_SERIAL: z.string().trim().optional(),
  WECHATPAY_PRIVATE_KEY_PATH: z.string().trim().optional(),
  WECHATPAY_PLATFORM_CERT_PATH: z.string().trim().optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().trim().optional(),
  WECHATPAY_H5: z.stringbool().default(false),
  WECHATPAY_BASE_URL: z.url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().trim().optional(),
  ALIPAY_PRIVATE_KEY_PATH: z.string().trim().optional(),
  ALIPAY_PUBLIC_KEY_PATH: z.string().trim().optional(),
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
});
type PaymentsEnv = z.infer<typeof PaymentsEnv>;

/** WeChat Pay API v3 as wechat-pay.ts takes it, less the notify URL the registry derives from PAYMENT_NOTIFY_BASE_URL. */
export type WechatPaySettings = Omit<WechatPayConfig, 'notifyUrl'>;
/** Alipay (RSA2) as alipay.ts takes it, less the notify URL. */
export type AlipaySettings = Omit<AlipayConfig, 'notifyUrl'>;

export interface PaymentsConfig {
  sandbox: boolean;
  /** The public origin notifications come back to; required once a real provider is configured. */
  notifyBaseUrl?: string;
  wechat?: WechatPaySettings;
  alipay?: AlipaySettings;
}

const configError = (key: string, message: string) => new Error(`配置错误 ${key}: ${message}`);

/** All of a provider's variables, or none of them: a half-configured provider is a mistake, not a choice. */
function allOrNone<K extends keyof PaymentsEnv>(env: PaymentsEnv, keys: readonly K[], provider: string): Record<K, string> | undefined {
  const missing = keys.filter((k) => !env[k]);
  if (missing.length === keys.length) return undefined;
  if (missing.length > 0) throw configError(String(missing[0]), `${provider}配置不完整，缺少该项（要么全部配置，要么全部留空）`);
  return Object.fromEntries(keys.map((k) => [k, String(env[k])])) as Record<K, string>;
}

function readPem(key: string, file: string, kind: 'private' | 'public'): string {
  let pem: string;
  try {
    pem = fs.readFileSync(file, 'utf8');
  } catch {
    throw configError(key, `无法读取密钥文件 ${file}`);
  }
  try {
    if (kind === 'private') crypto.createPrivateKey(pem);
    else if (pem.includes('BEGIN CERTIFICATE')) new crypto.X509Certificate(pem);
    else crypto.createPublicKey(pem);
  } catch {
    throw configError(key, `文件 ${file} 不是有效的 PEM ${kind === 'private' ? '私钥' : '公钥或证书'}`);
  }
  return pem;
}

const WECHAT_KEYS = [
  'WECHATPAY_MCH_ID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_MCH_SERIAL',
  'WECHATPAY_PRIVATE_KEY_PATH',
  'WECHATPAY_PLATFORM_CERT_PATH',
  'WECHATPAY_PLATFORM_SERIAL',
] as const;
const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_PATH', 'ALIPAY_PUBLIC_KEY_PATH'] as const;

function wechatFromEnv(env: PaymentsEnv): WechatPaySettings | undefined {
  const w = allOrNone(env, WECHAT_KEYS, '微信支付');
  if (!w) return undefined;
  if (Buffer.byteLength(w.WECHATPAY_API_V3_KEY) !== 32) throw configError('WECHATPAY_API_V3_KEY', 'APIv3 密钥应为 32 个字符');
  return {
    mchId: w.WECHATPAY_MCH_ID,
    appId: w.WECHATPAY_APP_ID,
    apiV3Key: w.WECHATPAY_API_V3_KEY,
    merchantSerialNo: w.WECHATPAY_MCH_SERIAL,
    merchantPrivateKey: readPem('WECHATPAY_PRIVATE_KEY_PATH', w.WECHATPAY_PRIVATE_KEY_PATH, 'private'),
    platformSerial: w.WECHATPAY_PLATFORM_SERIAL,
    platformPublicKey: readPem('WECHATPAY_PLATFORM_CERT_PATH', w.WECHATPAY_PLATFORM_CERT_PATH, 'public'),
    h5: env.WECHATPAY_H5,
    baseUrl: env.WECHATPAY_BASE_URL,
  };
}

function alipayFromEnv(env: PaymentsEnv): AlipaySettings | undefined {
  const a = allOrNone(env, ALIPAY_KEYS, '支付宝');
  if (!a) return undefined;
  return {
    appId: a.ALIPAY_APP_ID,
    privateKey: readPem('ALIPAY_PRIVATE_KEY_PATH', a.ALIPAY_PRIVATE_KEY_PATH, 'private'),
    alipayPublicKey: readPem('ALIPAY_PUBLIC_KEY_PATH', a.ALIPAY_PUBLIC_KEY_PATH, 'public'),
    gateway: env.ALIPAY_GATEWAY,
  };
}

/** The payment part of the boot configuration; throws the first mistake in Chinese. */
export function paymentsFromEnv(env: PaymentsEnv, production: boolean): PaymentsConfig {
  // The sandbox credits wallets and pays orders for nothing: a production store that had it would give goods away.
  if (production && env.PAYMENT_SANDBOX) throw configError('PAYMENT_SANDBOX', '生产环境（NODE_ENV=production）不能开启演示支付，请去掉该项');
  const wechat = wechatFromEnv(env);
  const alipay = alipayFromEnv(env);
  if ((wechat || alipay) && !env.PAYMENT_NOTIFY_BASE_URL) {
    throw configError('PAYMENT_NOTIFY_BASE_URL', '已配置在线支付，需填写商城对外的 https 地址，支付结果通知发往该地址');
  }
  return { sandbox: env.PAYMENT_SANDBOX, notifyBaseUrl: env.PAYMENT_NOTIFY_BASE_URL?.replace(/\/+$/, ''), wechat, alipay };
}
