import { App, Form, InputNumber, Radio } from 'antd';
import { CreditRepayCreateBody, CreditRepayPayBody, payPassword, type PayProvider } from '@yc/contracts';
import { useEffect, useState } from 'react';
import { DemoPayBanner } from '../../../components/ui/demo-pay-banner';
import { FormDialog } from '../../../components/ui/form-dialog';
import { PayPasswordInput } from '../../../components/ui/form/pay-password-input';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { PayPasswordUnsetAlert } from '../../../components/ui/pay-password-unset';
import { useChosenProvider } from '../../../api/get-pay-channels';
import { PayProviderChoice } from '../../../components/ui/pay-provider-choice';
import { QrCode } from '../../../components/ui/qr-code';
import { yuan } from '../../../lib/format/money';
import { useSessionStore } from '../../../stores/session';
import { useRepaymentCheck } from '../api/check-credit-repayment';
import { useCreateCreditRepayment } from '../api/create-credit-repayment';
import { useWalletSummary } from '../../../api/get-wallet-summary';
import { usePayCreditRepayment } from '../api/pay-credit-repayment';
import { providerPage, pendingRepayment } from '../lib/provider-page';
import styles from './wallet-pay.module.css';

interface RepayValues {
  amount?: number;
  method: 'wallet' | 'online';
  /** Asked when repaying from the wallet. */
  pay_password?: string;
}

/** While WeChat Pay's QR code is shown, the repayment is read again until the notification has settled it. */
const QR_POLL_MS = 2000;

/** Repaying credit: a repayment order for the amount (all that is owed by default), then paid from the wallet or online. */
export function RepayDialog({ owed, onClose }: { owed: number; onClose: () => void }) {
  const [form] = Form.useForm<RepayValues>();
  const { message } = App.useApp();
  const balance = useWalletSummary().data?.balance;
  const create = useCreateCreditRepayment();
  const pay = usePayCreditRepayment();
  const passwordSet = useSessionStore((state) => state.user?.pay_password_set === 1);
  const method = Form.useWatch('method', form) ?? 'wallet';
  const [provider, setProvider] = useState<PayProvider | null>(null);
  const payType = useChosenProvider(provider);
  const blocked = (method === 'wallet' && !passwordSet) || (method === 'online' && !payType);
  const [qr, setQr] = useState<{ id: number; codeUrl: string; amount: number } | null>(null);
  const settledByQr = useRepaymentCheck(qr?.id ?? null, QR_POLL_MS).data?.status === 'succeeded';

  useEffect(() => {
    if (!settledByQr || !qr) return;
    void message.success(`还款成功，已还款 ${yuan(qr.amount)}`);
    onClose();
  }, [settledByQr, qr, message, onClose]);

  const onFinish = async ({ amount, method, pay_password }: RepayValues) => {
    const repayment = await create.mutateAsync(CreditRepayCreateBody.parse({ amount }));
    const paid = await pay.mutateAsync(
      CreditRepayPayBody.parse({ id: repayment.id, method, ...(method === 'wallet' ? { pay_password } : { pay_type: payType }) }),
    );
    if (paid.status === 'succeeded') {
      void message.success(`还款成功，已还款 ${yuan(repayment.amount)}`);
      onClose();
    } else if (paid.pay_url) {
      pendingRepayment.remember(repayment.id);
      providerPage.open(paid.pay_url);
    } else if (paid.code_url) {
      setQr({ id: repayment.id, codeUrl: paid.code_url, amount: repayment.amount });
    }
  };

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="账期还款"
      okText="确认还款"
      busy={create.isPending || pay.isPending || pay.isSuccess}
      okButtonProps={{ disabled: blocked }}
    >
      <Form
        form={form}
        name="repay"
        layout="vertical"
        initialValues={{ amount: owed, method: 'wallet' }}
        onFinish={(values) => onFinish(values).catch(() => undefined)}
      >
        <DemoPayBanner className={styles.notice} />
        <p>
          待还金额：<strong className={styles.spend}>{yuan(owed)}</strong>
        </p>
        <Form.Item name="amount" label="还款金额（元）" rules={[zodRule(CreditRepayCreateBody.shape.amount)]}>
          <InputNumber<number> min={0.01} max={owed} precision={2} prefix="¥" className={styles.full} />
        </Form.Item>
        <Form.Item name="method" label="还款方式" rules={[zodRule(CreditRepayPayBody.shape.method)]}>
          <Radio.Group
            options={[
              { value: 'wallet', label: `余额支付${balance === undefined ? '' : `（可用 ${yuan(balance)}）`}` },
              { value: 'online', label: '在线支付' },
            ]}
          />
        </Form.Item>
        {method === 'online' && (
          <Form.Item label="在线支付方式">
            <PayProviderChoice value={payType} onChange={setProvider} />
          </Form.Item>
        )}
        {qr && (
          <div role="group" aria-label="微信扫码支付">
            <QrCode text={qr.codeUrl} size={200} label="微信支付二维码" />
            <p className={styles.muted}>请打开微信“扫一扫”扫描二维码还款，支付完成后自动确认。</p>
          </div>
        )}
        {method === 'wallet' &&
          (passwordSet ? (
            <Form.Item name="pay_password" label="支付密码" required rules={[zodRule(payPassword())]}>
              <PayPasswordInput />
            </Form.Item>
          ) : (
            <PayPasswordUnsetAlert />
          ))}
      </Form>
    </FormDialog>
  );
}
