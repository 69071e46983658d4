import styles from './amount-list.module.css';

export type AmountRow = readonly [label: string, value: string];

interface AmountListProps {
  /** What the amounts are of, for the reader of the page (订单金额). */
  label: string;
  rows: readonly AmountRow[];
  /** The amount the rows come to, drawn large: 应付金额 or 实付金额. */
  total: AmountRow;
}

/** An order's amounts, label and value a line, the payable last: checkout's step 2 and the order detail. */
export function AmountList({ label, rows, total }: AmountListProps) {
  return (
    <dl className={styles.amounts} aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}：</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{total[0]}：</dt>
        <dd>{total[1]}</dd>
      </div>
    </dl>
  );
}
