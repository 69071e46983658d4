/**
 * The buyer's side of a 冷链 shipment (issue 37): the temperature record the warehouse kept (a small
 * table, readings outside the range in red) and 拒收 at receipt with a GSP reason, which opens a return.
 */
import {
  COLD_CHAIN_STAGE_TEXT,
  coldChainText,
  RECEIPT_REFUSAL_REASONS,
  type ColdChainRecord,
  type ColdChainStage,
  type OrderInfo,
  type ReceiptRefusalBody,
} from '@yc/contracts';
import { Alert, App, Button, Form, Input, Modal, Radio, Table, Tag } from 'antd';
import { useState } from 'react';
import { SectionPanel } from '../../../components/ui/section-panel';
import { formatSecondsTime } from '../../../lib/format/time';
import { useOrderColdChain, useRefuseReceipt } from '../api/cold-chain';
import styles from './orders.module.css';

type Reading = ColdChainRecord['readings'][number];

function RefuseDialog({ orderId, onClose }: { orderId: number; onClose(): void }) {
  const refuse = useRefuseReceipt(orderId);
  const { message } = App.useApp();
  const [form] = Form.useForm<ReceiptRefusalBody>();
  return (
    <Modal
      open
      title="拒收本订单"
      okText="确认拒收"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: refuse.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<ReceiptRefusalBody>
        form={form}
        layout="vertical"
        onFinish={(body) =>
          refuse.mutate(body, {
            onSuccess: () => {
              void message.success('已拒收，退货申请已提交，请等待平台处理');
              onClose();
            },
          })
        }
      >
        <Form.Item name="reason" label="拒收原因" rules={[{ required: true, message: '请选择拒收原因' }]}>
          <Radio.Group aria-label="拒收原因" options={RECEIPT_REFUSAL_REASONS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item name="note" label="说明" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <Input.TextArea aria-label="拒收说明" rows={3} maxLength={200} placeholder="如：到货实测 12℃，冰排已化" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Shown once the order has shipped or holds a 冷链 line; 拒收 for a buyer who may purchase, while the order is shipped. */
export function ColdChainPanel({ order, mayRefuse }: { order: OrderInfo; mayRefuse: boolean }) {
  const shipped = order.status === 'shipped' || order.status === 'completed';
  const { data: record } = useOrderColdChain(order.id, order.status !== 'unpaid' && order.status !== 'cancelled');
  const [refusing, setRefusing] = useState(false);
  if (!record || (!record.cold_chain && !(order.status === 'shipped' && record.can_refuse))) return null;
  const columns = [
    { title: '时间', dataIndex: 'time', render: (t: number) => formatSecondsTime(t) },
    { title: '环节', dataIndex: 'stage', render: (s: ColdChainStage) => COLD_CHAIN_STAGE_TEXT[s] },
    {
      title: '温度',
      dataIndex: 'temp_c',
      render: (t: number, r: Reading) => (r.out_of_range ? <strong style={{ color: '#cf1322' }}>{`${t}℃ 超标`}</strong> : `${t}℃`),
    },
  ];
  return (
    <SectionPanel
      level={2}
      title={record.cold_chain ? `冷链温度记录（${coldChainText(record.cold_chain)}）` : '收货'}
      className={styles.links}
      extra={
        mayRefuse &&
        record.can_refuse === 1 && (
          <Button danger size="small" onClick={() => setRefusing(true)}>
            拒收
          </Button>
        )
      }
    >
      {record.refusal && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已拒收：${record.refusal.reason}${record.refusal.note ? `（${record.refusal.note}）` : ''}`}
          description={`退货申请 ${record.refusal.after_sale_id}，${formatSecondsTime(record.refusal.created_at)}`}
        />
      )}
      {record.cold_chain && (
        <>
          <p className={styles.muted}>
            冷链商品：{record.lines.map((l) => `${l.name}（${coldChainText(l.cold_chain)}）`).join('、')}
            {record.out_of_range > 0 && (
              <Tag color="red" style={{ marginLeft: 8 }}>
                {`${record.out_of_range} 条超出范围`}
              </Tag>
            )}
          </p>
          <Table<Reading>
            size="small"
            rowKey="id"
            pagination={false}
            aria-label="冷链温度记录"
            dataSource={record.readings}
            columns={columns}
            onRow={(r) => (r.out_of_range ? { style: { color: '#cf1322' } } : {})}
            locale={{ emptyText: shipped ? '仓库未上传温度记录' : '发货时记录温度' }}
          />
        </>
      )}
      {refusing && <RefuseDialog orderId={order.id} onClose={() => setRefusing(false)} />}
    </SectionPanel>
  );
}
