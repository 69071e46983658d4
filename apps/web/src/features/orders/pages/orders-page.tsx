import { Button, Empty, Input, Pagination, Skeleton, Tabs } from 'antd';
import { ORDER_LIST_STATUSES, ORDER_STATUS_TEXT, type OrderListStatus, type OrderStatusCounts } from '@yc/contracts';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import styles from '../components/orders.module.css';

// The export's date picker and the requests' table load when they are opened: the list is what /order opens on.
const ErpExportDialog = lazy(async () => ({ default: (await import('../components/erp-export-dialog')).ErpExportDialog }));
const RequestTable = lazy(async () => ({ default: (await import('../components/request-table')).RequestTable }));

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
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data || data.list.length === 0) {
    return <Empty className={styles.empty} description={keywords ? `没有找到与“${keywords}”相关的订单` : '暂无订单'} />;
  }
  return (
    <>
      {data.list.map((order) => (
        <OrderCard key={order.id} order={order} onExpired={() => void refetch()} />
      ))}
      <div className={styles.pager}>
        <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} hideOnSinglePage onChange={setPage} />
      </div>
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
          <Input.Search
            key={keywords}
            defaultValue={keywords}
            placeholder="订单号 / 商品名称"
            aria-label="搜索订单"
            allowClear
            enterButton="搜索"
            style={{ width: 320 }}
            onSearch={(value) => go({ keywords: value.trim() })}
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
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <RequestTable key={keywords} keywords={keywords} />
        </Suspense>
      ) : (
        <OrderList list={list} keywords={keywords} page={page} setPage={(p) => go({ page: p })} />
      )}
    </SectionPanel>
  );
}
