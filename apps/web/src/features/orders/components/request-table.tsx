import { Tag, type TableColumnsType } from 'antd';
import type { AfterSaleStatus, AfterSaleSummary } from '@yc/contracts';
import { Link } from 'react-router';
import { QueryTable, usePaging } from '../../../components/ui/paged-table';
import { orderInfoHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { useRequests } from '../api/after-sales';
import { requestHref } from '../lib/order-links';
import styles from './orders.module.css';

const PAGE_SIZE = 10;
export const REQUEST_STATUS_COLOR: Record<AfterSaleStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** The 退货/售后 tab of /order: the store's requests (under /order's search), each leading to its own page. */
export function RequestTable({ keywords }: { keywords: string }) {
  const paging = usePaging(PAGE_SIZE);
  const query = useRequests({ ...paging.params, ...(keywords ? { keywords } : {}) });
  const columns: TableColumnsType<AfterSaleSummary> = [
    { title: '申请时间', key: 'created_at', width: 140, render: (_, r) => formatSecondsTime(r.created_at) },
    { title: '类型', dataIndex: 'type_text', width: 70 },
    {
      title: '订单号',
      key: 'order_no',
      width: 190,
      render: (_, r) => <Link to={orderInfoHref(r.order_id)}>{r.order_no}</Link>,
    },
    {
      title: '商品',
      key: 'items',
      render: (_, r) => r.items.map((i) => `${i.name} × ${i.number}${i.bzdw}`).join('；'),
    },
    { title: '退款金额', key: 'refund', width: 100, align: 'right', render: (_, r) => yuan(r.refund_amount) },
    { title: '状态', key: 'status', width: 80, render: (_, r) => <Tag color={REQUEST_STATUS_COLOR[r.status]}>{r.status_text}</Tag> },
    { title: '操作', key: 'view', width: 80, render: (_, r) => <Link to={requestHref(r.type, r.id)}>查看详情</Link> },
  ];
  return (
    <div className={styles.links}>
      <QueryTable<AfterSaleSummary>
        columns={columns}
        query={query}
        paging={paging}
        empty={keywords ? `没有找到与“${keywords}”相关的申请` : '还没有退货或售后申请'}
      />
    </div>
  );
}
