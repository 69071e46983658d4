/**
 * The figures of a store's month, in fen, read straight from the append-only ledgers: every wallet,
 * credit and points row of the month is a line, and each total is a sum of lines, so the opening
 * balance plus the month's lines is the closing balance to the fen. Online payments move no
 * balance; their lines come from the payments of the store's orders.
 */
import { CREDIT_TYPE_TEXT, MONEY_USE_TYPE_TEXT, POINTS_REASON_TEXT, type StatementAccount } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { taxInvoicesByOrderNo } from '../invoice/queries.js';
import { monthSpan } from './months.js';
import * as q from './queries.js';

export interface MonthLine {
  key: string;
  at: Date;
  account: StatementAccount;
  typeText: string;
  orderNo: string;
  /** Fen, or points on a points line, signed as the line moved its account. */
  amount: number;
  note: string;
  /** The 数电票号码 of the line's order, once recorded (set last, for every line at once). */
  taxInvoiceNo?: string;
}

export interface MonthFigures {
  wallet: { opening: number; recharge: number; order_paid: number; credit_repaid: number; refund: number; cashback: number; adjust: number; closing: number };
  credit: { opening: number; drawn: number; repaid: number; refunded: number; closing: number };
  points: { opening: number; earned: number; used: number; closing: number };
  orders: { count: number; amount: number; wallet: number; credit: number; online: number };
  refunds: { total: number; wallet: number; credit: number; online: number };
  lines: MonthLine[];
}

type WalletKind = 'recharge' | 'order_paid' | 'credit_repaid' | 'refund' | 'cashback' | 'adjust';

const WALLET_TEXT: Record<WalletKind, string> = {
  recharge: '充值',
  order_paid: '订单付款',
  credit_repaid: '账期还款',
  refund: '退款',
  cashback: '满返返现',
  adjust: '调整',
};

/** A wallet row's place in the summary; anything not named below is an adjustment, so the summary always adds up. */
function walletKind(r: { useType: string; refType: string }): WalletKind {
  if (r.useType === 'pay') return r.refType === 'order' ? 'order_paid' : r.refType === 'credit_repay' ? 'credit_repaid' : 'adjust';
  return r.useType === 'recharge' || r.useType === 'refund' || r.useType === 'cashback' ? r.useType : 'adjust';
}

const total = (rows: readonly { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0);
/** 0 - n rather than -n: a flow of nothing is 0, never a negative zero in a file. */
export const minus = (n: number) => 0 - n;

export async function monthFigures(db: DbOrTx, storeId: number, month: string): Promise<MonthFigures> {
  const span = monthSpan(month);
  const [opening, wallet, credit, points, onlinePaid, onlineRefunds] = await Promise.all([
    q.balancesBefore(db, storeId, span.from),
    q.walletRows(db, storeId, span),
    q.creditRows(db, storeId, span),
    q.pointsRows(db, storeId, span),
    q.onlinePaidRows(db, storeId, span),
    q.onlineRefundRows(db, storeId, span),
  ]);

  const walletLines = wallet.map((r) => {
    const kind = walletKind(r);
    const typeText = kind === 'adjust' ? (MONEY_USE_TYPE_TEXT[r.useType] ?? WALLET_TEXT.adjust) : WALLET_TEXT[kind];
    const line: MonthLine = { key: `wallet:${r.id}`, at: r.at, account: 'wallet', typeText, orderNo: r.orderNo ?? '', amount: r.amount, note: r.note };
    return { kind, line };
  });
  const walletOf = (kind: WalletKind) => total(walletLines.filter((w) => w.kind === kind).map((w) => w.line));

  const creditLines = credit.map((r) => ({
    type: r.type,
    line: {
      key: `credit:${r.id}`,
      at: r.at,
      account: 'credit',
      typeText: CREDIT_TYPE_TEXT[r.type] ?? r.type,
      orderNo: r.orderNo ?? '',
      amount: r.amount,
      note: r.type === 'use' && r.dueDate ? `到期日 ${r.dueDate}` : '',
    } satisfies MonthLine,
  }));
  const creditOf = (type: string) => total(creditLines.filter((c) => c.type === type).map((c) => c.line));

  const onlineLines: MonthLine[] = [
    ...onlinePaid.map((r) => ({ key: `online:${r.id}`, at: r.at, account: 'online' as const, typeText: '在线支付', orderNo: r.orderNo, amount: r.amount, note: '' })),
    ...onlineRefunds.map((r) => ({ key: `online-refund:${r.id}`, at: r.at, account: 'online' as const, typeText: '在线退款', orderNo: r.orderNo, amount: -r.amount, note: '' })),
  ];

  const pointsLines: MonthLine[] = points.map((r) => ({
    key: `points:${r.id}`,
    at: r.at,
    account: 'points',
    typeText: POINTS_REASON_TEXT[r.reason] ?? r.reason,
    orderNo: r.orderNo ?? '',
    amount: r.points,
    note: r.note,
  }));

  // What paid for orders in the month, by method: each is a line above, so they add up with the balances.
  const paidLines = [
    ...walletLines.filter((w) => w.kind === 'order_paid').map((w) => ({ orderNo: w.line.orderNo, amount: -w.line.amount })),
    ...creditLines.filter((c) => c.type === 'use').map((c) => c.line),
    ...onlinePaid,
  ];
  const byWallet = minus(walletOf('order_paid'));
  const byCredit = creditOf('use');
  const byOnline = total(onlinePaid);
  const refundWallet = walletOf('refund');
  const refundCredit = minus(creditOf('refund'));
  const refundOnline = total(onlineRefunds);

  const walletTotal = total(walletLines.map((w) => w.line));
  const creditTotal = total(creditLines.map((c) => c.line));
  const pointsTotal = total(pointsLines);
  const lines = [...walletLines.map((w) => w.line), ...creditLines.map((c) => c.line), ...onlineLines, ...pointsLines];
  const taxNos = await taxInvoicesByOrderNo(db, [...new Set(lines.map((l) => l.orderNo).filter(Boolean))]);
  return {
    wallet: {
      opening: opening.wallet,
      recharge: walletOf('recharge'),
      order_paid: byWallet,
      credit_repaid: minus(walletOf('credit_repaid')),
      refund: refundWallet,
      cashback: walletOf('cashback'),
      adjust: walletOf('adjust'),
      closing: opening.wallet + walletTotal,
    },
    credit: {
      opening: opening.credit,
      drawn: byCredit,
      repaid: minus(creditOf('repay')),
      refunded: refundCredit,
      closing: opening.credit + creditTotal,
    },
    points: {
      opening: opening.points,
      earned: total(pointsLines.filter((l) => l.amount > 0)),
      used: minus(total(pointsLines.filter((l) => l.amount < 0))),
      closing: opening.points + pointsTotal,
    },
    orders: {
      count: new Set(paidLines.map((l) => l.orderNo)).size,
      amount: byWallet + byCredit + byOnline,
      wallet: byWallet,
      credit: byCredit,
      online: byOnline,
    },
    refunds: { total: refundWallet + refundCredit + refundOnline, wallet: refundWallet, credit: refundCredit, online: refundOnline },
    lines: lines
      .map((l) => ({ ...l, taxInvoiceNo: taxNos.get(l.orderNo)?.taxInvoiceNo ?? '' }))
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key)),
  };
}
