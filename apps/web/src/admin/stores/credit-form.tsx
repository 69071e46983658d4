import { StoreCreditBody, type AdminStoreDetail } from '@yc/contracts';
import { Button, Descriptions, Form, InputNumber, Space } from 'antd';
import { yuan } from '../../lib/format/money';
import { useSaveCredit } from './api/stores';
import { zodRule } from '../../components/ui/form/zod-rule';

/** 账期: what is owed now, and (for the store's account manager) the limit and term of new credit. */
export function CreditPanel({ store, editable }: { store: AdminStoreDetail; editable: boolean }) {
  const save = useSaveCredit();
  const { credit } = store;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={4}>
        <Descriptions.Item label="账期额度">{yuan(credit.limit)}</Descriptions.Item>
        <Descriptions.Item label="账期天数">{credit.term_days ? `${credit.term_days}天` : '未开通'}</Descriptions.Item>
        <Descriptions.Item label="已用额度">{yuan(credit.used)}</Descriptions.Item>
        <Descriptions.Item label="逾期未还">{yuan(credit.overdue)}</Descriptions.Item>
      </Descriptions>
      {editable && (
        <Form<StoreCreditBody>
          layout="inline"
          initialValues={{ limit: credit.limit, term_days: credit.term_days || 30 }}
          onFinish={(body) => save.mutate({ id: store.id, body })}
        >
          <Form.Item name="limit" label="额度（元）" required rules={[zodRule(StoreCreditBody.shape.limit)]}>
            <InputNumber min={0} max={10_000_000} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="term_days" label="天数" required rules={[zodRule(StoreCreditBody.shape.term_days)]}>
            <InputNumber min={1} max={180} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存账期
          </Button>
        </Form>
      )}
    </Space>
  );
}
