import { StoreRejectBody, type AdminStoreDetail } from '@yc/contracts';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { usePassStore, useRejectStore } from './api/stores';
import { zodRule } from '../../components/ui/form/zod-rule';

/** 审核通过 / 驳回 for a reviewer; a rejection needs a reason, which the store reads in its messages. */
export function ReviewActions({ store }: { store: AdminStoreDetail }) {
  const pass = usePassStore();
  const reject = useRejectStore();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Space>
      <Popconfirm title={`确定通过「${store.company}」的资质审核吗？`} okText="通过" cancelText="取消" onConfirm={() => pass.mutate(store.id)}>
        <Button type="primary" loading={pass.isPending} disabled={store.status === 'passed'}>
          审核通过
        </Button>
      </Popconfirm>
      <Button danger onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <Modal
        title="驳回资质审核"
        open={rejecting}
        okText="确定驳回"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: reject.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) => reject.mutate({ id: store.id, reason }, { onSuccess: () => setRejecting(false) })}
        >
          <Form.Item name="reason" label="驳回原因（将发送给门店）" required rules={[zodRule(StoreRejectBody.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：营业执照照片不清晰，请重新上传" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
