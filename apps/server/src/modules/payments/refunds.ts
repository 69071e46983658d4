/** Online money going back: queued in the transaction that decides it, sent to the provider later by the refund job. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema/index.js';
import { newTradeNo } from './trade-no.js';

/**
 * Queues `amount` fen of `payment` to go back through its provider. The sandbox (and a payment made
 * before providers were recorded, which was the sandbox's) has nothing to call: it settles at once.
 */
export async function queueRefund(tx: DbOrTx, payment: { id: number; storeId: number; provider: string | null }, amount: number, reason: string): Promise<void> {
  const local = payment.provider === null || payment.provider === 'sandbox';
  await tx.insert(paymentRefunds).values({
    paymentId: payment.id,
    storeId: payment.storeId,
    amount,
    outRefundNo: newTradeNo('R'),
    reason: reason.slice(0, 80),
    status: local ? 'succeeded' : 'pending',
    settledAt: local ? new Date() : undefined,
  });
}

/** Refunds still to be sent or confirmed, with what the provider needs to know of their payment. */
export function pendingRefunds(db: DbOrTx, limit: number) {
  return db
    .select({
      id: paymentRefunds.id,
      amount: paymentRefunds.amount,
      outRefundNo: paymentRefunds.outRefundNo,
      reason: paymentRefunds.reason,
      attempts: paymentRefunds.attempts,
      provider: payments.provider,
      outTradeNo: payments.outTradeNo,
      total: payments.amount,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.status, 'pending'))
    .orderBy(asc(paymentRefunds.id))
    .limit(limit);
}

/** The provider has the money back on its way; a refund settles once, whoever marks it first. */
export async function markRefundSucceeded(db: DbOrTx, id: number, providerRefundNo: string | undefined): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set({ status: 'succeeded', providerRefundNo, settledAt: new Date(), attempts: sql`${paymentRefunds.attempts} + 1` })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/** One more try that did not settle: still pending (`processing` at the provider, or it was unreachable), or given up as failed. */
export async function noteRefundAttempt(db: DbOrTx, id: number, outcome: { error?: string; failed: boolean }): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1`, lastError: outcome.error, status: outcome.failed ? 'failed' : undefined })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')));
}
