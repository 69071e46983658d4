import { App, Checkbox, Form, Input } from 'antd';
import { AddressBody, type AddressView } from '@yc/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { ProvinceSelect } from '../../../components/ui/province-select';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import styles from './member.module.css';

interface AddressValues {
  consignee?: string;
  phone?: string;
  province?: string;
  city?: string;
  district?: string;
  detail?: string;
  is_default?: boolean;
}

export interface AddressDialogProps {
  open: boolean;
  /** The address being edited; absent for a new one. */
  address?: AddressView;
  onClose: () => void;
  /** The address as saved, before the dialog closes (checkout picks a new one for the order). */
  onSaved?: (address: AddressView) => void;
}

const FIELDS = ['consignee', 'phone', 'province', 'city', 'district', 'detail', 'is_default'] as const;

function AddressForm({ address, onClose, onSaved }: Omit<AddressDialogProps, 'open'>) {
  const [form] = Form.useForm<AddressValues>();
  const { message } = App.useApp();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;

  const onFinish = (values: AddressValues) => {
    const body = AddressBody.parse({ ...values, district: values.district ?? '', is_default: values.is_default ? 1 : 0 });
    const handlers = {
      onSuccess: (saved: AddressView) => {
        void message.success('保存成功');
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => showServerErrors(form, error, FIELDS),
    };
    if (address) update.mutate({ id: address.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={address ? '编辑收货地址' : '新增收货地址'}
      okText="保存"
      busy={saving}
      width={560}
    >
      <Form
        form={form}
        name="address"
        labelCol={{ flex: '96px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={address ? { ...address, is_default: address.is_default === 1 } : { is_default: false }}
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
          <ProvinceSelect className={styles.fullWidth} />
        </Form.Item>
        <Form.Item name="city" label="城市" required rules={[zodRule(AddressBody.shape.city)]}>
          <Input placeholder="请输入城市" maxLength={20} />
        </Form.Item>
        <Form.Item name="district" label="区县" rules={[zodRule(AddressBody.shape.district)]}>
          <Input placeholder="选填" maxLength={20} />
        </Form.Item>
        <Form.Item name="detail" label="详细地址" required rules={[zodRule(AddressBody.shape.detail)]}>
          <Input.TextArea placeholder="街道、门牌号、店名等" maxLength={100} autoSize={{ minRows: 2, maxRows: 3 }} />
        </Form.Item>
        <Form.Item name="is_default" label=" " colon={false} valuePropName="checked">
          <Checkbox>设为默认收货地址</Checkbox>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** Adds or edits one delivery address, at /addr and from checkout; the form is new each time the dialog opens. */
export function AddressDialog({ open, address, onClose, onSaved }: AddressDialogProps) {
  return open ? <AddressForm key={address?.id ?? 'new'} address={address} onClose={onClose} onSaved={onSaved} /> : null;
}
