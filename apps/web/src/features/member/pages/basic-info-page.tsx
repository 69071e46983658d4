import { App, Button, Descriptions, Form, Input } from 'antd';
import { UpdateUserInfoBody } from '@yc/contracts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { SmsCodeField } from '../../../components/ui/form/sms-code-field';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { SectionPanel } from '../../../components/ui/section-panel';
import { PAY_PASSWORD_ANCHOR, paths } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session';
import { useUpdateUserInfo } from '../api/update-user-info';
import styles from '../components/member.module.css';
import { PayPasswordPanel } from '../components/pay-password-panel';

const LABELS = { labelCol: { flex: '100px' }, wrapperCol: { flex: 'auto' } } as const;

/**
 * Name and phone. The phone is the login name: a new one asks for the code sent to it and the login
 * password; a name alone is saved as it is.
 */
function ProfileForm({ name, phone }: { name: string; phone: string }) {
  const [form] = Form.useForm<UpdateUserInfoBody>();
  const { message } = App.useApp();
  const update = useUpdateUserInfo();
  const newPhone = String(Form.useWatch('phone', form) ?? phone).trim();
  const phoneChanged = newPhone !== phone;
  const validPhone = async (): Promise<string | null> => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return null;
    }
    return newPhone;
  };
  const onFinish = (values: UpdateUserInfoBody) =>
    update.mutate(UpdateUserInfoBody.parse(phoneChanged ? values : { name: values.name, phone }), {
      onSuccess: () => void message.success(phoneChanged ? '手机号已修改，请使用新手机号登录' : '保存成功'),
      onError: (error) => showServerErrors(form, error, ['name', 'phone', 'code', 'password']),
    });
  return (
    <Form
      form={form}
      name="profile"
      aria-label="修改资料"
      {...LABELS}
      initialValues={{ name, phone }}
      onFinish={onFinish}
      className={styles.formBlock}
    >
      <Form.Item name="name" label="姓名" required rules={[zodRule(UpdateUserInfoBody.shape.name)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="phone"
        label="手机号"
        required
        rules={[zodRule(UpdateUserInfoBody.shape.phone)]}
        extra="手机号即登录账号，修改后请使用新手机号登录"
      >
        <Input maxLength={11} />
      </Form.Item>
      {phoneChanged && (
        <>
          <SmsCodeField
            purpose="change_phone"
            phone={validPhone}
            placeholder="请输入新手机号收到的验证码"
            onSendError={(error) => showServerErrors(form, error, ['phone'])}
          />
          <Form.Item
            name="password"
            label="登录密码"
            required
            rules={[{ required: true, message: '请输入登录密码' }]}
            extra="修改手机号需验证当前登录密码，修改后原手机号将收到短信通知"
          >
            <Input.Password placeholder="请输入当前的登录密码" autoComplete="current-password" />
          </Form.Item>
        </>
      )}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存资料
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The login password changes like a forgotten one: the code sent to the login's phone proves the owner (spec: resetPassword {password}). */
function PasswordChange({ phone }: { phone: string }) {
  return (
    <p className={styles.formBlock}>
      修改登录密码需验证手机 {phone.slice(0, 3)}****{phone.slice(-4)} 收到的验证码，修改后请重新登录。{' '}
      <Link to={paths.forgetStep1}>验证手机并修改</Link>
    </p>
  );
}

/** /basic: the account as the site knows it, the login's own name and phone, and 账户安全 (login password, 支付密码). */
export function BasicInfoPage() {
  const user = useSessionStore((state) => state.user);
  const { hash } = useLocation();
  const ready = user !== null;
  // The pay page links here (/basic#pay-password) when the buyer has no 支付密码 yet.
  useEffect(() => {
    if (ready && hash === `#${PAY_PASSWORD_ANCHOR}`) document.getElementById(PAY_PASSWORD_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
  if (!user) return null;
  return (
    <>
      <SectionPanel title="基本信息">
        <Descriptions
          size="small"
          column={2}
          bordered
          items={[
            { key: 'username', label: '登录账号', children: user.username },
            { key: 'company', label: '企业名称', children: user.company },
            { key: 'customer', label: '客户类型', children: user.customer || '—' },
            { key: 'rank', label: '会员等级', children: user.rank },
            {
              key: 'manager',
              label: user.admin.is_default === 0 ? '专属客户经理' : '客户经理',
              children: `${user.admin.name} ${user.admin.phone}`,
            },
            { key: 'passed', label: '资质状态', children: user.is_passed === 1 ? '已通过' : '审核中' },
          ]}
        />
      </SectionPanel>
      <SectionPanel level={2} title="修改资料">
        <ProfileForm key={`${user.name}-${user.phone}`} name={user.name} phone={user.phone} />
      </SectionPanel>
      <SectionPanel title="账户安全">
        <SectionPanel level={2} title="修改登录密码">
          <PasswordChange phone={user.phone} />
        </SectionPanel>
        <div id={PAY_PASSWORD_ANCHOR}>
          <SectionPanel level={2} title="支付密码">
            <PayPasswordPanel phone={user.phone} isSet={user.pay_password_set === 1} />
          </SectionPanel>
        </div>
      </SectionPanel>
    </>
  );
}
