import { App, Form, InputNumber } from 'antd';
import { fenToYuan, type CompanyMember } from '@yc/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { serverFieldErrors } from '../../../components/ui/form/server-errors';
import { useSetMemberLimits } from '../api/set-member-limits';
import { COMPANY_LABELS } from '../lib/form-labels';
import { limitFen, limitRule } from '../lib/limits';
import styles from './company.module.css';

interface LimitsValues {
  order: number | null;
  month: number | null;
}

interface LimitsDialogProps {
  member: CompanyMember;
  store: CompanyMember['stores'][number];
  onClose: () => void;
}

/** The form's yuan fields and the API's fen fields a 422 names. */
const API_FIELDS = [
  ['order', 'order_limit_fen'],
  ['month', 'month_limit_fen'],
] as const;

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** 设置限额 of a member in one store, typed in yuan and sent in fen; empty means no limit. An order over either waits for approval. */
export function LimitsDialog({ member, store, onClose }: LimitsDialogProps) {
  const [form] = Form.useForm<LimitsValues>();
  const { message } = App.useApp();
  const save = useSetMemberLimits();

  const onFinish = (values: LimitsValues) =>
    save.mutate(
      {
        id: member.id,
        body: { store_id: store.store_id, order_limit_fen: limitFen(values.order), month_limit_fen: limitFen(values.month) },
      },
      {
        onSuccess: () => {
          void message.success('限额已更新');
          onClose();
        },
        onError: (error) => {
          const errors = serverFieldErrors(error);
          form.setFields(API_FIELDS.flatMap(([name, field]) => (errors[field] ? [{ name, errors: [errors[field]] }] : [])));
        },
      },
    );

  const amount = (label: string) => (
    <InputNumber<number> aria-label={label} className={styles.amountInput} min={0} precision={2} prefix="¥" placeholder="不填为不限" />
  );

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`设置限额：${member.name} · ${store.company}`}
      okText="保存"
      busy={save.isPending}
    >
      <Form
        form={form}
        name="company-limits"
        {...COMPANY_LABELS}
        onFinish={onFinish}
        initialValues={{ order: yuanOrNull(store.order_limit_fen), month: yuanOrNull(store.month_limit_fen) }}
      >
        <Form.Item name="order" label="单笔限额" rules={[limitRule('order_limit_fen')]} extra="单笔订单超过此金额须审批">
          {amount('单笔限额（元）')}
        </Form.Item>
        <Form.Item name="month" label="月度限额" rules={[limitRule('month_limit_fen')]} extra="本月累计下单超过此金额须审批">
          {amount('月度限额（元）')}
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
