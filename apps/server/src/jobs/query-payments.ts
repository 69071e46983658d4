import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { applyProviderState, closePayment } from '../modules/payments/online.js';
import type { PaymentRegistry } from '../modules/payments/providers/index.js';
import { duePendingPayments } from '../modules/payments/records.js';

/** A notification normally arrives within seconds; a payment still pending after this is asked about. */
export const QUERY_AFTER_MS = 2 * 60_000;
/** The provider closes an unpaid payment at its expiry; past this margin one it still calls unpaid is closed here. */
const CLOSE_AFTER_EXPIRY_MS = 5 * 60_000;
const BATCH = 100;

/**
 * Asks the provider about every online payment whose notification is late or lost, until it is paid
 * (applied exactly as its notification would be), closed, or expired. Answers what it settled.
 */
export async function queryPendingPayments(db: Db, payments: PaymentRegistry, log: FastifyBaseLogger, now = new Date()) {
  const settled = { paid: 0, closed: 0 };
  const names = payments.offered.map((p) => p.name);
  if (names.length === 0) return settled;
  const due = await duePendingPayments(db, names, new Date(now.getTime() - QUERY_AFTER_MS), BATCH);
  for (const payment of due) {
    const provider = payments.get(payment.provider);
    if (!provider || !payment.outTradeNo) continue;
    try {
      const state = await provider.query(payment.outTradeNo);
      if (state?.state === 'succeeded') {
        if ((await applyProviderState(db, provider, state))?.applied) settled.paid += 1;
        continue;
      }
      const expired = payment.expiresAt !== null && payment.expiresAt.getTime() + CLOSE_AFTER_EXPIRY_MS < now.getTime();
      if ((state?.state === 'closed' || expired) && (await closePayment(db, payment.id))) settled.closed += 1;
    } catch (err) {
      // One provider down or one odd answer must not stop the others; the next run asks again.
      log.warn(`查询支付单 ${payment.outTradeNo} 失败: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return settled;
}
