import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Space } from 'antd';
import { smsCode, type SmsCodeSent, type SmsPurpose } from '@yc/contracts';
import { isApiError } from '../../../lib/http';
import { sendSmsCode } from '../../../lib/sms-code';
import styles from './sms-code-field.module.css';
import { useResendCountdown } from './use-resend-countdown';
import { zodRule } from './zod-rule';

/** How the code is sent: through POST /api/user/sms_code for a purpose, or another call that sends one (a company invitation's resend). */
type CodeSender = { purpose: SmsPurpose } | { send: (phone: string) => Promise<SmsCodeSent> };

type SmsCodeFieldProps = CodeSender & {
  /** The phone to send to, or null when the form's phone field is not valid yet (that field says why). */
  phone: () => Promise<string | null>;
  /** A refusal of the send (a 422 on the phone): the form puts it under its own phone field. */
  onSendError?: (error: unknown) => void;
  label?: string;
  placeholder?: string;
};

/** The `code` field of a form and its 获取验证码 button, which counts down the 60 seconds before another may be sent. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { phone, onSendError, label = '验证码', placeholder = '请输入6位短信验证码' } = props;
  const { message } = App.useApp();
  const send = useMutation({
    mutationFn: (to: string) => ('send' in props ? props.send(to) : sendSmsCode({ phone: to, purpose: props.purpose })),
  });
  const countdown = useResendCountdown();

  const sendCode = async () => {
    const to = await phone();
    if (!to) return;
    send.mutate(to, {
      onSuccess: (sent) => {
        countdown.start(sent.resend_in);
        void message.success('验证码已发送，请注意查收');
      },
      onError: (error) => {
        onSendError?.(error);
        // 验证码发送过于频繁，请N秒后再试: the button waits those seconds too.
        const wait = isApiError(error) ? /(\d+)秒后/.exec(error.message)?.[1] : undefined;
        if (wait) countdown.start(Number(wait));
      },
    });
  };

  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[zodRule(smsCode)]}>
          <Input placeholder={placeholder} aria-label={label} maxLength={6} autoComplete="one-time-code" inputMode="numeric" />
        </Form.Item>
        <Button className={styles.codeButton} onClick={() => void sendCode()} disabled={countdown.seconds > 0} loading={send.isPending}>
          {countdown.seconds > 0 ? `${countdown.seconds}秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
