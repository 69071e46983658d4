import { useOrder } from '../../api/get-order';
import { yuan } from '../../lib/format/money';
import { Link } from '../link';
import { mPaths, orderHref } from '../paths';
import { usePhoneLocation } from '../router';
import styles from './checkout-page.module.css';

// Back from the provider the payment may still be confirming: look again every couple of seconds.
const CONFIRM_POLL_MS = 2000;

/** /m/cart/step4?order_id=: the payment's result, the order number, and 查看订单 / 继续采购. */
export function PaidPage() {
  const id = Number(new URLSearchParams(usePhoneLocation().search).get('order_id'));
  const { data: order, isPending, isError } = useOrder(id, { poll: (o) => (o?.status === 'unpaid' ? CONFIRM_POLL_MS : false) });
  if (!Number.isInteger(id) || id <= 0 || isError) {
    return (
      <div className={styles.state}>
        <p>未找到该订单</p>
        <Link to={mPaths.home} className={styles.primary}>
          继续采购
        </Link>
      </div>
    );
  }
  if (isPending || !order) return <p className={styles.state}>加载中…</p>;
  const title = order.status === 'unpaid' ? '正在确认支付结果…' : order.status === 'cancelled' ? '订单已取消' : '支付成功';
  return (
    <div className={styles.state}>
      <h2 className={styles.resultTitle} role="status">
        {title}
      </h2>
      {order.status !== 'unpaid' && order.status !== 'cancelled' && <p>我们将尽快为您安排发货</p>}
      <dl className={styles.totals} aria-label="支付结果">
        <div>
          <dt>订单号</dt>
          <dd>{order.order_no}</dd>
        </div>
        <div>
          <dt>支付金额</dt>
          <dd className={styles.red}>{yuan(order.pay_amount)}</dd>
        </div>
        <div>
          <dt>订单状态</dt>
          <dd>{order.status_text}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link to={orderHref(order.id)} className={styles.secondary}>
          查看订单
        </Link>
        <Link to={mPaths.home} className={styles.primary}>
          继续采购
        </Link>
      </div>
    </div>
  );
}
