import crypto from 'node:crypto';
import { fenToYuan, type CreditRepayPayBody, type CreditSummary, type PayOrderBody, type PayResult } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { mayMove } from '../../lib/process.js';
import { ORDER_PROCESS, orderRefusal } from '../orders/process.js';
import { lockOrder, type OrderRow } from '../orders/queries.js';
import { transitionOrder } from '../orders/transition.js';
import type { PaymentRegistry } from './providers/index.js';
import * as wallet from '../wallet/ledger.js';
import * as p from './records.js';
import { chooseProvider, ONLINE_WAIT_MS, settleOnline, startAtProvider, type Payer, type SettleResult } from './online.js';
import { recordHmBuyer } from '../hm-receipt/buyer.js';

const DAY = 86_400_000;

function assertPayable(order: OrderRow): void {
  // Checked before any money moves; the transition checks the same table again when it writes.
  if (!mayMove(ORDER_PROCESS, order.status, 'paid')) throw refuse(orderRefusal(order.status, 'paid'));
  if (order.expiresAt.getTime() <= Date.now()) throw refuse('订单已超过支付时限，请重新下单');
}

async function spendWallet(tx: DbOrTx, storeId: number, amount: number, ref: { refType: string; refId: number; note: string }) {
  await lockStore(tx, storeId);
  if ((await wallet.walletBalance(tx, storeId)) < amount) throw refuse('账户余额不足，请充值或选择其他支付方式');
  await wallet.appendWallet(tx, { storeId, amount: -amount, useType: 'pay', ...ref });
}

async function spendCredit(tx: DbOrTx, order: OrderRow): Promise<void> {
  const terms = await wallet.creditTerms(tx, order.storeId);
  if (!terms) throw refuse('您尚未开通账期支付，请选择其他支付方式');
  await lockStore(tx, order.storeId);
  if ((await wallet.creditOverdue(tx, order.storeId)) > 0) throw refuse('您有逾期未还的账期账单，请先还款后再使用账期支付');
  const used = await wallet.creditUsed(tx, order.storeId);
  if (used + order.payAmount > terms.limit) throw refuse(`账期可用额度不足，当前可用 ¥${fenToYuan(terms.limit - used).toFixed(2)}`);
  const dueDate = new Date(Date.now() + terms.termDays * DAY).toISOString().slice(0, 10);
  await wallet.appendCredit(tx, { storeId: order.storeId, amount: order.payAmount, type: 'use', refType: 'order', refId: order.id, dueDate });
}

/** Pays an order of the session's store; wallet and credit settle at once, online answers the provider's page or QR code. */
export async function payOrder(db: Db, payments: PaymentRegistry, auth: AuthContext, body: PayOrderBody, payer: Payer): Promise<PayResult> {
  const provider = body.method === 'online' ? chooseProvider(payments, body.pay_type, payer.channel) : null;
  const done = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth.storeId, body.order_id);
    if (!order) throw notFound('订单');
    assertPayable(order);
    await recordHmBuyer(tx, order, body, { kind: 'buyer', accountId: auth.accountId });
    const settled = { storeId: order.storeId, purpose: 'order' as const, refId: order.id, amount: order.payAmount, method: body.method };
    if (provider) return { order, pending: await p.createPendingPayment(tx, settled, { provider: provider.name, expiresAt: order.expiresAt }) };
    if (body.method === 'wallet') await spendWallet(tx, order.storeId, order.payAmount, { refType: 'order', refId: order.id, note: `订单${order.orderNo}付款` });
    else await spendCredit(tx, order);
    await p.recordSettledPayment(tx, settled);
    await transitionOrder(tx, order, { to: 'paid', method: body.method }, { kind: 'buyer', accountId: auth.accountId });
    return { order, pending: null };
  });
  if (!provider || !done.pending) return { order_id: done.order.id, status: 'paid', pay_url: null, code_url: null };
  const at = await startAtProvider(db, payments, provider, done.pending, payer, ` ${done.order.orderNo}`);
  return { order_id: done.order.id, status: 'unpaid', ...at };
}

function tokenMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The sandbox's confirm (its page names the payment's number; the old /pay/notify its id and secret
 * token): applies a sandbox payment exactly once, whatever it paid for.
 */
