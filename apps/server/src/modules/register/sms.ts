/** The SMS gateway seam: registration and password reset send their codes through whatever sender is set. */
import type { SmsPurpose } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** No SMS provider is contracted yet: the code goes to the server log, where operators and developers read it. */
const logOnlySender: SmsSender = {
  async send(m, log) {
    log.info({ phone: m.phone, purpose: m.purpose, code: m.code }, 'SMS code written to the log (no SMS provider configured)');
  },
};

let sender: SmsSender = logOnlySender;

/** Swaps the gateway: a provider's client in production, an in-memory outbox in tests. */
export function setSmsSender(next: SmsSender): void {
  sender = next;
}

export const smsSender = (): SmsSender => sender;
