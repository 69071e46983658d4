import { App, Button, Descriptions, Form, Input } from 'antd';
import { ResetPasswordBody, UpdateUserInfoBody } from '@yc/contracts';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { NewPasswordFields } from '../../../components/ui/form/new-password-fields';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useSessionStore } from '../../../stores/session';
import { useResetPassword } from '../api/reset-password';
import { useUpdateUserInfo } from '../api/update-user-info';
import styles from '../components/member.module.css';

const LABELS = { labelCol: { flex: '100px' }, wrapperCol: { flex: 'auto' } } as const;

function ProfileForm({ name, phone }: { name: string; phone: string }) {
  const [form] = Form.useForm<UpdateUserInfoBody>();
  const { message } = App.useApp();
  const update = useUpdateUserInfo();
  const onFinish = (values: UpdateUserInfoBody) =>
    update.mutate(UpdateUserInfoBody.parse(values), {
      onSuccess: () => void message.success('保存成功'),
      onError: (error) => showServerErrors(form, error, ['name', 'phone']),
    });
  return (
    <Form form={form} name="profile" {...LABELS} initialValues={{ name, phone }} onFinish={onFinish} className={styles.formBlock}>
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
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存资料
        </Button>
      </Form.Item>
    </Form>
  );
}

interface PasswordValues {
  old_password: string;
  password: string;
  confirm: string;
}

function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const reset = useResetPassword();
  const onFinish = ({ old_password, password }: PasswordValues) =>
    reset.mutate(ResetPasswordBody.parse({ old_password, password }), {
      onSuccess: () => {
        form.resetFields();
        void message.success('密码修改成功，其他设备上的登录已退出');
      },
      onError: (error) => showServerErrors(form, error, ['old_password', 'password']),
    });
  return (
    <Form form={form} name="password" {...LABELS} onFinish={onFinish} autoComplete="off" className={styles.formBlock}>
      <Form.Item name="old_password" label="原密码" required rules={[zodRule(ResetPasswordBody.shape.old_password)]}>
        <Input.Password placeholder="请输入当前的登录密码" autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields noun="新密码" placeholder="请输入新密码" rule={ResetPasswordBody.shape.password} />
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={reset.isPending}>
          修改密码
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /basic: the account as the site knows it, the login's own name and phone, and its password. */
export function BasicInfoPage() {
  const user = useSessionStore((state) => state.user);
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
      <SectionPanel level={2} title="修改密码">
        <PasswordForm />
      </SectionPanel>
    </>
  );
}
