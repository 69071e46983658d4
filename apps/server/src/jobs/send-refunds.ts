import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { PaymentRegistry } from '../modules/payments/providers/index.js';
import { markRefundSucceeded, noteRefundAttempt, pendingRefunds } from '../modules/payments/refunds.js';

/** A refund the provider keeps refusing (a closed merchant account, a payment too old) is given up to an operator after this many tries, about a day of minutes. */
const GIVE_UP_AFTER = 1440;
const BATCH = 50;

/**
 * Sends every queued online refund to its provider, outside any transaction, and settles it when the
 * provider has it; the refund's own number makes a retry refund once. Answers how many settled.
 */
export async function sendRefunds(db: Db, payments: PaymentRegistry, log: FastifyBaseLogger): Promise<number> {
  let settled = 0;
  for (const refund of await pendingRefunds(db, BATCH)) {
    const provider = payments.get(refund.provider);
    const gaveUp = refund.attempts + 1 >= GIVE_UP_AFTER;
    if (!provider || !refund.outTradeNo) {
      await noteRefundAttempt(db, refund.id, { error: `支付渠道 ${refund.provider ?? '-'} 未配置`, failed: gaveUp });
      continue;
    }
    try {
      const result = await provider.refund({ outTradeNo: refund.outTradeNo, outRefundNo: refund.outRefundNo, amount: refund.amount, total: refund.total, reason: refund.reason });
      if (result.state === 'succeeded' && (await markRefundSucceeded(db, refund.id, result.providerRefundNo))) settled += 1;
      // `processing`: WeChat Pay has it and pays it later; asking again with the same number answers its state.
      else if (result.state !== 'succeeded') await noteRefundAttempt(db, refund.id, { failed: false });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      await noteRefundAttempt(db, refund.id, { error, failed: gaveUp });
      if (gaveUp) log.error(`退款 ${refund.outRefundNo} 多次失败，已停止重试，请人工处理: ${error}`);
    }
  }
  return settled;
}
