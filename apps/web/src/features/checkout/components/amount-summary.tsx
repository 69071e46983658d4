import type { CartTotals } from '@yc/contracts';
import { yuan } from '../../../lib/format/money';
import styles from './checkout.module.css';

/** The final amounts as the server priced them: goods, promotions, coupon, vouchers, shipping, payable. */
export function AmountSummary({ totals }: { totals: CartTotals }) {
  const rows: [string, string][] = [
    ['商品金额', yuan(totals.goods_amount)],
    ...(totals.exchange_amount > 0 ? ([['换购商品', `+${yuan(totals.exchange_amount)}`]] as [string, string][]) : []),
    ['活动优惠', `-${yuan(totals.promotion_amount)}`],
    ['优惠券', `-${yuan(totals.coupon_amount)}`],
    ['现金券', `-${yuan(totals.voucher_amount)}`],
    ['运费', `+${yuan(totals.shipping_amount)}`],
  ];
  return (
    <dl className={styles.amounts} aria-label="订单金额">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}：</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={styles.payable}>
        <dt>应付金额：</dt>
        <dd>{yuan(totals.pay_amount)}</dd>
      </div>
    </dl>
  );
}
