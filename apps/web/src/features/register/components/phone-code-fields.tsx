import { App, Button, Form, Input, Space, type FormInstance } from 'antd';
import { MOBILE_RE, RegisterBody, type SmsPurpose } from '@yc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/http';
import { phoneExistsQueryOptions, usePhoneExists } from '../api/get-phone-exists';
import { useSendSmsCode } from '../api/send-sms-code';
import { PHONE_TAKEN, PHONE_UNKNOWN } from '../lib/flows';
import { useCountdown } from '../lib/use-countdown';
import { useDebouncedValue } from '../lib/use-debounced-value';
import styles from './register.module.css';

/** How long typing must pause before the phone is looked up. */
const PHONE_CHECK_DEBOUNCE_MS = 400;

interface PhoneCodeFieldsProps {
  form: FormInstance;
  /** register: the phone must be new; forget: it must have a login. */
  purpose: SmsPurpose;
}

const refusalFor = (purpose: SmsPurpose, exists: number): string | null =>
  purpose === 'register' ? (exists === 1 ? PHONE_TAKEN : null) : exists === 0 ? PHONE_UNKNOWN : null;

/** Phone (checked against existing logins as the buyer types) and SMS code with its 60-second resend countdown. */
export function PhoneCodeFields({ form, purpose }: PhoneCodeFieldsProps) {
  const { message } = App.useApp();
  const typed = String(Form.useWatch('phone', form) ?? '').trim();
  const settled = useDebouncedValue(typed, PHONE_CHECK_DEBOUNCE_MS);
  const checkable = MOBILE_RE.test(settled);
  const check = usePhoneExists(settled, { enabled: checkable });
  const queryClient = useQueryClient();
  const send = useSendSmsCode();
  const countdown = useCountdown();

  // The field's rule reads the answers already in the query cache; a new answer re-runs it.
  useEffect(() => {
    if (check.data && form.isFieldTouched('phone')) form.validateFields(['phone']).catch(() => undefined);
  }, [check.data, form]);

  const answered = checkable && settled === typed && check.data !== undefined;
  const refusal = answered && check.data ? refusalFor(purpose, check.data.exists) : null;
  const available = answered && refusal === null;

  const sendCode = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    const phone = String(form.getFieldValue('phone')).trim();
    send.mutate(
      { phone, purpose },
      {
        onSuccess: (sent) => {
          countdown.start(sent.resend_in);
          void message.success('验证码已发送，请注意查收');
        },
        onError: (error) => {
          showServerErrors(form, error, ['phone']);
          // 验证码发送过于频繁，请N秒后再试: the button waits those seconds too.
          const wait = isApiError(error) ? /(\d+)秒后/.exec(error.message)?.[1] : undefined;
          if (wait) countdown.start(Number(wait));
        },
      },
    );
  };

  return (
    <>
      <Form.Item
        name="phone"
        label="手机号"
        required
        validateFirst
        rules={[
          zodRule(RegisterBody.shape.phone),
          {
            validator: async (_rule, value: unknown) => {
              const answer = queryClient.getQueryData(phoneExistsQueryOptions(String(value ?? '').trim()).queryKey);
              const known = answer ? refusalFor(purpose, answer.exists) : null;
              if (known) throw new Error(known);
            },
          },
        ]}
        extra={
          refusal === PHONE_TAKEN ? (
            <span>
              已有账号？<Link to={paths.login}>去登录</Link>
            </span>
          ) : available && purpose === 'register' ? (
            <span className={styles.ok}>该手机号可以注册</span>
          ) : undefined
        }
      >
        <Input placeholder="请输入11位手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[zodRule(RegisterBody.shape.code)]}>
            <Input placeholder="请输入6位短信验证码" aria-label="验证码" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <Button className={styles.codeButton} onClick={sendCode} disabled={countdown.seconds > 0} loading={send.isPending}>
            {countdown.seconds > 0 ? `${countdown.seconds}秒后重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
