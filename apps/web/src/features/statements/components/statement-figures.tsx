import type { Statement } from '@yc/contracts';
import { signedYuan, yuan } from '../../../lib/format/money';
import styles from './statement.module.css';

interface Row {
  label: string;
  value: string;
}

function Figure({ title, rows, closing }: { title: string; rows: Row[]; closing: Row }) {
  return (
    <section className={styles.figure} aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {rows.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
        <div className={styles.closing}>
          <dt>{closing.label}</dt>
          <dd>{closing.value}</dd>
        </div>
      </dl>
    </section>
  );
}

const points = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** The month's summary: each balance from its opening through the month's flows to its closing, then orders and refunds by method. */
export function StatementFigures({ statement: s }: { statement: Statement }) {
  return (
    <div className={styles.figures}>
      <Figure
        title="余额"
        rows={[
          { label: '期初余额', value: yuan(s.wallet.opening) },
          { label: '充值', value: signedYuan(s.wallet.recharge) },
          { label: '订单付款', value: signedYuan(-s.wallet.order_paid) },
          { label: '账期还款', value: signedYuan(-s.wallet.credit_repaid) },
          { label: '退款', value: signedYuan(s.wallet.refund) },
          { label: '满返返现', value: signedYuan(s.wallet.cashback) },
          { label: '调整', value: signedYuan(s.wallet.adjust) },
        ]}
        closing={{ label: '期末余额', value: yuan(s.wallet.closing) }}
      />
      <Figure
        title="账期欠款"
        rows={[
          { label: '期初欠款', value: yuan(s.credit.opening) },
          { label: '本月使用', value: signedYuan(s.credit.drawn) },
          { label: '还款', value: signedYuan(-s.credit.repaid) },
          { label: '退款', value: signedYuan(-s.credit.refunded) },
        ]}
        closing={{ label: '期末欠款', value: yuan(s.credit.closing) }}
      />
      <Figure
        title="积分"
        rows={[
          { label: '期初积分', value: String(s.points.opening) },
          { label: '获得', value: points(s.points.earned) },
          { label: '使用', value: points(-s.points.used) },
        ]}
        closing={{ label: '期末积分', value: String(s.points.closing) }}
      />
      <Figure
        title="本月订单"
        rows={[
          { label: '付款笔数', value: `${s.orders.count}笔` },
          { label: '余额支付', value: yuan(s.orders.wallet) },
          { label: '账期支付', value: yuan(s.orders.credit) },
          { label: '在线支付', value: yuan(s.orders.online) },
        ]}
        closing={{ label: '付款合计', value: yuan(s.orders.amount) }}
      />
      <Figure
        title="本月退款"
        rows={[
          { label: '退回余额', value: yuan(s.refunds.wallet) },
          { label: '退回账期', value: yuan(s.refunds.credit) },
          { label: '在线退款', value: yuan(s.refunds.online) },
        ]}
        closing={{ label: '退款合计', value: yuan(s.refunds.total) }}
      />
    </div>
  );
}
