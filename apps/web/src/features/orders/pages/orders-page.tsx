import { ORDER_LIST_STATUSES, ORDER_STATUS_TEXT, type OrderListStatus, type OrderStatusCounts } from '@yc/contracts';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { useFeedbackAfterLoad } from '../../../components/ui/antd/use-feedback-after-load';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LazyPagination } from '../../../components/ui/lazy-pagination';
import { SearchField } from '../../../components/ui/search-field';
import { SectionPanel } from '../../../components/ui/section-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import styles from '../components/orders.module.css';

// The list draws without antd (components/ui/antd), as the cart does: it is what /order opens on. The export's date
// picker and the requests' table load with antd when they are opened.
const ErpExportDialog = lazyWithAntd(async () => (await import('../components/erp-export-dialog')).ErpExportDialog);
const RequestTable = lazyWithAntd(async () => (await import('../components/request-table')).RequestTable);

const PAGE_SIZE = 10;
/** The tab of returns and after-sales requests, next to the order states. */
const REQUESTS = 'returns';
type Tab = OrderListStatus | typeof REQUESTS;

const TAB_TEXT: Record<OrderListStatus, string> = { all: '全部订单', ...ORDER_STATUS_TEXT };
const isTab = (value: string | null): value is Tab =>
  value === REQUESTS || (ORDER_LIST_STATUSES as readonly string[]).includes(value ?? '');

function tabLabel(status: OrderListStatus, counts: OrderStatusCounts | undefined): string {
  const n = counts?.[status];
  // Only the states waiting on someone carry their count, as a to-do.
  return n && (status === 'unpaid' || status === 'paid' || status === 'shipped') ? `${TAB_TEXT[status]}(${n})` : TAB_TEXT[status];
}

interface OrderListProps {
  list: ReturnType<typeof useOrders>;
  keywords: string;
  page: number;
  setPage(page: number): void;
}

function OrderList({ list: { data, isPending, refetch }, keywords, page, setPage }: OrderListProps) {
  if (isPending) return <Skeleton rows={6} />;
  if (!data || data.list.length === 0) {
    return <EmptyState className={styles.empty} description={keywords ? `没有找到与“${keywords}”相关的订单` : '暂无订单'} />;
  }
  return (
    <>
      {data.list.map((order) => (
        <OrderCard key={order.id} order={order} onExpired={() => void refetch()} />
      ))}
      {/* One page of orders has no pager, and so does not load antd's. */}
      {data.total > PAGE_SIZE && (
        <div className={styles.pager}>
          <LazyPagination current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={setPage} />
        </div>
      )}
    </>
  );
}

/** /order: the store's orders by state (and its return and after-sales requests), searched by order number or goods name, in pages. */
export function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = isTab(search.get('status')) ? (search.get('status') as Tab) : 'all';
  const keywords = search.get('keywords') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  // Every tab's count comes with any page of the list; on the requests tab, with the first page of all orders.
  const onRequests = tab === REQUESTS;
  const list = useOrders({
    page: onRequests ? 1 : page,
    page_size: PAGE_SIZE,
    status: onRequests ? 'all' : tab,
    ...(keywords ? { keywords } : {}),
  });
  const counts = list.data?.counts;
  const [exporting, setExporting] = useState(false);
  // 取消订单, 确认收货 and 再次购买 ask in a dialog: its host is ready by the time a buyer clicks.
  useFeedbackAfterLoad(!list.isPending);

  const go = (next: { status?: Tab; keywords?: string; page?: number }) => {
    const status = next.status ?? tab;
    const words = next.keywords ?? keywords;
    const query = new URLSearchParams();
    if (status !== 'all') query.set('status', status);
    if (words) query.set('keywords', words);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setSearch(query);
  };

  return (
    <SectionPanel
      title="我的订单"
      extra={
        <>
          <Button onClick={() => setExporting(true)}>导出发货明细</Button>
          {exporting && (
            <Suspense fallback={null}>
              <ErpExportDialog onClose={() => setExporting(false)} />
            </Suspense>
          )}
          <SearchField
            key={keywords}
            value={keywords}
            label="搜索订单"
            placeholder="订单号 / 商品名称"
            onSearch={(value) => go({ keywords: value })}
          />
        </>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ status: key as Tab })}
        items={[
          ...ORDER_LIST_STATUSES.map((status) => ({ key: status, label: tabLabel(status, counts) })),
          { key: REQUESTS, label: '退货/售后' },
        ]}
      />
      {onRequests ? (
        <Suspense fallback={<Skeleton rows={6} />}>
          <RequestTable key={keywords} keywords={keywords} />
        </Suspense>
      ) : (
        <OrderList list={list} keywords={keywords} page={page} setPage={(p) => go({ page: p })} />
      )}
    </SectionPanel>
  );
}