export async function confirmSandbox(db: Db, by: { outTradeNo: string } | { paymentId: number; token: string }): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const payment = 'outTradeNo' in by ? await p.lockPaymentByTradeNo(tx, 'sandbox', by.outTradeNo) : await p.lockPayment(tx, by.paymentId);
    const valid = payment?.provider === 'sandbox' && ('outTradeNo' in by || tokenMatches(payment.idempotencyKey, by.token));
    if (!payment || !valid) throw refuse('支付凭证无效');
    return settleOnline(tx, payment);
  });
}

export async function creditSummary(db: Db, auth: AuthContext): Promise<CreditSummary> {
  const [terms, used, overdue, nextDue] = await Promise.all([
    wallet.creditTerms(db, auth.storeId),
    wallet.creditUsed(db, auth.storeId),
    wallet.creditOverdue(db, auth.storeId),
    wallet.nextCreditDueDate(db, auth.storeId),
  ]);
  const limit = terms?.limit ?? 0;
  return {
    limit: fenToYuan(limit),
    used: fenToYuan(Math.max(used, 0)),
    available: fenToYuan(Math.max(limit - used, 0)),
    term_days: terms?.termDays ?? 0,
    overdue_amount: fenToYuan(overdue),
    next_due_date: nextDue,
  };
}

/** A repayment of what is owed (all of it unless an amount is given), paid next from the wallet or online. */
export async function createCreditRepayment(db: Db, auth: AuthContext, amountYuan?: number) {
  const used = await wallet.creditUsed(db, auth.storeId);
  if (used <= 0) throw refuse('当前没有待还的账期金额');
  const amount = amountYuan === undefined ? used : Math.round(amountYuan * 100);
  if (amount > used) throw refuse(`还款金额不能超过待还金额 ¥${fenToYuan(used).toFixed(2)}`);
  const payment = await p.createPendingPayment(db, { storeId: auth.storeId, purpose: 'credit_repay', refId: 0, amount, method: 'pending' });
  return { id: payment.id, amount: fenToYuan(amount), status: payment.status };
}

async function lockOwnRepayment(tx: DbOrTx, auth: AuthContext, id: number) {
  const payment = await p.lockPayment(tx, id);
  if (!payment || payment.storeId !== auth.storeId || payment.purpose !== 'credit_repay') throw notFound('还款单');
  return payment;
}

/** Refuses a repayment of debt already settled (issue 35: two bills for one debt both paid); the caller holds the store's money lock. */
async function assertDebtOpen(tx: DbOrTx, storeId: number, amount: number): Promise<void> {
  const open = await wallet.creditUsed(tx, storeId);
  if (open <= 0) throw refuse('该笔账期欠款已还清，请勿重复还款');
  if (amount > open) throw refuse(`还款金额超过当前待还金额 ¥${fenToYuan(open).toFixed(2)}，请重新发起还款`);
}

export async function payCreditRepayment(db: Db, payments: PaymentRegistry, auth: AuthContext, body: CreditRepayPayBody, payer: Payer) {
  const provider = body.method === 'online' ? chooseProvider(payments, body.pay_type, payer.channel) : null;
  const bill = await db.transaction(async (tx) => {
    const payment = await lockOwnRepayment(tx, auth, body.id);
    if (payment.status !== 'pending') throw refuse('该还款单已处理，请勿重复还款');
    await lockStore(tx, auth.storeId);
    await assertDebtOpen(tx, auth.storeId, payment.amount);
    // A bill sent to one provider stays with it, the wallet included: the payer may already be paying there.
    if (payment.provider && payment.provider !== provider?.name) throw refuse('该还款单已选择其他支付方式，请继续完成支付或重新发起还款');
    if (provider) {
      return p.sendOnline(tx, payment, { provider: provider.name, expiresAt: payment.expiresAt ?? new Date(Date.now() + ONLINE_WAIT_MS) });
    }
    await spendWallet(tx, auth.storeId, payment.amount, { refType: 'credit_repay', refId: payment.id, note: '账期还款' });
    await wallet.appendCredit(tx, { storeId: auth.storeId, amount: -payment.amount, type: 'repay', refType: 'payment', refId: payment.id });
    await p.transitionPayment(tx, await p.payFromWallet(tx, payment), 'succeeded');
    return null;
  });
  if (!provider || !bill) return { id: body.id, status: 'succeeded', pay_url: null, code_url: null };
  return { id: body.id, status: bill.status, ...(await startAtProvider(db, payments, provider, bill, payer)) };
}

export async function checkCreditRepayment(db: Db, auth: AuthContext, id: number) {
  const payment = await db.transaction((tx) => lockOwnRepayment(tx, auth, id));
  return { id: payment.id, amount: fenToYuan(payment.amount), status: payment.status };
}
