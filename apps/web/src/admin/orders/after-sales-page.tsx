import { AFTER_SALE_STATUSES, AFTER_SALE_STATUS_TEXT, type AdminAfterSaleRow, type AfterSaleStatus } from '@yc/contracts';
import { Button, Form, Image, Input, Modal, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { QueryTable, usePageState } from '../components/paged-table';
import { RoleGate } from '../components/role-gate';
import { useAfterSales, useApproveAfterSale, useRejectAfterSale } from './api/after-sales';
import { orderNoColumn } from './order-links';

type Decision = { kind: 'approve' | 'reject'; request: AdminAfterSaleRow };

/** The reply of an approval (optional) or the reason of a rejection (required), then the decision. */
function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose(): void }) {
  const approve = useApproveAfterSale();
  const reject = useRejectAfterSale();
  const [form] = Form.useForm<{ text?: string }>();
  const approving = decision?.kind === 'approve';
  const submit = ({ text }: { text?: string }) => {
    if (!decision) return;
    const id = decision.request.id;
    if (approving) approve.mutate({ id, reply: text?.trim() || undefined }, { onSuccess: onClose });
    else reject.mutate({ id, reason: text ?? '' }, { onSuccess: onClose });
  };
  return (
    <Modal
      title={approving ? '同意申请并退款' : '拒绝申请'}
      open={decision !== null}
      okText={approving ? '同意并退款' : '确定拒绝'}
      cancelText="取消"
      okButtonProps={{ danger: !approving, loading: approve.isPending || reject.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {decision && approving && (
        <p>
          将退款 <strong>{yuan(decision.request.refund_amount)}</strong> 至{decision.request.refund_to}
          {decision.request.type === 'return' ? '，退回商品入库' : ''}。
        </p>
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="text"
          label={approving ? '备注（选填，买家可见）' : '拒绝原因（买家可见）'}
          rules={approving ? [] : [{ required: true, whitespace: true, message: '请填写拒绝原因' }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Returns and after-sales requests: pending ones first; approving refunds the paying method. */
export function AfterSalesPage() {
  const [status, setStatus] = useState<AfterSaleStatus>('pending');
  const [page, setPage] = usePageState();
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useAfterSales({ status, ...page });
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as AfterSaleStatus);
          setPage({ ...page, page: 1 });
        }}
        items={AFTER_SALE_STATUSES.map((s) => ({ key: s, label: AFTER_SALE_STATUS_TEXT[s] }))}
      />
      <QueryTable<AdminAfterSaleRow>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '申请编号', dataIndex: 'id', width: 90 },
          { title: '类型', key: 'type', width: 70, render: (_, r) => <Tag color={r.type === 'return' ? 'blue' : 'cyan'}>{r.type_text}</Tag> },
          orderNoColumn('订单'),
          { title: '门店', dataIndex: 'company', width: 160 },
          { title: '商品', key: 'items', width: 180, render: (_, r) => r.items.map((i) => `${i.name} ×${i.number}`).join('，') },
          { title: '原因', dataIndex: 'reason', ellipsis: true },
          {
            title: '图片',
            key: 'images',
            width: 110,
            render: (_, r) =>
              r.images.length ? (
                <Image.PreviewGroup>
                  {r.images.map((src) => (
                    <Image key={src} src={src} width={40} height={40} alt="凭证图片" style={{ objectFit: 'cover' }} />
                  ))}
                </Image.PreviewGroup>
              ) : (
                '—'
              ),
          },
          { title: '退款', key: 'refund', width: 170, render: (_, r) => `${yuan(r.refund_amount)}（${r.refund_to}）` },
          { title: '申请时间', dataIndex: 'created_at', width: 150, render: (at: number) => formatSecondsTime(at) },
          { title: '状态', dataIndex: 'status_text', width: 80 },
          {
            title: '操作',
            key: 'action',
            width: 150,
            render: (_, r) =>
              r.status === 'pending' ? (
                <RoleGate roles={['warehouse']}>
                  <Space>
                    <Button size="small" type="primary" onClick={() => setDecision({ kind: 'approve', request: r })}>
                      同意
                    </Button>
                    <Button size="small" danger onClick={() => setDecision({ kind: 'reject', request: r })}>
                      拒绝
                    </Button>
                  </Space>
                </RoleGate>
              ) : (
                (r.reply ?? '—')
              ),
          },
        ]}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </Space>
  );
}
