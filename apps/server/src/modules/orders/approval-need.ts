/**
 * Why an order must wait for its company's approval (待审批) before it may be paid: the store has
 * every order approved, or the order is over its buyer's per-order or monthly limit. Asked by
 * createOrder for every order, whoever places it; the company's approver then decides
 * (company/approvals.ts). 负责人 never wait.
 */
import { DEFAULT_APPROVAL_HOLD_HOURS, fenToYuan } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { chinaDay } from '../../lib/china-day.js';
import type { AuthContext } from '../../plugins/session.js';
import { approvalTerms, spentSince } from './create-queries.js';

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** Midnight of the 1st of this month in China, where the monthly limit starts again. */
const monthStart = (now: Date) => new Date(`${chinaDay(now).slice(0, 7)}-01T00:00:00+08:00`);

/**
 * The reasons an order of `payFen` placed now waits, and how long it may wait, or null when it goes
 * straight to payment. Called under the store's row lock, so two orders at once cannot both fit
 * under what is left of a monthly limit.
 */
export async function approvalNeed(tx: DbOrTx, auth: AuthContext, payFen: number): Promise<{ reason: string; holdHours: number } | null> {
  if (auth.role === 'owner') return null;
  const terms = await approvalTerms(tx, auth.accountId, auth.storeId);
  const reasons: string[] = [];
  if (terms?.requiresApproval) reasons.push('本店订单须经审批');
  if (terms?.orderLimit != null && payFen > terms.orderLimit) reasons.push(`超出单笔限额${yuan(terms.orderLimit)}`);
  if (terms?.monthLimit != null) {
    const spent = await spentSince(tx, auth.accountId, auth.storeId, monthStart(new Date()));
    if (spent + payFen > terms.monthLimit) reasons.push(`超出本月限额${yuan(terms.monthLimit)}（本月已下单${yuan(spent)}）`);
  }
  if (reasons.length === 0) return null;
  return { reason: reasons.join('，'), holdHours: terms?.holdHours ?? DEFAULT_APPROVAL_HOLD_HOURS };
}
