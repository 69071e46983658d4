import { AdminLineBatchBody, type OrderItemView, type OrderLineBatch } from '@yc/contracts';
import { Alert, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { zodRule } from '../../components/ui/form/zod-rule';
import { useGoodsBatches } from '../catalog/api/batches';
import { EditModal } from '../components/edit-modal';
import { useLineBatch } from './api/line-batch';

export interface HeldBatch {
  line: OrderItemView;
  batch: OrderLineBatch;
}

type LineBatchForm = Pick<AdminLineBatchBody, 'to_batch_id' | 'reason'>;

/**
 * The warehouse picks another batch for the units a line holds on one (a store asks for a later
 * expiry, the picked batch is damaged); batches that may not ship are listed, greyed, with why.
 */
export function LineBatchModal({ orderId, held, onClose }: { orderId: number; held: HeldBatch | null; onClose(): void }) {
  const batches = useGoodsBatches(held?.line.goods_id ?? null);
  const move = useLineBatch();
  const today = dayjs().format('YYYY-MM-DD');
  const need = held?.batch.quantity ?? 0;
  const whyNot = (b: { status: string; status_text: string; expires_on: string; quantity: number }) =>
    b.status !== 'sellable' ? b.status_text : b.expires_on < today ? '已过期' : b.quantity < need ? `不足${need}件` : null;
  const options = (batches.data ?? [])
    .filter((b) => b.id !== held?.batch.batch_id)
    .map((b) => {
      const why = whyNot(b);
      return {
        value: b.id,
        disabled: why !== null,
        label: `批号 ${b.batch_no}（有效期至 ${b.expires_on}，可用${b.quantity}件${why ? `，${why}` : ''}）`,
      };
    });
  return (
    <EditModal<LineBatchForm>
      title={held ? `更换发货批次：${held.line.name}` : ''}
      open={held !== null}
      onClose={onClose}
      width={620}
      fields={['to_batch_id', 'reason']}
      onSubmit={(values) =>
        move.mutateAsync({
          orderId,
          body: {
            order_item_id: held?.line.id ?? 0,
            from_batch_id: held?.batch.batch_id ?? 0,
            to_batch_id: values.to_batch_id,
            reason: values.reason,
          },
        })
      }
    >
      {held && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`当前按先到期先出（FEFO）从批号 ${held.batch.batch_no}（有效期至 ${held.batch.expires_on}）占用 ${held.batch.quantity} 件${
            held.line.min_validity_months > 0 ? `；买家要求剩余效期${held.line.min_validity_months}个月以上` : ''
          }。`}
        />
      )}
      <Form.Item name="to_batch_id" label="改用批次" rules={[zodRule(AdminLineBatchBody.shape.to_batch_id)]}>
        <Select aria-label="改用批次" loading={batches.isFetching} options={options} placeholder="选择同一商品的其他可售批次" />
      </Form.Item>
      <Form.Item name="reason" label="更换原因" rules={[zodRule(AdminLineBatchBody.shape.reason)]}>
        <Input.TextArea rows={2} maxLength={200} placeholder="如：门店要求远效期" />
      </Form.Item>
    </EditModal>
  );
}
