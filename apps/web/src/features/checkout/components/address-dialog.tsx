import { App, Checkbox, Form, Input, Modal } from 'antd';
import { AddressBody, type AddressView } from '@yc/contracts';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { ProvinceSelect } from '../../../components/ui/province-select';
import { useCreateAddress } from '../api/create-address';

interface AddressValues {
  consignee?: string;
  phone?: string;
  province?: string;
  city?: string;
  district?: string;
  detail?: string;
  is_default?: boolean;
}

const FIELDS = ['consignee', 'phone', 'province', 'city', 'district', 'detail', 'is_default'] as const;

/** 新增收货地址 without leaving checkout; the phone follows spec section 5's mobile rule (the contract's). */
export function AddressDialog({ onClose, onCreated }: { onClose(): void; onCreated(address: AddressView): void }) {
  const [form] = Form.useForm<AddressValues>();
  const { message } = App.useApp();
  const create = useCreateAddress();

  const onFinish = (values: AddressValues) =>
    create.mutate(AddressBody.parse({ ...values, district: values.district ?? '', is_default: values.is_default ? 1 : 0 }), {
      onSuccess: (address) => {
        void message.success('保存成功');
        onCreated(address);
      },
      onError: (error) => showServerErrors(form, error, FIELDS),
    });

  return (
    <Modal
      title="新增收货地址"
      open
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={create.isPending}
      width={560}
    >
      <Form
        form={form}
        name="checkout-address"
        labelCol={{ flex: '96px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={{ is_default: false }}
        onFinish={onFinish}
        autoComplete="off"
      >
        <Form.Item name="consignee" label="收货人" required rules={[zodRule(AddressBody.shape.consignee)]}>
          <Input placeholder="请输入收货人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" required rules={[zodRule(AddressBody.shape.phone)]}>
          <Input placeholder="请输入收货人手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="province" label="省份" required rules={[zodRule(AddressBody.shape.province)]}>
          <ProvinceSelect style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="city" label="城市" required rules={[zodRule(AddressBody.shape.city)]}>
          <Input placeholder="请输入城市" maxLength={20} />
        </Form.Item>
        <Form.Item name="district" label="区县" rules={[zodRule(AddressBody.shape.district)]}>
          <Input placeholder="请输入区县" maxLength={20} />
        </Form.Item>
        <Form.Item name="detail" label="详细地址" required rules={[zodRule(AddressBody.shape.detail)]}>
          <Input.TextArea placeholder="街道、门牌号等" maxLength={100} rows={2} />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked" wrapperCol={{ offset: 0 }} style={{ marginLeft: 96 }}>
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
