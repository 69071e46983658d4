import { UploadOutlined } from '@ant-design/icons';
import { AdminBatchLockBody, type AdminBatch, type BatchStatus } from '@yc/contracts';
import { App, Button, Form, Input, Space, Tag, Upload } from 'antd';
import { paths } from '../../config/paths';
import { SCAN_ACCEPT, scanRefusal } from '../../lib/upload/scan-check';
import { zodRule } from '../../components/ui/form/zod-rule';
import { EditModal } from '../components/edit-modal';
import { useBatchLock, useUploadBatchReport } from './api/batches';

/** Console addresses of the batch pages. */
export const receiveHref = `${paths.admin}/batches/receive`;
export const expiryBoardHref = `${paths.admin}/batches/expiry`;

const STATUS_COLOR: Record<BatchStatus, string> = { sellable: 'green', locked: 'orange', expired: 'red' };

export const BatchStatusTag = ({ batch }: { batch: Pick<AdminBatch, 'status' | 'status_text' | 'lock_reason'> }) => (
  <Tag color={STATUS_COLOR[batch.status]} title={batch.lock_reason || undefined}>
    {batch.status_text}
  </Tag>
);

/** A batch's 检验报告 files, each opened in a new tab, and the button that adds one (a PDF or picture, checked before it is sent). */
export function BatchReports({ batch }: { batch: Pick<AdminBatch, 'id' | 'batch_no' | 'reports'> }) {
  const upload = useUploadBatchReport();
  const { message } = App.useApp();
  const attach = async (file: File) => {
    const refusal = await scanRefusal(file);
    if (refusal) message.error(refusal);
    else upload.mutate({ id: batch.id, file });
    return Upload.LIST_IGNORE;
  };
  return (
    <Space size={4} wrap>
      {batch.reports.map((url, i) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          报告{i + 1}
        </a>
      ))}
      <Upload accept={SCAN_ACCEPT} showUploadList={false} beforeUpload={attach}>
        <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} aria-label={`上传批号${batch.batch_no}的检验报告`}>
          上传报告
        </Button>
      </Upload>
    </Space>
  );
}

/** 锁定 (a recall) or 解锁 a batch, with the reason the ledger keeps. */
export function BatchLockModal({
  batch,
  onClose,
}: {
  batch: Pick<AdminBatch, 'id' | 'batch_no' | 'goods_name' | 'status'> | null;
  onClose(): void;
}) {
  const unlocking = batch?.status === 'locked';
  const lock = useBatchLock(true);
  const unlock = useBatchLock(false);
  return (
    <EditModal<{ reason: string }>
      title={batch ? `${unlocking ? '解锁' : '锁定'}批次：${batch.goods_name} 批号 ${batch.batch_no}` : ''}
      open={batch !== null}
      onClose={onClose}
      onSubmit={({ reason }) => (unlocking ? unlock : lock).mutateAsync({ id: batch?.id ?? 0, reason })}
      fields={['reason']}
    >
      <Form.Item
        name="reason"
        label={unlocking ? '解锁原因' : '锁定原因'}
        extra={unlocking ? '解锁后该批次恢复可售。' : '锁定后该批次立即停止销售，已占用的订单不受影响。'}
        rules={[zodRule(AdminBatchLockBody.shape.reason)]}
      >
        <Input.TextArea rows={3} maxLength={200} placeholder={unlocking ? '如：召回解除' : '如：厂家召回'} />
      </Form.Item>
    </EditModal>
  );
}
