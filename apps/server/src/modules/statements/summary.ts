/**
 * The summary of a month as the PDF and the Excel file print it: one row per section, and in the
 * balance sections the opening plus the signed flows between is the closing, as the eye adds it.
 */
import { minus, type MonthFigures } from './figures.js';

export interface SummaryCell {
  label: string;
  value: number;
  /** fen, a count of orders, or points. */
  kind: 'money' | 'count' | 'points';
}

export interface SummarySection {
  title: string;
  cells: SummaryCell[];
}

const money = (label: string, value: number): SummaryCell => ({ label, value, kind: 'money' });
const points = (label: string, value: number): SummaryCell => ({ label, value, kind: 'points' });

export function summarySections(f: MonthFigures): SummarySection[] {
  return [
    {
      title: '余额',
      cells: [
        money('期初余额', f.wallet.opening),
        money('充值', f.wallet.recharge),
        money('订单付款', minus(f.wallet.order_paid)),
        money('账期还款', minus(f.wallet.credit_repaid)),
        money('退款', f.wallet.refund),
        money('满返返现', f.wallet.cashback),
        money('调整', f.wallet.adjust),
        money('期末余额', f.wallet.closing),
      ],
    },
    {
      title: '账期欠款',
      cells: [
        money('期初欠款', f.credit.opening),
        money('本月使用', f.credit.drawn),
        money('还款', minus(f.credit.repaid)),
        money('退款', minus(f.credit.refunded)),
        money('期末欠款', f.credit.closing),
      ],
    },
    {
      title: '本月订单',
      cells: [
        { label: '付款笔数', value: f.orders.count, kind: 'count' },
        money('付款合计', f.orders.amount),
        money('余额支付', f.orders.wallet),
        money('账期支付', f.orders.credit),
        money('在线支付', f.orders.online),
      ],
    },
    {
      title: '本月退款',
      cells: [money('退款合计', f.refunds.total), money('退回余额', f.refunds.wallet), money('退回账期', f.refunds.credit), money('在线退款', f.refunds.online)],
    },
    {
      title: '积分',
      cells: [points('期初积分', f.points.opening), points('获得', f.points.earned), points('使用', minus(f.points.used)), points('期末积分', f.points.closing)],
    },
  ];
}
