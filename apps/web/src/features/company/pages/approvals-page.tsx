import { App, Button, Descriptions, Empty, Skeleton, Table } from 'antd';
import type { ApprovalRow } from '@yc/contracts';
import { useState } from 'react';
import { SectionPanel } from '../../../components/ui/section-panel';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { useDecideApproval } from '../api/decide-approval';
import { useApprovals } from '../api/get-approvals';
import styles from '../components/company.module.css';
import { RejectDialog } from '../components/reject-dialog';

type Line = ApprovalRow['items'][number] & { key: number };

function ApprovalCard({ order, onReject }: { order: ApprovalRow; onReject: () => void }) {
  const { modal, message } = App.useApp();
  const decide = useDecideApproval();
  const approve = () =>
    modal.confirm({
      title: `确定审批通过订单 ${order.order_no} 吗？`,
      content: `应付 ${yuan(order.pay_amount)}，通过后订单进入待付款，由财务或负责人付款。`,
      okText: '审批通过',
      cancelText: '取消',
      onOk: () => decide.mutateAsync({ id: order.id, approve: true }).then(() => void message.success('已审批通过')),
    });
  return (
    <article className={styles.approval} aria-label={`待审批订单 ${order.order_no}`}>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'no', label: '订单号', children: order.order_no },
          { key: 'store', label: '店铺', children: order.company },
          { key: 'buyer', label: '下单人', children: order.buyer },
          { key: 'at', label: '下单时间', children: formatSecondsTime(order.created_at) },
          { key: 'reason', label: '审批原因', children: <span className={styles.reason}>{order.reason}</span> },
          { key: 'until', label: '审批截止', children: `${formatSecondsTime(order.expires_at)}（超时自动取消）` },
        ]}
      />
      <Table<Line>
        rowKey="key"
        size="small"
        pagination={false}
        // Lines carry no id of their own; their place in the order is theirs.
        dataSource={order.items.map((line, key) => ({ ...line, key }))}
        columns={[
          { title: '商品名称', dataIndex: 'name' },
          { title: '规格', dataIndex: 'spec', width: 160 },
          { title: '单价', dataIndex: 'price', width: 110, render: (price: number) => yuan(price) },
          { title: '数量', dataIndex: 'number', width: 80 },
          { title: '小计', dataIndex: 'amount', width: 120, render: (amount: number) => yuan(amount) },
        ]}
      />
      <footer className={styles.approvalFoot}>
        <span>
          共 {order.items.reduce((n, line) => n + line.number, 0)} 件，应付合计：
          <strong className={styles.total}>{yuan(order.pay_amount)}</strong>
        </span>
        <Button danger onClick={onReject}>
          驳回
        </Button>
        <Button type="primary" loading={decide.isPending} onClick={approve}>
          审批通过
        </Button>
      </footer>
    </article>
  );
}

/** /dspdd 待审批订单: each order waiting for the caller's approval with its lines and totals; approve it, or reject it with a reason. */
export function ApprovalsPage() {
  const { data, isPending } = useApprovals();
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<ApprovalRow | null>(null);
  return (
    <SectionPanel title="待审批订单" extra={data && <span className={styles.muted}>共 {data.length} 笔</span>}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.length === 0 ? (
        <Empty description="暂无待审批订单" />
      ) : (
        data.map((order) => <ApprovalCard key={order.id} order={order} onReject={() => setRejecting(order)} />)
      )}
      {rejecting && (
        <RejectDialog
          order={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            void message.success('已驳回');
            setRejecting(null);
          }}
        />
      )}
    </SectionPanel>
  );
}
