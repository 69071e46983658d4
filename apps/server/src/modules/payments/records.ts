import crypto from 'node:crypto';
import type { PaymentStatus } from '@yc/contracts';
import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/index.js';
import { mayMove } from '../../lib/process.js';
import type { OrderEvents } from '../orders/subscribers.js';
import { PAYMENT_PROCESS } from './process.js';
import { queueRefund } from './refunds.js';
import { newTradeNo } from './trade-no.js';

export type PaymentRow = typeof payments.$inferSelect;
/** What a payment settles: an order, a wallet recharge, a credit repayment, or (money going back) a refund. */
export type PaymentPurpose = 'order' | 'recharge' | 'credit_repay' | 'refund';

/** How a pending online payment reaches its provider; absent for a bill whose way of paying is not chosen yet. */
export interface OnlineAt {
  provider: string;
  expiresAt: Date;
}

/** A payment's move written beside it (a new payment: from null), in the transaction that made it. */
async function logMove(tx: DbOrTx, paymentId: number, from: PaymentStatus | null, to: PaymentStatus): Promise<void> {
  await tx.insert(paymentEvents).values({ paymentId, fromStatus: from, toStatus: to });
}

/** An online payment waiting for the provider; its token is the secret the provider's callback must echo. */
export async function createPendingPayment(
  tx: DbOrTx,
  p: { storeId: number; purpose: PaymentPurpose; refId: number; amount: number; method: string },
  online?: OnlineAt,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ ...p, ...online, outTradeNo: online && newTradeNo('P'), idempotencyKey: crypto.randomBytes(24).toString('base64url') })
    .returning();
  await logMove(tx, row.id, null, row.status);
  return row;
}

/** A bill paid online (a credit repayment) gets its provider and number when the buyer chooses to pay it online. */
export async function sendOnline(tx: DbOrTx, payment: PaymentRow, online: OnlineAt): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ ...online, method: 'online', outTradeNo: payment.outTradeNo ?? newTradeNo('P') })
    .where(eq(payments.id, payment.id))
    .returning();
  return row;
}

/** A bill left to be paid either way (a credit repayment) is paid from the wallet: its row says so, as an online one says online. */
export async function payFromWallet(tx: DbOrTx, payment: PaymentRow): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set({ method: 'wallet' }).where(eq(payments.id, payment.id)).returning();
  return row;
}

export async function lockPayment(tx: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The payment a provider names, read under its lock; only that provider's payments answer to it. */
export async function lockPaymentByTradeNo(tx: DbOrTx, provider: string, outTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.outTradeNo, outTradeNo), eq(payments.provider, provider)))
    .for('update');
  return row;
}

export async function findPaymentByTradeNo(db: DbOrTx, outTradeNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
  return row;
}

/** Pending online payments of `providers` older than `olderThan`, the ones whose notification is late or lost. */
export function duePendingPayments(db: DbOrTx, providers: readonly string[], olderThan: Date, limit: number) {
  return db
    .select({ id: payments.id, provider: payments.provider, outTradeNo: payments.outTradeNo, expiresAt: payments.expiresAt })
    .from(payments)
    .where(
      and(eq(payments.status, 'pending'), isNotNull(payments.outTradeNo), inArray(payments.provider, [...providers]), lt(payments.createdAt, olderThan)),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/**
 * The one status write of a payment read under its lock (lockPayment); a move the table does not allow is a bug, not a refusal.
 * `providerTradeNo` is the provider's number for a payment it settled.
 */
export async function transitionPayment(tx: DbOrTx, payment: PaymentRow, to: PaymentStatus, providerTradeNo?: string): Promise<void> {
  if (!mayMove(PAYMENT_PROCESS, payment.status, to)) throw new Error(`payment ${payment.id} cannot move from ${payment.status} to ${to}`);
  const moved = await tx
    .update(payments)
    .set({ status: to, paidAt: to === 'succeeded' ? new Date() : undefined, providerTradeNo })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning({ id: payments.id });
  if (moved.length) await logMove(tx, payment.id, payment.status, to);
}

/** Money paid at once from the wallet or credit is recorded as a settled payment too, for one history of payments. */
export async function recordSettledPayment(
  tx: DbOrTx,
  p: { storeId: number; purpose: PaymentPurpose; refId: number; amount: number; method: string },
): Promise<void> {
  const [row] = await tx
    .insert(payments)
    .values({ ...p, status: 'succeeded', paidAt: new Date(), idempotencyKey: crypto.randomBytes(24).toString('base64url') })
    .returning({ id: payments.id });
  await logMove(tx, row.id, null, 'succeeded');
}

/**
 * The order lifecycle's refund (orders/subscribers.ts), after the ledgers have the money back. A cancelled order's
 * settled payments all become 已退款, so a count of settled payments never counts a cancelled order; an online one
 * also has its money queued to go back through the provider. Part of an online payment (a return) is a refund of its own.
 */
export async function recordOrderRefund(tx: DbOrTx, { order, refund, amount, note }: OrderEvents['refund']): Promise<void> {
  if (refund.kind === 'order') await reverseOrderPayments(tx, order.id, note);
  else if (order.payMethod === 'online') await recordOnlineRefund(tx, { storeId: order.storeId, orderId: order.id, refId: refund.id, amount, reason: note });
}

async function reverseOrderPayments(tx: DbOrTx, orderId: number, reason: string): Promise<void> {
  const settled = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.refId, orderId), eq(payments.status, 'succeeded')))
    .for('update');
  for (const payment of settled) {
    await transitionPayment(tx, payment, 'refunded');
    if (payment.method === 'online') await queueRefund(tx, payment, payment.amount, reason);
  }
}

/**
 * Part of an online payment going back (a return or after-sales refund), recorded as a refunded
 * payment of its own (`refId` is the request) and queued to go back through the order's provider.
 */
async function recordOnlineRefund(tx: DbOrTx, r: { storeId: number; orderId: number; refId: number; amount: number; reason: string }): Promise<void> {
  const [row] = await tx
    .insert(payments)
    .values({
      storeId: r.storeId,
      refId: r.refId,
      amount: r.amount,
      purpose: 'refund',
      method: 'online',
      status: 'refunded',
      paidAt: new Date(),
      idempotencyKey: crypto.randomBytes(24).toString('base64url'),
    })
    .returning({ id: payments.id });
  await logMove(tx, row.id, null, 'refunded');
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.refId, r.orderId), eq(payments.method, 'online'), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  if (paid) await queueRefund(tx, paid, r.amount, r.reason);
}