import { Card, Table, Tag } from 'antd';
import type { AdminStoreDetail } from '@yc/contracts';
import { yuan } from '../../lib/format/money';

type Login = AdminStoreDetail['accounts'][number];

const limitText = (limit: number | null) => (limit === null ? '不限' : yuan(limit));

/**
 * The store's logins as its account manager sees them: each one's role in the company and its spending
 * limits, which decide which of its orders wait for the company's approval. Read only: the company's
 * 负责人 sets them in the member centre.
 */
export function StoreMembers({ accounts }: { accounts: AdminStoreDetail['accounts'] }) {
  return (
    <Card title="登录账号与企业成员" extra={<span>共 {accounts.length} 个账号，超出限额的订单须企业审批</span>}>
      <Table<Login>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={accounts}
        columns={[
          { title: '手机号', dataIndex: 'phone' },
          { title: '姓名', dataIndex: 'name' },
          { title: '身份', dataIndex: 'is_owner', render: (owner: number) => (owner ? '门店所有者' : '关联账号') },
          {
            title: '企业角色',
            dataIndex: 'role_text',
            render: (text: string, a) => <Tag color={a.role === 'owner' ? 'red' : 'blue'}>{text}</Tag>,
          },
          { title: '单笔限额', key: 'order_limit', render: (_, a) => (a.role === 'owner' ? '无需审批' : limitText(a.order_limit)) },
          { title: '月度限额', key: 'month_limit', render: (_, a) => (a.role === 'owner' ? '无需审批' : limitText(a.month_limit)) },
          {
            title: '状态',
            dataIndex: 'is_disabled',
            render: (disabled: number) => (disabled ? <Tag>已停用</Tag> : <Tag color="green">正常</Tag>),
          },
        ]}
      />
    </Card>
  );
}
