import { orderAmountParts, type OrderInfo } from '@yc/contracts';
import { AmountList } from '../../../components/ui/amount-list';
import styles from './orders.module.css';

/** The order's amounts as they add up: line subtotals, shipping, each discount it took (the coupon by name), and what was (or is to be) paid. */
export function OrderAmounts({ order }: { order: OrderInfo }) {
  const coupon = order.promotions.find((p) => p.type === 'coupon');
  return (
    <div className={styles.amounts}>
      <AmountList
        label="订单金额"
        parts={orderAmountParts(order)}
        totalLabel={order.paid_at ? '实付金额' : '应付金额'}
        couponName={coupon?.name}
      />
    </div>
  );
}
