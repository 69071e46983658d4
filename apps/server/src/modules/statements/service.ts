/**
 * 对账单 of a store: its months, one month's figures with its confirmation and disputes, and what
 * 财务 does with a month: confirm it once it is over (对账确认), or dispute a line of it with a note
 * for the account manager. Confirming and disputing are serialised by the store's row lock, so a
 * month is never confirmed with a dispute left open.
 */
import {
  fenToYuan,
  STATEMENT_DISPUTE_STATUS_TEXT,
  STATEMENT_STATUS_TEXT,
  type DisputeLineBody,
  type Statement,
  type StatementDispute,
  type StatementMonthRow,
  type StatementStatus,
} from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { chinaDay } from '../../lib/china-day.js';
import { seconds, secondsOrNull } from '../../lib/epoch-seconds.js';
import { FieldError, notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { addLog, companyOfMember } from '../company/queries.js';
import { monthFigures, type MonthFigures, type MonthLine } from './figures.js';
import { chinaMonth, monthDays, monthsBetween } from './months.js';
import * as q from './queries.js';

/** A month of a store, read whole: what the page, the PDF, the Excel file and the ERP answer are made from. */
export interface MonthRead {
  storeId: number;
  company: string;
  month: string;
  status: StatementStatus;
  figures: MonthFigures;
  confirmation: { by: string; at: Date } | null;
  disputes: StatementDispute[];
}

function statusOf(month: string, confirmed: boolean, openDisputes: number): StatementStatus {
  if (confirmed) return 'confirmed';
  if (month >= chinaMonth(new Date())) return 'open';
  return openDisputes > 0 ? 'disputed' : 'pending';
}

/** The store, when the month is one it has a statement for: from the month it joined to this one. */
async function storeFor(db: DbOrTx, storeId: number, month: string) {
  const store = await q.storeOf(db, storeId);
  if (!store || month < chinaMonth(store.createdAt) || month > chinaMonth(new Date())) throw notFound('该月对账单');
  return store;
}

export async function statementMonths(db: Db, storeId: number): Promise<StatementMonthRow[]> {
  const store = await q.storeOf(db, storeId);
  if (!store) throw notFound('店铺');
  const [confirmed, open] = await Promise.all([q.confirmationsOf(db, storeId), q.openDisputeCounts(db, storeId)]);
  const confirmedAt = new Map(confirmed.map((c) => [c.month, c.createdAt]));
  const openOf = new Map(open.map((o) => [o.month, o.n]));
  return monthsBetween(chinaMonth(store.createdAt), chinaMonth(new Date())).map((month) => {
    const status = statusOf(month, confirmedAt.has(month), openOf.get(month) ?? 0);
    return {
      month,
      status,
      status_text: STATEMENT_STATUS_TEXT[status],
      open_disputes: openOf.get(month) ?? 0,
      confirmed_at: secondsOrNull(confirmedAt.get(month) ?? null),
    };
  });
}

/** A disputed line as the store sees it; the console's view adds whose store and month it is. */
export const disputeView = (d: q.DisputeRow, by: string): StatementDispute => ({
  id: d.id,
  line_key: d.lineKey,
  line_text: d.lineText,
  note: d.note,
  by,
  status: d.status,
  status_text: STATEMENT_DISPUTE_STATUS_TEXT[d.status],
  reply: d.reply,
  created_at: seconds(d.createdAt),
  resolved_at: secondsOrNull(d.resolvedAt),
});

export async function readMonth(db: Db, storeId: number, month: string): Promise<MonthRead> {
  const store = await storeFor(db, storeId, month);
  const [figures, confirmation, disputes] = await Promise.all([
    monthFigures(db, storeId, month),
    q.confirmationOf(db, storeId, month),
    q.disputesOf(db, storeId, month),
  ]);
  const open = disputes.filter((d) => d.dispute.status === 'open').length;
  return {
    storeId,
    company: store.company,
    month,
    status: statusOf(month, confirmation !== undefined, open),
    figures,
    confirmation: confirmation ? { by: confirmation.by, at: confirmation.confirmation.createdAt } : null,
    disputes: disputes.map((d) => disputeView(d.dispute, d.by)),
  };
}

const yuanOf = <K extends string>(fen: Record<K, number>): Record<K, number> =>
  Object.fromEntries(Object.entries<number>(fen).map(([k, v]) => [k, fenToYuan(v)])) as Record<K, number>;

/** The month's state as the papers print it, with who confirmed it and when. */
export const statusLine = (m: MonthRead): string =>
  m.confirmation ? `${STATEMENT_STATUS_TEXT[m.status]}（${m.confirmation.by}，${chinaDay(m.confirmation.at)}）` : STATEMENT_STATUS_TEXT[m.status];

/** A line's amount as the API gives it: yuan, or points. */
export const lineAmount = (l: MonthLine): number => (l.account === 'points' ? l.amount : fenToYuan(l.amount));

export function statementView(m: MonthRead): Statement {
  const f = m.figures;
  return {
    month: m.month,
    store_id: m.storeId,
    company: m.company,
    ...monthDays(m.month),
    status: m.status,
    status_text: STATEMENT_STATUS_TEXT[m.status],
    confirmed_by: m.confirmation?.by ?? null,
    confirmed_at: m.confirmation ? seconds(m.confirmation.at) : null,
    wallet: yuanOf(f.wallet),
    credit: yuanOf(f.credit),
    points: f.points,
    orders: { ...yuanOf(f.orders), count: f.orders.count },
    refunds: yuanOf(f.refunds),
    lines: f.lines.map((l) => ({
      key: l.key,
      at: seconds(l.at),
      account: l.account,
      type_text: l.typeText,
      order_no: l.orderNo,
      amount: lineAmount(l),
      note: l.note,
      tax_invoice_no: l.taxInvoiceNo ?? '',
    })),
    disputes: m.disputes,
  };
}

async function logInCompany(tx: DbOrTx, accountId: number, action: string, detail: string): Promise<void> {
  const company = await companyOfMember(tx, accountId);
  if (company) await addLog(tx, { companyId: company.id, accountId, action, detail });
}

/** 对账确认 of a month that is over and has no open dispute; the closing figures agreed to are kept with it. */
export async function confirmStatement(db: Db, auth: AuthContext, month: string): Promise<void> {
  const store = await storeFor(db, auth.storeId, month);
  if (month >= chinaMonth(new Date())) throw refuse('本月尚未结束，月末后才能确认对账单');
  // A month that is over no longer changes (the ledgers only append, at the present time), so its figures are read before the lock.
  const { wallet, credit, points } = await monthFigures(db, auth.storeId, month);
  await db.transaction(async (tx) => {
    await lockStore(tx, auth.storeId);
    if ((await q.openDisputeOn(tx, auth.storeId, month)) > 0) throw refuse('该月对账单还有未答复的异议，答复后才能确认');
    const closing = { wallet: wallet.closing, credit: credit.closing, points: points.closing };
    if (!(await q.insertConfirmation(tx, { storeId: auth.storeId, month, accountId: auth.accountId, closing })))
      throw refuse('该月对账单已确认，无需重复确认');
    await logInCompany(tx, auth.accountId, '对账确认', `${store.company} ${month} 对账单`);
  });
}

const lineText = (l: MonthLine) => {
  const amount = l.account === 'points' ? `${l.amount}积分` : `¥${fenToYuan(l.amount).toFixed(2)}`;
  return [chinaDay(l.at), l.typeText, l.orderNo, amount].filter(Boolean).join(' ');
};

/** A dispute of one line of the month, with the 财务's note; answers its id. */
export async function disputeLine(db: Db, auth: AuthContext, month: string, body: DisputeLineBody): Promise<number> {
  const store = await storeFor(db, auth.storeId, month);
  const line = (await monthFigures(db, auth.storeId, month)).lines.find((l) => l.key === body.line_key);
  if (!line) throw new FieldError('line_key', '该明细不在本月对账单中');
  return db.transaction(async (tx) => {
    await lockStore(tx, auth.storeId);
    if (await q.confirmationOf(tx, auth.storeId, month)) throw refuse('该月对账单已确认，不能再提出异议');
    if ((await q.openDisputeOn(tx, auth.storeId, month, line.key)) > 0) throw refuse('该明细已有待答复的异议，请等待客户经理答复');
    const text = lineText(line);
    const id = await q.insertDispute(tx, { storeId: auth.storeId, month, lineKey: line.key, lineText: text, note: body.note, accountId: auth.accountId });
    await logInCompany(tx, auth.accountId, '对账异议', `${store.company} ${month}：${text}；${body.note}`);
    return id;
  });
}
