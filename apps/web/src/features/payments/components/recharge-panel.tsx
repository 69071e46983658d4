import { Button, Form, InputNumber, Modal } from 'antd';
import { RechargeBody, type PayProvider } from '@yc/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DemoPayBanner } from '../../../components/ui/demo-pay-banner';
import { useChosenProvider } from '../../../api/get-pay-channels';
import { PayProviderChoice } from '../../../components/ui/pay-provider-choice';
import { QrCode } from '../../../components/ui/qr-code';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { formatTime } from '../../../lib/format/time';
import { yuan } from '../../../lib/format/money';
import { useChargeIndex } from '../api/get-charge-index';
import { useRechargeCheck } from '../api/check-recharge';
import { useCreateRecharge } from '../api/create-recharge';
import { RECHARGE_STATUS_TEXT } from '../lib/status-text';
import { providerPage } from '../lib/provider-page';
import { RECHARGE_POLL_MS } from './recharge-result';
import styles from './wallet-pay.module.css';

/**
 * Amount options with a custom amount and the online provider; the order is paid on the provider's page, which returns to
 * /wdqb_yegl?recharge_id=, or by WeChat Pay's QR code here, while the result below follows the recharge until it is paid.
 */
export function RechargePanel() {
  const [form] = Form.useForm<{ amount?: number }>();
  const picked = Form.useWatch('amount', form);
  const charge = useChargeIndex().data;
  const create = useCreateRecharge();
  const [provider, setProvider] = useState<PayProvider | null>(null);
  const payType = useChosenProvider(provider);
  const [, setSearch] = useSearchParams();
  const [qr, setQr] = useState<{ id: number; codeUrl: string } | null>(null);
  const paidByQr = useRechargeCheck(qr?.id ?? 0, { pollMs: RECHARGE_POLL_MS, enabled: qr !== null }).data?.status === 'paid';

  const onFinish = ({ amount }: { amount?: number }) =>
    create.mutate(RechargeBody.parse({ amount, pay_type: payType }), {
      onSuccess: (order) => {
        if (order.pay_url) providerPage.open(order.pay_url);
        else if (order.code_url) {
          setQr({ id: order.id, codeUrl: order.code_url });
          setSearch({ recharge_id: String(order.id) }, { replace: true });
        }
      },
    });

  return (
    <div className={styles.recharge}>
      <Form form={form} name="recharge" layout="vertical" onFinish={onFinish} className={styles.rechargeForm}>
        <DemoPayBanner className={styles.notice} />
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
        <Form.Item label="支付方式">
          <PayProviderChoice value={payType} onChange={setProvider} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" disabled={!payType} loading={create.isPending || (create.isSuccess && !qr)}>
          立即充值
        </Button>
        <p className={`${styles.muted} ${styles.small}`}>点击后将前往在线支付页面完成付款，支付成功后自动返回本页并到账。</p>
      </Form>
      <Modal open={qr !== null && !paidByQr} title="微信扫码支付" footer={null} onCancel={() => setQr(null)}>
        {qr && <QrCode text={qr.codeUrl} size={200} label="微信支付二维码" />}
        <p className={styles.muted}>请打开微信“扫一扫”扫描二维码付款，支付完成后自动到账。</p>
      </Modal>
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
