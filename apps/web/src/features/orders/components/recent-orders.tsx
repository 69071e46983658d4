import { RightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { ORDER_STATUS_TEXT, type OrderStatus } from '@yc/contracts';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { orderInfoHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { useOrders } from '../api/get-orders';
import styles from './recent-orders.module.css';

const RECENT_ORDERS = 5;
/** The states a buyer acts on or waits for, counted as to-dos on /user. */
const TODO_STATES: readonly OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed'];

/** /user's orders block: how many orders wait in each state, and the latest few. */
export function RecentOrders() {
  const { data, isPending } = useOrders({ page: 1, page_size: RECENT_ORDERS, status: 'all' });
  return (
    <SectionPanel
      level={2}
      title="我的订单"
      extra={
        <Link to={paths.order}>
          全部订单 <RightOutlined />
        </Link>
      }
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <nav className={styles.states} aria-label="订单状态">
            {TODO_STATES.map((status) => (
              <Link key={status} to={`${paths.order}?status=${status}`} className={styles.state}>
                <strong className={styles.count}>{data?.counts[status] ?? 0}</strong>
                {ORDER_STATUS_TEXT[status]}
              </Link>
            ))}
          </nav>
          {!data || data.list.length === 0 ? (
            <Empty description="暂无订单" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <table className={styles.table} aria-label="最近订单">
              <thead>
                <tr>
                  <th>订单号</th>
                  <th>商品</th>
                  <th>下单时间</th>
                  <th>实付金额</th>
                  <th>状态</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={orderInfoHref(order.id)}>{order.order_no}</Link>
                    </td>
                    <td className={styles.goods}>
                      {order.items[0]?.name}
                      {order.item_count > 1 && ` 等${order.item_count}种`}
                    </td>
                    <td>{formatSecondsTime(order.created_at)}</td>
                    <td className={styles.amount}>{yuan(order.pay_amount)}</td>
                    <td>{order.status_text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </SectionPanel>
  );
}
