import type { ChatStorePanel } from '@yc/contracts';
import { Descriptions, Empty, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { formatSecondsTime } from '../../lib/format/time';
import { yuan } from '../../lib/format/money';
import { RoleGate } from '../components/role-gate';
import { ReviewTag } from '../stores/store-tags';

/** The store beside the conversation: who it is, whether it may buy yet, and what it ordered lately. */
export function StorePanel({ store }: { store: ChatStorePanel }) {
  return (
    <>
      <Descriptions size="small" column={1} title={store.company}>
        <Descriptions.Item label="资质状态">
          <ReviewTag status={store.qualification_status} text={store.qualification_text} />
        </Descriptions.Item>
        <Descriptions.Item label="联系人">{store.contact_name}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{store.contact_phone}</Descriptions.Item>
        <Descriptions.Item label="所在地区">{store.region}</Descriptions.Item>
        <Descriptions.Item label="客户类型">{store.customer_type}</Descriptions.Item>
        <Descriptions.Item label="客户经理">{store.manager_name ?? '未分配'}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>最近订单</Typography.Title>
      {store.recent_orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无订单" />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={store.recent_orders}
          columns={[
            {
              title: '订单号',
              key: 'order_no',
              render: (_, o) => (
                <RoleGate roles={['warehouse', 'account_manager']} fallback={o.order_no}>
                  <Link to={`/admin/orders/${o.id}`}>{o.order_no}</Link>
                </RoleGate>
              ),
            },
            { title: '状态', dataIndex: 'status_text', key: 'status' },
            { title: '金额', key: 'amount', render: (_, o) => yuan(o.pay_amount) },
            { title: '下单时间', key: 'at', render: (_, o) => formatSecondsTime(o.created_at).slice(5) },
          ]}
        />
      )}
    </>
  );
}
