import {
  CREDIT_TYPE_TEXT,
  MONEY_USE_TYPE_TEXT,
  POINTS_REASON_TEXT,
  fenToYuan,
  type CreditBillPage,
  type CreditListQuery,
  type MoneyLogPage,
  type MoneyLogQuery,
  type PageQuery,
  type PointsLogPage,
  type WalletSummary,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import type { AuthContext } from '../../plugins/session.js';
import { pointsBalance } from './ledger.js';
import * as q from './queries.js';

/** /wdqb_yegl: nothing is ever frozen, since a payment takes the balance in the transaction that pays. */
export async function walletSummary(db: Db, auth: AuthContext): Promise<WalletSummary> {
  const t = await q.walletTotals(db, auth.storeId);
  return { balance: fenToYuan(t.balance), frozen: 0, recharge_total: fenToYuan(t.recharged), spend_total: fenToYuan(t.spent) };
}

export async function moneyLog(db: Db, auth: AuthContext, query: MoneyLogQuery): Promise<MoneyLogPage> {
  const { list, total } = await q.moneyLogPage(
    db,
    auth.storeId,
    { useType: query.use_type, from: query.start_time, to: query.end_time },
    sliceOf(query),
  );
  const items = list.map((r) => ({
    id: r.id,
    amount: fenToYuan(r.amount),
    use_type: r.useType,
    use_type_text: MONEY_USE_TYPE_TEXT[r.useType] ?? r.useType,
    note: r.note,
    balance: fenToYuan(r.balance),
    created_at: r.createdAt.toISOString(),
  }));
  return pageOf(items, total, query);
}

/**
 * /wdqb_zqgl bills. Repayments settle the earliest due bills first (as GET /api/user/user_credit
 * counts overdue debt), so a bill's outstanding part is what its due-ordered running debt exceeds
 * the total repaid by, capped at its own amount.
 */
export async function creditBills(db: Db, auth: AuthContext, query: CreditListQuery): Promise<CreditBillPage> {
  const [{ list, total }, settled] = await Promise.all([
    q.creditBillPage(db, auth.storeId, query.type, sliceOf(query)),
    q.creditSettled(db, auth.storeId),
  ]);
  const items = list.map(({ bill, upTo, pastDue }) => {
    const outstanding = upTo === null ? null : Math.max(0, Math.min(bill.amount, upTo - settled));
    return {
      id: bill.id,
      type: bill.type,
      type_text: CREDIT_TYPE_TEXT[bill.type] ?? bill.type,
      amount: fenToYuan(bill.amount),
      due_date: bill.dueDate,
      outstanding: outstanding === null ? null : fenToYuan(outstanding),
      is_overdue: outstanding !== null && outstanding > 0 && pastDue ? 1 : 0,
      created_at: bill.createdAt.toISOString(),
    };
  });
  return pageOf(items, total, query);
}

export async function pointsLog(db: Db, auth: AuthContext, query: PageQuery): Promise<PointsLogPage> {
  const [{ list, total }, balance] = await Promise.all([q.pointsPage(db, auth.storeId, sliceOf(query)), pointsBalance(db, auth.storeId)]);
  const items = list.map((r) => ({
    id: r.id,
    points: r.points,
    reason: r.reason,
    reason_text: POINTS_REASON_TEXT[r.reason] ?? r.reason,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  }));
  return { ...pageOf(items, total, query), balance };
}
