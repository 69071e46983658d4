import { amountBreakdown, cartAmountParts, type CartList } from '@yc/contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/choice';
import { breakdownYuan, yuan } from '../../../lib/format/money';
import styles from './cart.module.css';

interface SummaryBarProps {
  cart: CartList;
  allSelected: boolean;
  partlySelected: boolean;
  selectable: boolean;
  onSelectAll(selected: boolean): void;
  onDeleteSelected(): void;
  onCopy(): void;
  onCheckout(): void;
  /** Why 去结算 is off although lines are ticked (more than one order takes); shown on the button. */
  checkoutRefusal: string | null;
  /** What the 换购 picks will add; they are priced at checkout, so the total here leaves them out. */
  exchangeAmount: number;
}

/** The sticky bar under the cart: select all, batch actions, the selected totals and 去结算. */
export function SummaryBar({
  cart,
  allSelected,
  partlySelected,
  selectable,
  onSelectAll,
  onDeleteSelected,
  onCopy,
  onCheckout,
  checkoutRefusal,
  exchangeAmount,
}: SummaryBarProps) {
  const t = cart.totals;
  const none = t.selected_count === 0;
  return (
    <div className={styles.bar} role="region" aria-label="结算栏">
      <Checkbox checked={allSelected} indeterminate={partlySelected} disabled={!selectable} onChange={onSelectAll}>
        全选
      </Checkbox>
      <button type="button" className={styles.linkButton} disabled={none} onClick={onDeleteSelected}>
        删除选中的商品
      </button>
      <button type="button" className={styles.linkButton} disabled={none} onClick={onCopy}>
        复制到其他门店
      </button>
      <div className={styles.barSpacer} />
      <div className={styles.barSummary}>
        <div className={styles.barMain}>
          <span className={styles.barCount}>
            已选择 <strong className={styles.red}>{t.selected_count}</strong> 种商品，共 {t.selected_number} 件
          </span>
          <span className={styles.barTotal}>
            合计：<strong aria-label="应付合计">{yuan(t.pay_amount)}</strong>
          </span>
        </div>
        <dl className={styles.barAmounts} aria-label="已选商品金额">
          {/* The same rows as step 2 and the order, so 合计 is seen to add up. */}
          {amountBreakdown(cartAmountParts(t)).map((row) => (
            <div key={row.key} data-amount={row.key}>
              <dt>{row.label}</dt>
              <dd>{breakdownYuan(row)}</dd>
            </div>
          ))}
          {exchangeAmount > 0 && (
            <div>
              <dt>换购（结算时计入）</dt>
              <dd>{yuan(exchangeAmount)}</dd>
            </div>
          )}
        </dl>
      </div>
      <Button
        variant="primary"
        size="large"
        className={styles.checkout}
        disabled={none || checkoutRefusal !== null}
        title={checkoutRefusal ?? undefined}
        onClick={onCheckout}
      >
        去结算
      </Button>
    </div>
  );
}
