import { ORDER_LIST_STATUSES, ORDER_STATUS_TEXT, type AdminOrderRow, type OrderListStatus } from '@yc/contracts';
import { Button, DatePicker, Form, Input, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { yuan } from '../../lib/format/money';
import { dayRangeFilter, formatSecondsTime } from '../../lib/format/time';
import { QueryTable, usePageState } from '../components/paged-table';
import { RoleGate } from '../components/role-gate';
import { useOrders } from './api/orders';
import { orderHref } from './order-links';
import { OrderStatusTag } from './order-status-tag';
import { ShipDialog } from './ship-dialog';
import { useStatusTabs } from './status-tabs';

const tabLabel = (s: OrderListStatus) => (s === 'all' ? '全部' : ORDER_STATUS_TEXT[s]);

interface SearchForm {
  keywords?: string;
  range?: [Dayjs, Dayjs];
}

/** Orders by state (待发货 first: the warehouse's queue), searched by order number, company or phone. */
export function OrderListPage() {
  const [page, setPage] = usePageState();
  const [status, statusTabs] = useStatusTabs(ORDER_LIST_STATUSES, 'paid', tabLabel, () => setPage({ ...page, page: 1 }));
  const [search, setSearch] = useState<{ keywords?: string; start_time?: string; end_time?: string }>({});
  const [shipping, setShipping] = useState<AdminOrderRow | null>(null);
  const orders = useOrders({ status, ...search, ...page });
  const counts = orders.data?.counts ?? {};
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Form<SearchForm>
        layout="inline"
        onFinish={(v) => {
          setSearch({ keywords: v.keywords?.trim() || undefined, ...dayRangeFilter(v.range) });
          setPage({ ...page, page: 1 });
        }}
      >
        <Form.Item name="keywords" label="搜索">
          <Input placeholder="订单号、企业名称或手机号" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="range" label="下单日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      {statusTabs(counts)}
      <QueryTable<AdminOrderRow>
        query={orders}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '订单号',
            key: 'order_no',
            render: (_, o) => (
              <Space size={4}>
                <Link to={orderHref(o.id)}>{o.order_no}</Link>
                {o.is_hm === 1 && <Tag color="purple">含麻</Tag>}
              </Space>
            ),
          },
          { title: '门店', key: 'company', render: (_, o) => `${o.company}（${o.contact_phone}）` },
          { title: '件数', dataIndex: 'goods_count', width: 70 },
          { title: '实付金额', dataIndex: 'pay_amount', render: (v: number) => yuan(v) },
          { title: '状态', key: 'status', render: (_, o) => <OrderStatusTag status={o.status} text={o.status_text} /> },
          { title: '物流', key: 'logistics', render: (_, o) => (o.tracking_no ? `${o.carrier} ${o.tracking_no}` : '—') },
          { title: '下单时间', dataIndex: 'created_at', width: 150, render: (at: number) => formatSecondsTime(at) },
          {
            title: '操作',
            key: 'action',
            width: 140,
            render: (_, o) => (
              <Space>
                <Link to={orderHref(o.id)}>详情</Link>
                {o.status === 'paid' && (
                  <RoleGate roles={['warehouse']}>
                    <Button size="small" type="primary" onClick={() => setShipping(o)}>
                      发货
                    </Button>
                  </RoleGate>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ShipDialog order={shipping} onClose={() => setShipping(null)} />
    </Space>
  );
}
