/** Aliyun SMS (Dysms) through its official SDK: one SendSms per message, the template by kind, the params as TemplateParam JSON. */
import DysmsapiModule, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { Config } from '@alicloud/openapi-client';
import { RuntimeOptions } from '@alicloud/tea-util';
import { SmsSendError, type SmsKind, type SmsSender } from '../sms.js';

// Node's own loader (npm start) gives this CommonJS module's exports object as the default import; vitest gives its `default`.
const Dysmsapi = (DysmsapiModule as unknown as { default?: typeof DysmsapiModule }).default ?? DysmsapiModule;

export interface AliyunSmsSettings {
  accessKeyId: string;
  /** The AccessKey secret; config.ts keeps it off JSON and logs (a non-enumerable property). */
  accessKeySecret: string;
  /** SignName: the 签名 registered with Aliyun, e.g. 药采云. */
  signName: string;
  /** TemplateCode of each kind, e.g. SMS_123456789. */
  templates: Record<SmsKind, string>;
  /** https://dysmsapi.aliyuncs.com, or the tests' local server. */
  endpoint: string;
  /** How long a send may take before the buyer is told it failed. */
  timeoutMs: number;
}

export function aliyunSmsSender(s: AliyunSmsSettings): SmsSender {
  const url = new URL(s.endpoint);
  const client = new Dysmsapi(
    new Config({
      accessKeyId: s.accessKeyId,
      accessKeySecret: s.accessKeySecret,
      endpoint: url.host,
      protocol: url.protocol.slice(0, -1),
      regionId: 'cn-hangzhou',
    }),
  );
  // No retry: a send that timed out may still arrive, and a second one would be a second SMS.
  const runtime = new RuntimeOptions({ connectTimeout: s.timeoutMs, readTimeout: s.timeoutMs, autoretry: false, maxAttempts: 1 });
  return {
    async send(m, log) {
      const request = new SendSmsRequest({
        phoneNumbers: m.phone,
        signName: s.signName,
        templateCode: s.templates[m.kind],
        templateParam: JSON.stringify(m.params),
      });
      let answer: { code?: string; message?: string; bizId?: string } | undefined;
      try {
        answer = (await client.sendSmsWithOptions(request, runtime)).body;
      } catch (err) {
        // The SDK throws for an HTTP error answer (a refusal with a code) and for no answer at all.
        const code = (err as { code?: unknown }).code;
        const refused = typeof code === 'string' && !/timeout|ECONN|socket/i.test(code);
        throw new SmsSendError(refused ? `Aliyun ${code}` : `Aliyun unreachable: ${(err as Error).message}`, refused);
      }
      if (answer?.code !== 'OK') throw new SmsSendError(`Aliyun ${answer?.code ?? 'no code'}: ${answer?.message ?? ''}`, true);
      log.info({ kind: m.kind, bizId: answer.bizId }, 'SMS accepted by Aliyun');
    },
  };
}
