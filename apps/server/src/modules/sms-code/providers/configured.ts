/** The SMS gateway the configuration chose (sms-config.ts), set for the process by app.ts and main.ts. */
import path from 'node:path';
import { useSmsSender } from '../sms.js';
import { aliyunSmsSender, type AliyunSmsSettings } from './aliyun.js';
import { outboxSmsSender } from './outbox.js';

export type SmsProviderSettings = { provider: 'outbox' } | { provider: 'aliyun'; aliyun: AliyunSmsSettings };

/** The demo outbox's file, under DATA_DIR. */
const SMS_OUTBOX_FILE = 'sms-outbox.log';

export function useConfiguredSms(settings: SmsProviderSettings, dataDir: string): void {
  useSmsSender(settings.provider === 'aliyun' ? aliyunSmsSender(settings.aliyun) : outboxSmsSender(path.join(dataDir, SMS_OUTBOX_FILE)));
}
