/**
 * Every online payment, whatever it pays for and whoever the provider: choosing the provider, asking
 * it for a page or QR code (outside any transaction), and applying what it says exactly once under
 * the payment's row lock, through the payment lifecycle.
 */
import { PAY_PROVIDER_TEXT, type PayChannels, type PayProvider } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { refuse } from '../../lib/errors.js';
import { lockOrder } from '../orders/queries.js';
import { transitionOrder } from '../orders/transition.js';
import { ProviderUnavailable, type PayChannel, type PaymentProvider, type ProviderPaymentState } from './provider.js';
import { NO_PROVIDER_REASON, type PaymentRegistry } from './providers/index.js';
import * as p from './records.js';
import { queueRefund } from './refunds.js';
import * as wallet from '../wallet/ledger.js';
import * as recharge from './recharge-queries.js';
import { returnUrl } from './sandbox-page.js';

/** Who is paying, as the provider needs to know: a phone pays on the provider's H5 page, and WeChat Pay H5 wants the payer's address. */
export interface Payer {
  channel: PayChannel;
  clientIp: string;
}

/** What the pay answers carry on: the provider's page, or the `code_url` the page draws as a QR code. */
export interface PayAt {
  pay_url: string | null;
  code_url: string | null;
}

/** A recharge or repayment paid online may wait this long for the payer; an order waits until its own limit. */
export const ONLINE_WAIT_MS = 2 * 3_600_000;

const offeredTo = (payments: PaymentRegistry, channel: PayChannel) => payments.offered.filter((x) => x.channels.includes(channel));

/** GET /api/pay/channels: what the pay step may offer this payer, or why it offers no online payment. */
export function payChannels(payments: PaymentRegistry, channel: PayChannel): PayChannels {
  const offered = offeredTo(payments, channel);
  return {
    providers: offered.map((x) => ({ value: x.name, label: PAY_PROVIDER_TEXT[x.name] })),
    sandbox: payments.sandbox,
    reason: offered.length > 0 ? null : NO_PROVIDER_REASON,
  };
}

/** The provider the buyer chose; with only one offered, choosing is optional. Refused before anything is written. */
export function chooseProvider(payments: PaymentRegistry, payType: PayProvider | undefined, channel: PayChannel): PaymentProvider {
  const offered = offeredTo(payments, channel);
  if (offered.length === 0) throw refuse(NO_PROVIDER_REASON);
  if (payType === undefined) {
    if (offered.length === 1) return offered[0];
    throw refuse('请选择在线支付方式');
  }
  const chosen = offered.find((x) => x.name === payType);
  if (!chosen) throw refuse(`${PAY_PROVIDER_TEXT[payType]}暂未开通，请选择其他支付方式`);
  return chosen;
}

const DESCRIPTION: Record<string, string> = { order: '订单付款', recharge: '账户充值', credit_repay: '账期还款' };

/**
 * Asks the provider for the page or QR code of a pending payment already committed. A provider that
 * refuses or cannot be reached closes the payment, so nothing waits on it, and the buyer reads why.
 */
export async function startAtProvider(db: Db, payments: PaymentRegistry, provider: PaymentProvider, payment: p.PaymentRow, payer: Payer, what = ''): Promise<PayAt> {
  try {
    const created = await provider.create({
      outTradeNo: payment.outTradeNo as string,
      amount: payment.amount,
      description: `${DESCRIPTION[payment.purpose] ?? '付款'}${what}`.slice(0, 60),
      channel: payer.channel,
      clientIp: payer.clientIp,
      expiresAt: payment.expiresAt as Date,
      returnUrl: `${payments.publicBase}${returnUrl(payment.purpose, payment.refId)}`,
    });
    return created.kind === 'qr' ? { pay_url: null, code_url: created.codeUrl } : { pay_url: created.url, code_url: null };
  } catch (err) {
    await closePayment(db, payment.id);
    throw err instanceof ProviderUnavailable ? refuse(err.message) : err;
  }
}

/** A pending payment the provider will never pay (closed there, expired, or never created). */
export async function closePayment(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await p.lockPayment(tx, id);
    if (payment?.status !== 'pending') return false;
    await p.transitionPayment(tx, payment, 'closed');
    return true;
  });
}

export interface SettleResult {
  purpose: p.PaymentPurpose;
  refId: number;
  /** False when the payment had already been applied: a repeat changes nothing. */
  applied: boolean;
}

/** A credit repayment settles only debt still open, under the store's money lock; money beyond it goes back to the payer. */
async function settleRepayment(tx: DbOrTx, payment: p.PaymentRow): Promise<void> {
  await lockStore(tx, payment.storeId);
  const open = Math.max(0, await wallet.creditUsed(tx, payment.storeId));
  const repaid = Math.min(open, payment.amount);
  if (repaid > 0) await wallet.appendCredit(tx, { storeId: payment.storeId, amount: -repaid, type: 'repay', refType: 'payment', refId: payment.id });
  if (repaid < payment.amount) await queueRefund(tx, payment, payment.amount - repaid, '账期欠款已还清，多付款项原路退回');
}

/**
 * Applies a settled online payment exactly once, whatever it paid for; the caller holds the payment's
 * row lock (lockPayment). A payment the store had closed but the provider took money for is applied too.
 */
export async function settleOnline(tx: DbOrTx, payment: p.PaymentRow, providerTradeNo?: string): Promise<SettleResult> {
  const result = { purpose: payment.purpose as p.PaymentPurpose, refId: payment.refId };
  if (payment.status !== 'pending' && payment.status !== 'closed') return { ...result, applied: false };
  await p.transitionPayment(tx, payment, 'succeeded', providerTradeNo);
  const paid = { ...payment, status: 'succeeded' as const };
  if (payment.purpose === 'order') {
    const order = await lockOrder(tx, payment.storeId, payment.refId);
    // Paid after it was cancelled (or paid another way): the money goes straight back.
    if (order?.status === 'unpaid') await transitionOrder(tx, order, { to: 'paid', method: 'online' }, { kind: 'system', what: 'payment' });
    else {
      await p.transitionPayment(tx, paid, 'refunded');
      await queueRefund(tx, payment, payment.amount, '订单已取消或已支付，款项原路退回');
    }
  } else if (payment.purpose === 'recharge') {
    await recharge.markRechargePaid(tx, payment.refId);
    await wallet.appendWallet(tx, { storeId: payment.storeId, amount: payment.amount, useType: 'recharge', refType: 'recharge', refId: payment.refId, note: '在线充值' });
  } else {
    await settleRepayment(tx, payment);
  }
  return { ...result, applied: true };
}

/** What the provider said does not match the payment it names; nothing is applied. */
export class StateMismatch extends Error {
  override name = 'StateMismatch';
}

/**
 * What a provider says of one of its payments (a verified notification, or the answer to a query),
 * applied under the payment's lock once the number and amount match: a success pays once, anything
 * else changes nothing. Throws StateMismatch for an unknown number or a different amount.
 */
export async function applyProviderState(db: Db, provider: PaymentProvider, state: ProviderPaymentState): Promise<SettleResult | null> {
  return db.transaction(async (tx) => {
    const payment = await p.lockPaymentByTradeNo(tx, provider.name, state.outTradeNo);
    if (!payment) throw new StateMismatch(`unknown out_trade_no ${state.outTradeNo}`);
    if (state.state !== 'succeeded') return null;
    if (state.amount !== payment.amount) throw new StateMismatch(`payment ${payment.id}: ${state.amount} fen paid, ${payment.amount} due`);
    return settleOnline(tx, payment, state.providerTradeNo);
  });
}
