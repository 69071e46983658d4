import { amountBreakdown, type AmountParts } from '@yc/contracts';
import { breakdownYuan, yuan } from '../../lib/format/money';
import styles from './amount-list.module.css';

interface AmountListProps {
  /** What the amounts are of, for the reader of the page (订单金额). */
  label: string;
  parts: AmountParts;
  /** What the rows come to, drawn large: 应付金额 or 实付金额. */
  totalLabel: string;
  /** The coupon's own name, where the page knows it. */
  couponName?: string;
}

/** An order's amounts as they add up (amountBreakdown), a row each, the payable last: checkout's step 2 and the order detail. */
export function AmountList({ label, parts, totalLabel, couponName }: AmountListProps) {
  return (
    <dl className={styles.amounts} aria-label={label}>
      {amountBreakdown(parts).map((row) => (
        <div key={row.key} data-amount={row.key}>
          <dt>
            {row.label}
            {row.key === 'coupon' && couponName && couponName !== row.label ? `（${couponName}）` : ''}：
          </dt>
          <dd>{breakdownYuan(row)}</dd>
        </div>
      ))}
      <div className={styles.total} data-amount="total">
        <dt>{totalLabel}：</dt>
        <dd>{yuan(parts.pay)}</dd>
      </div>
    </dl>
  );
}
