import { App, Form, Tabs } from 'antd';
import { newPayPassword, PayPasswordChangeBody, PayPasswordCodeBody } from '@yc/contracts';
import { PayPasswordInput } from '../../../components/ui/form/pay-password-input';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { SmsCodeField } from '../../../components/ui/form/sms-code-field';
import { SIDE_LABELS, SubmitRow } from '../../../components/ui/form/submit-row';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { useChangePayPassword } from '../api/change-pay-password';
import { useResetPayPassword } from '../api/reset-pay-password';
import { useSetPayPassword } from '../api/set-pay-password';
import styles from './member.module.css';

const MISMATCH = '两次输入的支付密码不一致';
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** The new 支付密码 typed twice, as `password` and `confirm`. */
function NewPayPasswordFields({ label }: { label: string }) {
  return (
    <>
      <Form.Item name="password" label={label} required rules={[zodRule(newPayPassword)]} extra="6位数字，不能是相同或连续的数字">
        <PayPasswordInput aria-label={label} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认支付密码"
        dependencies={['password']}
        validateFirst
        rules={[
          { required: true, message: '请再次输入支付密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value !== getFieldValue('password')) throw new Error(MISMATCH);
            },
          }),
        ]}
      >
        <PayPasswordInput aria-label="确认支付密码" />
      </Form.Item>
    </>
  );
}

interface CodeValues {
  code: string;
  password: string;
  confirm: string;
}

/** First time (set) or forgotten (reset): the code sent to the login's phone proves the owner. */
function CodeForm({ phone, mode }: { phone: string; mode: 'set' | 'reset' }) {
  const [form] = Form.useForm<CodeValues>();
  const { message } = App.useApp();
  const set = useSetPayPassword();
  const reset = useResetPayPassword();
  const save = mode === 'set' ? set : reset;
  const onFinish = ({ code, password }: CodeValues) =>
    save.mutate(PayPasswordCodeBody.parse({ code, password }), {
      onSuccess: () => {
        form.resetFields();
        void message.success(mode === 'set' ? '支付密码设置成功' : '支付密码已重置');
      },
      onError: (error) => showServerErrors(form, error, ['code', 'password']),
    });
  return (
    <Form
      form={form}
      name={`pay-password-${mode}`}
      aria-label={mode === 'set' ? '设置支付密码' : '重置支付密码'}
      {...SIDE_LABELS}
      onFinish={onFinish}
      autoComplete="off"
      className={styles.formBlock}
    >
      <Form.Item label="登录手机号">{masked(phone)}</Form.Item>
      <SmsCodeField purpose="pay_password" phone={async () => phone} />
      <NewPayPasswordFields label={mode === 'set' ? '支付密码' : '新支付密码'} />
      <SubmitRow loading={save.isPending}>{mode === 'set' ? '设置支付密码' : '重置支付密码'}</SubmitRow>
    </Form>
  );
}

interface ChangeValues {
  old_password: string;
  password: string;
  confirm: string;
}

function ChangeForm() {
  const [form] = Form.useForm<ChangeValues>();
  const { message } = App.useApp();
  const change = useChangePayPassword();
  const onFinish = ({ old_password, password }: ChangeValues) =>
    change.mutate(PayPasswordChangeBody.parse({ old_password, password }), {
      onSuccess: () => {
        form.resetFields();
        void message.success('支付密码修改成功');
      },
      onError: (error) => showServerErrors(form, error, ['old_password', 'password']),
    });
  return (
    <Form
      form={form}
      name="pay-password-change"
      aria-label="修改支付密码"
      {...SIDE_LABELS}
      onFinish={onFinish}
      autoComplete="off"
      className={styles.formBlock}
    >
      <Form.Item name="old_password" label="原支付密码" required rules={[zodRule(PayPasswordChangeBody.shape.old_password)]}>
        <PayPasswordInput aria-label="原支付密码" />
      </Form.Item>
      <NewPayPasswordFields label="新支付密码" />
      <SubmitRow loading={change.isPending}>修改支付密码</SubmitRow>
    </Form>
  );
}

/** 账户安全's 支付密码, asked when paying from the wallet or on credit: set it first, then change it or reset a forgotten one. */
export function PayPasswordPanel({ phone, isSet }: { phone: string; isSet: boolean }) {
  if (!isSet) {
    return (
      <>
        <p className={styles.muted}>使用余额支付、账期支付和余额还款时需输入支付密码，请先设置。</p>
        <CodeForm phone={phone} mode="set" />
      </>
    );
  }
  return (
    <Tabs
      items={[
        { key: 'change', label: '修改支付密码', children: <ChangeForm /> },
        { key: 'reset', label: '忘记支付密码', children: <CodeForm phone={phone} mode="reset" /> },
      ]}
    />
  );
}
