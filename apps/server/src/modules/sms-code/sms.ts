/** The SMS gateway seam: codes (registration, password reset, phone change, payment password) and notices go through whatever sender is set. */
import type { CodePurpose } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';

export type SmsMessage =
  | { phone: string; purpose: CodePurpose; code: string; text: string }
  /** A notice carries no code (the old phone told that the login moved). */
  | { phone: string; purpose: 'notice'; text: string };

export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** No SMS provider is contracted yet: the code goes to the server log, where operators and developers read it. */
const logOnlySender: SmsSender = {
  async send(m, log) {
    log.info({ phone: m.phone, purpose: m.purpose, ...('code' in m ? { code: m.code } : { text: m.text }) }, 'SMS written to the log (no SMS provider configured)');
  },
};

let sender: SmsSender = logOnlySender;

/** Swaps the gateway: a provider's client in production, an in-memory outbox in tests. */
export function setSmsSender(next: SmsSender): void {
  sender = next;
}

export const smsSender = (): SmsSender => sender;
