import { Form, Input, type FormInstance } from 'antd';
import { MOBILE_RE, RegisterBody, type SmsPurpose } from '@yc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { SmsCodeField } from '../../../components/ui/form/sms-code-field';
import { validatedPhone } from '../../../components/ui/form/validated-phone';
import { paths } from '../../../config/paths';
import { phoneExistsQueryOptions, usePhoneExists } from '../api/get-phone-exists';
import { PHONE_TAKEN, PHONE_UNKNOWN } from '../lib/flows';
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
  const typed = String(Form.useWatch('phone', form) ?? '').trim();
  const settled = useDebouncedValue(typed, PHONE_CHECK_DEBOUNCE_MS);
  const checkable = MOBILE_RE.test(settled);
  const check = usePhoneExists(settled, { enabled: checkable });
  const queryClient = useQueryClient();

  // The field's rule reads the answers already in the query cache; a new answer re-runs it.
  useEffect(() => {
    if (check.data && form.isFieldTouched('phone')) form.validateFields(['phone']).catch(() => undefined);
  }, [check.data, form]);

  const answered = checkable && settled === typed && check.data !== undefined;
  const refusal = answered && check.data ? refusalFor(purpose, check.data.exists) : null;
  const available = answered && refusal === null;

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
      <SmsCodeField purpose={purpose} phone={() => validatedPhone(form)} onSendError={(error) => showServerErrors(form, error, ['phone'])} />
    </>
  );
}
