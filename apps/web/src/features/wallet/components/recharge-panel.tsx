import { Button, Form, InputNumber } from 'antd';
import { RechargeBody } from '@yc/contracts';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { formatTime } from '../../../lib/format/time';
import { yuan } from '../../../lib/format/money';
import { useChargeIndex } from '../api/get-charge-index';
import { useCreateRecharge } from '../api/create-recharge';
import { RECHARGE_STATUS_TEXT } from '../lib/status-text';
import { payPage } from '../lib/pay-page';
import styles from './wallet.module.css';

/** Amount options with a custom amount; the order is paid on the provider's page, which returns to /wdqb_yegl?recharge_id=. */
export function RechargePanel() {
  const [form] = Form.useForm<{ amount?: number }>();
  const picked = Form.useWatch('amount', form);
  const charge = useChargeIndex().data;
  const create = useCreateRecharge();

  const onFinish = ({ amount }: { amount?: number }) =>
    create.mutate(RechargeBody.parse({ amount }), { onSuccess: (order) => order.pay_url && payPage.open(order.pay_url) });

  return (
    <div className={styles.recharge}>
      <Form form={form} name="recharge" layout="vertical" onFinish={onFinish} className={styles.rechargeForm}>
        <Form.Item label="选择充值金额">
          <div className={styles.amounts} role="group" aria-label="充值金额选项">
            {(charge?.options ?? []).map((option) => (
              <Button
                key={option}
                className={`${styles.amount} ${picked === option ? styles.amountPicked : ''}`}
                aria-pressed={picked === option}
                onClick={() => form.setFieldsValue({ amount: option })}
              >
                ¥{option}
              </Button>
            ))}
          </div>
        </Form.Item>
        <Form.Item
          name="amount"
          label="充值金额（元）"
          required
          rules={[zodRule(RechargeBody.shape.amount)]}
          extra="可直接输入其他金额，1元至100万元的整数"
        >
          <InputNumber<number> placeholder="其他金额" prefix="¥" style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={create.isPending || create.isSuccess}>
          立即充值
        </Button>
        <p className={`${styles.muted} ${styles.small}`}>点击后将前往在线支付页面完成付款，支付成功后自动返回本页并到账。</p>
      </Form>
      <aside className={styles.records} aria-label="最近充值记录">
        <h3 className={styles.recordsTitle}>最近充值记录</h3>
        {charge && charge.records.length > 0 ? (
          <ul className={styles.recordList}>
            {charge.records.map((record) => (
              <li key={record.id}>
                <span>{formatTime(record.created_at)}</span>
                <span>{yuan(record.amount)}</span>
                <span className={record.status === 'paid' ? styles.income : styles.muted}>
                  {RECHARGE_STATUS_TEXT[record.status] ?? record.status}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={`${styles.muted} ${styles.small}`}>暂无充值记录</p>
        )}
      </aside>
    </div>
  );
}
