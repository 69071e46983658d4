/** A provider's notification: verified by the provider, checked against the payment it names, applied once. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { paymentNotifications } from '../../lib/metrics.js';
import { NotificationRejected, type NotificationInput, type PaymentProvider } from './provider.js';
import { applyProviderState, StateMismatch } from './online.js';

/**
 * Answers what the provider expects: success once the notification is applied or was applied before
 * (a replay changes nothing), failure for a bad signature, an unknown number or a different amount,
 * which write nothing. A database failure throws, so the provider's retry comes back later.
 */
export async function receiveNotification(db: Db, provider: PaymentProvider, input: NotificationInput, log: FastifyBaseLogger) {
  try {
    const state = await provider.verifyNotification(input);
    const settled = await applyProviderState(db, provider, state);
    if (settled?.applied) log.info(`${provider.name} 支付通知已入账: ${state.outTradeNo}`);
    paymentNotifications.inc({ provider: provider.name, outcome: settled?.applied ? 'applied' : 'repeat' });
    return provider.acknowledge(true);
  } catch (err) {
    if (!(err instanceof NotificationRejected) && !(err instanceof StateMismatch)) throw err;
    log.warn(`${provider.name} 支付通知被拒绝: ${err.message}`);
    paymentNotifications.inc({ provider: provider.name, outcome: 'rejected' });
    return provider.acknowledge(false);
  }
}
