import { CUSTOMER_LEVEL_OPTIONS, StoreProfileBody, type AdminStoreDetail } from '@yc/contracts';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { ProvinceSelect } from '../../components/ui/province-select';
import { useSaveProfile, useStoreOptions } from './api/stores';
import { zodRule } from '../../components/ui/form/zod-rule';

/** Business scope, customer type, region and level: what decides which goods the store may buy and at which price. */
export function ProfileForm({ store }: { store: AdminStoreDetail }) {
  const options = useStoreOptions();
  const save = useSaveProfile();
  const [form] = Form.useForm<StoreProfileBody>();
  const chosen = Form.useWatch('business_scope', form) ?? [];
  const every = options.data?.scopes.map((s) => s.key) ?? [];
  const initial: StoreProfileBody = {
    customer_type: store.customer_type as StoreProfileBody['customer_type'],
    province: store.province,
    city: store.city,
    level: store.level,
    business_scope: store.business_scope.map((s) => s.key),
  };
  return (
    <Form<StoreProfileBody> form={form} layout="vertical" initialValues={initial} onFinish={(body) => save.mutate({ id: store.id, body })}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 16 }}>
        <Form.Item name="customer_type" label="客户类型" required rules={[zodRule(StoreProfileBody.shape.customer_type)]}>
          <Select options={options.data?.customer_types.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item name="province" label="所在省份" required rules={[zodRule(StoreProfileBody.shape.province)]}>
          <ProvinceSelect />
        </Form.Item>
        <Form.Item name="city" label="所在城市" required rules={[zodRule(StoreProfileBody.shape.city)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="level" label="客户等级" required rules={[zodRule(StoreProfileBody.shape.level)]}>
          <Select options={CUSTOMER_LEVEL_OPTIONS} />
        </Form.Item>
      </div>
      <Form.Item label="经营范围" required>
        <div>
          {/* Until the classes have loaded there is nothing to choose: a click then would clear the scope. */}
          <Checkbox
            disabled={every.length === 0}
            checked={every.length > 0 && chosen.length === every.length}
            indeterminate={chosen.length > 0 && chosen.length < every.length}
            onChange={(e) => form.setFieldValue('business_scope', e.target.checked ? every : [])}
          >
            全选
          </Checkbox>
        </div>
        <Form.Item name="business_scope" noStyle rules={[zodRule(StoreProfileBody.shape.business_scope)]}>
          <Checkbox.Group options={options.data?.scopes.map((s) => ({ value: s.key, label: s.name }))} />
        </Form.Item>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存门店资料
      </Button>
    </Form>
  );
}
