import { POINTS_ORDER_LIST_STATUSES, POINTS_ORDER_STATUS_TEXT, type AdminPointsOrderRow } from '@yc/contracts';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { formatSecondsTime } from '../../lib/format/time';
import { ListBar } from '../components/list-bar';
import { QueryTable, usePageState } from '../components/paged-table';
import { usePointsOrders } from './api/points-orders';
import { ShipDialog } from './ship-dialog';
import { useStatusTabs } from './status-tabs';

type Status = (typeof POINTS_ORDER_LIST_STATUSES)[number];
const STATUS_COLOR: Record<string, string> = { pending: 'orange', shipped: 'blue', completed: 'green' };
const tabLabel = (s: Status) => (s === 'all' ? '全部' : POINTS_ORDER_STATUS_TEXT[s]);

/**
 * Gifts of the points mall and the draw by state (待发货 first: the warehouse's queue, oldest first),
 * searched by store name or phone, shipped with carrier and tracking number.
 */
export function PointsOrdersPage() {
  const [page, setPage] = usePageState();
  const [status, statusTabs] = useStatusTabs(POINTS_ORDER_LIST_STATUSES, 'pending', tabLabel, () => setPage({ ...page, page: 1 }));
  const [keywords, setKeywords] = useState<string>();
  const [shipping, setShipping] = useState<AdminPointsOrderRow | null>(null);
  const orders = usePointsOrders({ status, keywords, ...page });
  const counts = orders.data?.counts ?? {};
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <ListBar
        search={{
          placeholder: '门店名称或手机号',
          onSearch: (text) => {
            setKeywords(text || undefined);
            setPage({ ...page, page: 1 });
          },
        }}
      />
      {statusTabs(counts)}
      <QueryTable<AdminPointsOrderRow>
        aria-label="积分订单"
        query={orders}
        page={page}
        onPage={setPage}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '门店', key: 'company', render: (_, o) => `${o.company}（${o.contact_phone}）` },
          {
            title: '礼品',
            key: 'goods',
            render: (_, o) => (
              <Space size={4}>
                {`${o.goods_name} × ${o.number}`}
                <Tag color={o.source === 'draw' ? 'magenta' : 'gold'}>{o.source_text}</Tag>
              </Space>
            ),
          },
          {
            title: '收货信息',
            key: 'address',
            render: (_, o) => (o.address ? `${o.consignee} ${o.phone} ${o.address}` : <Tag color="orange">待补充地址</Tag>),
          },
          { title: '状态', key: 'status', width: 90, render: (_, o) => <Tag color={STATUS_COLOR[o.status] ?? 'default'}>{o.status_text}</Tag> },
          { title: '物流', key: 'logistics', render: (_, o) => (o.tracking_no ? `${o.carrier} ${o.tracking_no}` : '—') },
          { title: '下单时间', dataIndex: 'created_at', width: 150, render: (at: number) => formatSecondsTime(at) },
          {
            title: '操作',
            key: 'action',
            width: 90,
            render: (_, o) =>
              o.status === 'pending' && (
                <Button size="small" type="primary" onClick={() => setShipping(o)}>
                  发货
                </Button>
              ),
          },
        ]}
      />
      <ShipDialog kind="points-orders" order={shipping && { id: shipping.id, order_no: String(shipping.id) }} onClose={() => setShipping(null)} />
    </Space>
  );
}
