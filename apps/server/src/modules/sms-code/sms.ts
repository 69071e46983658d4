/**
 * The SMS gateway seam. Every SMS is a template kind with its params, as the providers take them
 * (Aliyun: TemplateCode + TemplateParam JSON, the sign as SignName); the text each template says is
 * kept here for the dev outbox and the tests.
 */
import type { FastifyBaseLogger } from 'fastify';

/** The params of each template, by kind; a provider registers one template per kind. */
export interface SmsTemplates {
  /** A verification code (registration, password reset, phone change, payment password). */
  verify_code: { code: string };
  /** A company's invitation to a phone, with the code that accepts it. */
  company_invite: { company: string; code: string };
  /** The old phone told that the login moved to another (masked) phone. */
  phone_changed: { phone: string };
  /** A goods the store waited for is back in stock. */
  arrival: { goods: string; stock: string };
}

export type SmsKind = keyof SmsTemplates;

export const SMS_KINDS = ['verify_code', 'company_invite', 'phone_changed', 'arrival'] as const satisfies readonly SmsKind[];

export type SmsMessage = { [K in SmsKind]: { phone: string; kind: K; params: SmsTemplates[K] } }[SmsKind];

/** The sign the demo's texts start with; a provider's own sign name is configured (ALIYUN_SMS_SIGN_NAME). */
export const DEMO_SIGN_NAME = '药采云';

const TEXTS: { [K in SmsKind]: (p: SmsTemplates[K]) => string } = {
  verify_code: (p) => `您的验证码是${p.code}，5分钟内有效，请勿告诉他人。`,
  company_invite: (p) => `${p.company}邀请您加入企业采购账户，验证码${p.code}，5分钟内有效，请勿告诉他人。`,
  phone_changed: (p) => `您的登录手机号已改为 ${p.phone}，如非本人操作，请立即联系客服冻结账户。`,
  arrival: (p) => `您订阅的「${p.goods}」已到货，当前库存${p.stock}，欢迎采购。`,
};

/** The text of a message as its template renders it, without the sign. */
export const smsText = (m: SmsMessage): string => (TEXTS[m.kind] as (p: SmsMessage['params']) => string)(m.params);

/** The code a message carries, if any: what the code's caller checks and the log never shows. */
export const smsCode = (m: SmsMessage): string | undefined => ('code' in m.params ? m.params.code : undefined);

/** A send that did not go out: `refused` when the provider answered no (quota, template), else it did not answer. */
export class SmsSendError extends Error {
  constructor(
    readonly reason: string,
    readonly refused: boolean,
  ) {
    super(`SMS not sent: ${reason}`);
  }
}

export interface SmsSender {
  /** Resolves once the provider accepted the message; throws SmsSendError when it did not. */
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

const unconfigured: SmsSender = {
  send: () => Promise.reject(new SmsSendError('no SMS sender configured', true)),
};

let configured: SmsSender = unconfigured;
let override: SmsSender | undefined;

/** The sender the configuration chose (app.ts, and main.ts for the jobs of the primary process). */
export function useSmsSender(next: SmsSender): void {
  configured = next;
}

/** A sender that takes precedence over the configured one: the tests' in-memory outbox. */
export function setSmsSender(next: SmsSender): void {
  override = next;
}

export const smsSender = (): SmsSender => override ?? configured;
