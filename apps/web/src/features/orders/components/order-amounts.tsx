import type { OrderInfo } from '@yc/contracts';
import { AmountList, type AmountRow } from '../../../components/ui/amount-list';
import { yuan } from '../../../lib/format/money';
import styles from './orders.module.css';

/** The order's amounts: goods, each discount it took (by name), shipping, and what was (or is to be) paid. */
export function OrderAmounts({ order }: { order: OrderInfo }) {
  const rows: AmountRow[] = [
    ['商品金额', yuan(order.goods_amount)],
    // 满减/满折 and cash vouchers are named by their kind; a coupon by its own name.
    ...order.promotions.map((p): AmountRow => [p.type === 'coupon' ? `优惠券（${p.name}）` : p.name, `-${yuan(p.amount)}`]),
    ['运费', `+${yuan(order.shipping_amount)}`],
  ];
  return (
    <div className={styles.amounts}>
      <AmountList label="订单金额" rows={rows} total={[order.paid_at ? '实付金额' : '应付金额', yuan(order.pay_amount)]} />
    </div>
  );
}
