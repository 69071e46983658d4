import { Form } from 'antd';
import { PayPasswordInput } from '../../../components/ui/form/pay-password-input';
import { PayPasswordUnsetAlert } from '../../../components/ui/pay-password-unset';
import styles from './order-pay.module.css';

interface PayPasswordFieldProps {
  /** false: the login has none yet, so the buyer is sent to set one. */
  isSet: boolean;
  value: string;
  onChange(value: string): void;
  error: string | null;
}

/** Under the wallet or credit method: the six boxes of the 支付密码 the payment asks for. */
export function PayPasswordField({ isSet, value, onChange, error }: PayPasswordFieldProps) {
  if (!isSet) return <PayPasswordUnsetAlert className={styles.alert} />;
  return (
    <Form.Item
      className={styles.payPassword}
      label="支付密码"
      htmlFor="pay-password"
      required
      validateStatus={error ? 'error' : undefined}
      help={error ?? '余额支付和账期支付需输入6位支付密码'}
    >
      <PayPasswordInput id="pay-password" value={value} onChange={onChange} />
    </Form.Item>
  );
}
