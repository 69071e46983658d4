/**
 * 对账单 (issue 19): one store's month in China time. The opening and closing balances of the
 * wallet, the credit line and points, what was paid and refunded by which method, and every line
 * that moved them; the store's 财务 confirms the month or disputes a line with a note, which the
 * account manager answers in the console. Money is yuan (2 decimals) from integer fen; points are
 * whole points; times are seconds.
 */
import { z } from './zod.js';
import { PageQuery, Paged } from './envelope.js';
import { optionalField } from './register.js';

export const STATEMENT_MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

export const statementMonth = z
  .string({ message: '请选择月份' })
  .trim()
  .regex(STATEMENT_MONTH_RE, '月份格式应为 YYYY-MM，例如 2026-05');

export const StatementParams = z.object({ month: statementMonth });
export type StatementParams = z.infer<typeof StatementParams>;

/** open: the month is not over; pending: waiting for 对账确认; disputed: a line has an unanswered dispute. */
export const STATEMENT_STATUSES = ['open', 'pending', 'disputed', 'confirmed'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_TEXT: Record<StatementStatus, string> = {
  open: '本月进行中',
  pending: '待确认',
  disputed: '有异议',
  confirmed: '已确认',
};

export const STATEMENT_DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type StatementDisputeStatus = (typeof STATEMENT_DISPUTE_STATUSES)[number];
export const STATEMENT_DISPUTE_STATUS_TEXT: Record<StatementDisputeStatus, string> = { open: '待处理', resolved: '已答复' };

/** Which balance a line moves: the wallet, the credit debt, money paid online (no balance), or points. */
export const STATEMENT_ACCOUNTS = ['wallet', 'credit', 'online', 'points'] as const;
export type StatementAccount = (typeof STATEMENT_ACCOUNTS)[number];
export const STATEMENT_ACCOUNT_TEXT: Record<StatementAccount, string> = { wallet: '余额', credit: '账期', online: '在线支付', points: '积分' };

export const StatementMonthRow = z.object({
  month: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  status_text: z.string(),
  open_disputes: z.number().int(),
  confirmed_at: z.number().int().nullable(),
});
export type StatementMonthRow = z.infer<typeof StatementMonthRow>;
/** GET /api/user/statements: the store's months, newest first, from the month it joined. */
export const StatementMonths = z.array(StatementMonthRow);
export type StatementMonths = z.infer<typeof StatementMonths>;

export const StatementLine = z.object({
  /** What a dispute names: `wallet:12`, `credit:5`, `online:7`, `online-refund:7`, `points:3`. */
  key: z.string(),
  at: z.number().int(),
  account: z.enum(STATEMENT_ACCOUNTS),
  type_text: z.string(),
  /** The order the line belongs to; '' for a recharge, a repayment or a draw. */
  order_no: z.string(),
  /**
   * Signed, as the line moved its account: the wallet balance, the credit debt (drawn positive,
   * repaid negative), money paid online (refunds negative), or points.
   */
  amount: z.number(),
  note: z.string(),
  /** The 数电票号码 of the line's order once finance recorded it, else ''. */
  tax_invoice_no: z.string(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const StatementDispute = z.object({
  id: z.number().int(),
  line_key: z.string(),
  line_text: z.string(),
  note: z.string(),
  by: z.string(),
  status: z.enum(STATEMENT_DISPUTE_STATUSES),
  status_text: z.string(),
  reply: z.string().nullable(),
  created_at: z.number().int(),
  resolved_at: z.number().int().nullable(),
});
export type StatementDispute = z.infer<typeof StatementDispute>;

export const Statement = z.object({
  month: z.string(),
  store_id: z.number().int(),
  company: z.string(),
  /** First and last day of the month, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  status_text: z.string(),
  confirmed_by: z.string().nullable(),
  confirmed_at: z.number().int().nullable(),
  /** closing = opening + recharge - order_paid - credit_repaid + refund + cashback + adjust (cashback and adjust are signed). */
  wallet: z.object({
    opening: z.number(),
    recharge: z.number(),
    order_paid: z.number(),
    credit_repaid: z.number(),
    refund: z.number(),
    cashback: z.number(),
    adjust: z.number(),
    closing: z.number(),
  }),
  /** What the store owes on credit: closing = opening + drawn - repaid - refunded. */
  credit: z.object({ opening: z.number(), drawn: z.number(), repaid: z.number(), refunded: z.number(), closing: z.number() }),
  /** closing = opening + earned - used. */
  points: z.object({ opening: z.number().int(), earned: z.number().int(), used: z.number().int(), closing: z.number().int() }),
  /** Orders paid in the month, and by which method. */
  orders: z.object({ count: z.number().int(), amount: z.number(), wallet: z.number(), credit: z.number(), online: z.number() }),
  /** Money given back in the month, by the way it had been paid. */
  refunds: z.object({ total: z.number(), wallet: z.number(), credit: z.number(), online: z.number() }),
  lines: z.array(StatementLine),
  disputes: z.array(StatementDispute),
});
export type Statement = z.infer<typeof Statement>;

export const STATEMENT_LINE_KEY_RE = /^(wallet|credit|online|online-refund|points):\d{1,10}$/;

export const DisputeLineBody = z.strictObject({
  line_key: z.string({ message: '请选择有异议的明细' }).trim().regex(STATEMENT_LINE_KEY_RE, '请选择有异议的明细'),
  note: z.string({ message: '请填写异议说明' }).trim().min(1, '请填写异议说明').max(200, '异议说明不能超过200个字'),
});
export type DisputeLineBody = z.infer<typeof DisputeLineBody>;

/** The console's list of disputes: an account manager sees those of the stores they look after. */
export const AdminDisputeQuery = PageQuery.extend({
  status: optionalField(z.enum(STATEMENT_DISPUTE_STATUSES, { message: '处理状态不正确' })),
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
});
export type AdminDisputeQuery = z.infer<typeof AdminDisputeQuery>;

export const AdminStatementDispute = StatementDispute.extend({
  store_id: z.number().int(),
  company: z.string(),
  month: z.string(),
  staff_name: z.string().nullable(),
});
export type AdminStatementDispute = z.infer<typeof AdminStatementDispute>;
export const AdminDisputePage = Paged(AdminStatementDispute);
