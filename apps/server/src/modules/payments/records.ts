import crypto from 'node:crypto';
import type { PaymentStatus } from '@yc/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { mayMove } from '../../lib/process.js';
import { PAYMENT_PROCESS } from './process.js';

export type PaymentRow = typeof payments.$inferSelect;
/** What a payment settles: an order, a wallet recharge, a credit repayment, or (money going back) a refund. */
export type PaymentPurpose = 'order' | 'recharge' | 'credit_repay' | 'refund';

/** An online payment waiting for the provider; its token is the secret the provider's callback must echo. */
export async function createPendingPayment(
  tx: DbOrTx,
  p: { storeId: number; purpose: PaymentPurpose; refId: number; amount: number; method: string },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...p, idempotencyKey: crypto.randomBytes(24).toString('base64url') })
    .returning();
  return row;
}

export async function lockPayment(tx: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function findPaymentByToken(db: DbOrTx, token: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, token));
  return row;
}

/** The one status write of a payment read under its lock (lockPayment); a move the table does not allow is a bug, not a refusal. */
export async function transitionPayment(tx: DbOrTx, payment: PaymentRow, to: PaymentStatus): Promise<void> {
  if (!mayMove(PAYMENT_PROCESS, payment.status, to)) throw new Error(`payment ${payment.id} cannot move from ${payment.status} to ${to}`);
  await tx
    .update(payments)
    .set({ status: to, paidAt: to === 'succeeded' ? new Date() : undefined })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)));
}

/** Money paid at once from the wallet or credit is recorded as a settled payment too, for one history of payments. */
export async function recordSettledPayment(
  tx: DbOrTx,
  p: { storeId: number; purpose: PaymentPurpose; refId: number; amount: number; method: string },
): Promise<void> {
  await tx.insert(payments).values({ ...p, status: 'succeeded', paidAt: new Date(), idempotencyKey: crypto.randomBytes(24).toString('base64url') });
}

/** The sandbox provider refunds by marking the settled online payment; a real provider's refund call goes here. */
export async function refundOnline(tx: DbOrTx, orderId: number): Promise<void> {
  const settled = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.refId, orderId), eq(payments.method, 'online'), eq(payments.status, 'succeeded')))
    .for('update');
  for (const payment of settled) await transitionPayment(tx, payment, 'refunded');
}

/**
 * Part of an online payment going back (a return or after-sales refund): the sandbox provider
 * settles it at once, so it is recorded as a refunded payment of its own; `refId` is the request.
 */
export async function recordOnlineRefund(tx: DbOrTx, r: { storeId: number; refId: number; amount: number }): Promise<void> {
  await tx.insert(payments).values({
    ...r,
    purpose: 'refund',
    method: 'online',
    status: 'refunded',
    paidAt: new Date(),
    idempotencyKey: crypto.randomBytes(24).toString('base64url'),
  });
}
