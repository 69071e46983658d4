/**
 * The SMS settings read at boot: the provider (Aliyun, or the demo's outbox file) and the daily caps.
 * Aliyun is configured in full or the start stops; a production start (NODE_ENV=production) needs a
 * real provider, so no code ever goes only to a file there.
 */
import { z } from 'zod';
import { DEFAULT_DAILY_CAPS, type DailyCapLimits } from './modules/sms-code/daily-caps.js';
import type { AliyunSmsSettings } from './modules/sms-code/providers/aliyun.js';
import type { SmsProviderSettings } from './modules/sms-code/providers/configured.js';
import { SMS_KINDS, type SmsKind } from './modules/sms-code/sms.js';

const cap = (fallback: number) => z.coerce.number().int().min(1).max(10_000).default(fallback);

export const SmsEnv = z.object({
  /** aliyun: real SMS; outbox: the demo's file DATA_DIR/sms-outbox.log (the default outside production). */
  SMS_PROVIDER: z.enum(['aliyun', 'outbox'], { message: '应为 aliyun 或 outbox' }).optional(),
  SMS_DAILY_PER_PHONE: cap(DEFAULT_DAILY_CAPS.perPhone),
  SMS_DAILY_PER_ACCOUNT: cap(DEFAULT_DAILY_CAPS.perAccount),
  SMS_DAILY_PER_ADDRESS: cap(DEFAULT_DAILY_CAPS.perClient),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().trim().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().trim().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().trim().optional(),
  ALIYUN_SMS_TEMPLATE_VERIFY_CODE: z.string().trim().optional(),
  ALIYUN_SMS_TEMPLATE_COMPANY_INVITE: z.string().trim().optional(),
  ALIYUN_SMS_TEMPLATE_PHONE_CHANGED: z.string().trim().optional(),
  ALIYUN_SMS_TEMPLATE_ARRIVAL: z.string().trim().optional(),
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/, message: '应为 http(s) 地址，如 https://dysmsapi.aliyuncs.com' }).default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});
type SmsEnv = z.infer<typeof SmsEnv>;

/** The TemplateCode variable of each kind. */
const TEMPLATE_KEYS = {
  verify_code: 'ALIYUN_SMS_TEMPLATE_VERIFY_CODE',
  company_invite: 'ALIYUN_SMS_TEMPLATE_COMPANY_INVITE',
  phone_changed: 'ALIYUN_SMS_TEMPLATE_PHONE_CHANGED',
  arrival: 'ALIYUN_SMS_TEMPLATE_ARRIVAL',
} as const satisfies Record<SmsKind, keyof SmsEnv>;

export interface SmsConfig {
  /** The outbox's file is DATA_DIR/sms-outbox.log, placed where the app is built. */
  sender: SmsProviderSettings;
  dailyCaps: DailyCapLimits;
}

const configError = (key: string, message: string) => new Error(`配置错误 ${key}: ${message}`);

function aliyunFromEnv(e: SmsEnv): AliyunSmsSettings {
  const required = [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    ...SMS_KINDS.map((k) => TEMPLATE_KEYS[k]),
  ] as const satisfies readonly (keyof SmsEnv)[];
  const missing = required.find((k) => !e[k]);
  if (missing) throw configError(missing, 'SMS_PROVIDER=aliyun 时必须配置该项');
  const settings: Omit<AliyunSmsSettings, 'accessKeySecret'> = {
    accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
    signName: e.ALIYUN_SMS_SIGN_NAME!,
    templates: Object.fromEntries(SMS_KINDS.map((k) => [k, e[TEMPLATE_KEYS[k]]!])) as Record<SmsKind, string>,
    endpoint: e.ALIYUN_SMS_ENDPOINT,
    timeoutMs: e.ALIYUN_SMS_TIMEOUT_MS,
  };
  // Non-enumerable: JSON.stringify and the logger never see the secret, the SDK still reads it.
  return Object.defineProperty(settings, 'accessKeySecret', { value: e.ALIYUN_SMS_ACCESS_KEY_SECRET!, enumerable: false }) as AliyunSmsSettings;
}

export function smsFromEnv(e: SmsEnv, production: boolean): SmsConfig {
  const provider = e.SMS_PROVIDER ?? (production ? undefined : 'outbox');
  if (provider === undefined) throw configError('SMS_PROVIDER', '生产环境（NODE_ENV=production）必须配置短信服务商：SMS_PROVIDER=aliyun 及 ALIYUN_SMS_* 各项');
  if (provider === 'outbox' && production) throw configError('SMS_PROVIDER', '演示发件箱（outbox）不能用于生产环境，请配置 SMS_PROVIDER=aliyun');
  return {
    sender: provider === 'aliyun' ? { provider, aliyun: aliyunFromEnv(e) } : { provider },
    dailyCaps: { perPhone: e.SMS_DAILY_PER_PHONE, perAccount: e.SMS_DAILY_PER_ACCOUNT, perClient: e.SMS_DAILY_PER_ADDRESS },
  };
}
