import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderListItem, OrderListStatus, OrderStatusCounts } from '@yc/contracts';
import { getOrders } from '../../features/orders/api/get-orders';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { Link } from '../link';
import { orderHref, ordersHref } from '../paths';
import { usePhoneLocation } from '../router';
import { useNextPageNearEnd } from '../ui/use-next-page';
import { OrderButtons } from './order-moves';
import styles from './orders-page.module.css';

/** The phone's tabs: the desktop's states, 已发货 named as the buyer waits for it (待收货). */
const TABS: readonly { status: OrderListStatus; label: string }[] = [
  { status: 'all', label: '全部' },
  { status: 'unpaid', label: '待付款' },
  { status: 'paid', label: '待发货' },
  { status: 'shipped', label: '待收货' },
  { status: 'completed', label: '已完成' },
];

const PAGE_SIZE = 10;

const tabOf = (search: string): OrderListStatus => {
  const asked = new URLSearchParams(search).get('status');
  return TABS.find((t) => t.status === asked)?.status ?? 'all';
};

/** Only the states waiting on someone carry their count, as a to-do (as on the desktop). */
const countOf = (status: OrderListStatus, counts: OrderStatusCounts | undefined): number =>
  counts && (status === 'unpaid' || status === 'paid' || status === 'shipped') ? counts[status] : 0;

function OrderCard({ order }: { order: OrderListItem }) {
  const names = order.items.map((item) => item.name).join('、');
  return (
    <article className={styles.card} aria-label={`订单 ${order.order_no}`}>
      <Link to={orderHref(order.id)} className={styles.cardLink}>
        <span className={styles.head}>
          <span className={styles.orderNo}>订单号 {order.order_no}</span>
          <span className={order.status === 'unpaid' ? styles.statusRed : styles.status}>{order.status_text}</span>
        </span>
        <span className={styles.muted}>{formatSecondsTime(order.created_at)}</span>
        <span className={styles.goods}>
          {names}
          {order.item_count > order.items.length ? ` 等${order.item_count}种商品` : ''}
        </span>
        <span className={styles.total}>
          <span className={styles.muted}>
            共{order.item_count}种 {order.goods_count}件
          </span>
          <span>
            实付 <strong aria-label="实付金额">{yuan(order.pay_amount)}</strong>
          </span>
        </span>
      </Link>
      <OrderButtons order={order} />
    </article>
  );
}

/** /m/orders: the store's orders by state, newest first, the next page loading as the buyer nears the end. */
export function OrdersPage() {
  const location = usePhoneLocation();
  const status = tabOf(location.search);
  // Under the desktop's ['order'] key: a cancel or a confirm anywhere refetches it.
  const query = useInfiniteQuery({
    queryKey: ['order', 'list', 'phone', status],
    queryFn: ({ pageParam, signal }) => getOrders({ page: pageParam, page_size: PAGE_SIZE, status }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError } = query;
  const end = useNextPageNearEnd(query);

  const counts = data?.pages[0]?.counts;
  const orders = data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className={styles.page}>
      <nav className={styles.tabs} aria-label="订单状态">
        {TABS.map((tab) => {
          const n = countOf(tab.status, counts);
          return (
            <Link
              key={tab.status}
              to={ordersHref(tab.status)}
              replace
              className={styles.tab}
              aria-current={tab.status === status ? 'page' : undefined}
            >
              {tab.label}
              {n > 0 && <span className={styles.count}>{n > 99 ? '99+' : n}</span>}
            </Link>
          );
        })}
      </nav>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      <div ref={end} className={styles.end} role="status">
        {isPending || isFetchingNextPage
          ? '加载中…'
          : isError
            ? '加载失败，请稍后再试'
            : hasNextPage
              ? ''
              : orders.length === 0
                ? '暂无订单'
                : '没有更多了'}
      </div>
      {hasNextPage && !isFetchingNextPage && (
        <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
          加载更多
        </button>
      )}
    </div>
  );
}
