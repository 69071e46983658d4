import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AdminLoginBody, MustChangePassword, newPassword } from '@yc/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { zodRule } from '../../components/ui/form/zod-rule';
import { paths } from '../../config/paths';
import { useAdminLogin } from '../api/session';
import { CONSOLE_TITLE, useConsoleTitle } from '../lib/title';
import styles from './admin-login-page.module.css';

/** Back to the console page that asked for the login; never out of the console. */
const consoleTarget = (redirect: string | null): string =>
  redirect && redirect.startsWith(`${paths.admin}/`) && !redirect.startsWith(paths.adminLogin) ? redirect : paths.admin;

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [refusal, setRefusal] = useState('');
  // The right password of an account that must set its own first: the same login is sent again with new_password.
  const [firstLogin, setFirstLogin] = useState<AdminLoginBody | null>(null);
  const sent = useRef<AdminLoginBody | null>(null);
  const login = useAdminLogin({
    onBizError: (error) => {
      if (MustChangePassword.safeParse(error.data).success) setFirstLogin(sent.current);
      setRefusal(error.message);
    },
  });
  useConsoleTitle('登录');

  const send = (body: AdminLoginBody) => {
    setRefusal('');
    sent.current = body;
    login.mutate(body, { onSuccess: () => navigate(consoleTarget(searchParams.get('redirect')), { replace: true }) });
  };
  const onFinish = (values: unknown) => send(AdminLoginBody.parse(values));
  const onNewPassword = ({ new_password }: { new_password: string }) => firstLogin && send({ ...firstLogin, new_password });

  return (
    <div className={styles.stage}>
      <section className={styles.card} aria-label="管理后台登录">
        <h1 className={styles.title}>{CONSOLE_TITLE}</h1>
        <p className={styles.subtitle}>员工账号登录</p>
        {refusal && <Alert type={firstLogin ? 'info' : 'error'} title={refusal} showIcon className={styles.alert} />}
        {firstLogin ? (
          <Form name="admin-first-password" size="large" onFinish={onNewPassword}>
            <Form.Item name="new_password" rules={[zodRule(newPassword('新密码'))]}>
              <Input.Password prefix={<LockOutlined />} placeholder="请输入新密码" aria-label="新密码" autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              dependencies={['new_password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    v === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致')),
                }),
              ]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="请再次输入新密码"
                aria-label="确认新密码"
                autoComplete="new-password"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              设置新密码并登录
            </Button>
          </Form>
        ) : (
          <Form name="admin-login" size="large" onFinish={onFinish} autoComplete="on">
            <Form.Item name="username" rules={[zodRule(AdminLoginBody.shape.username)]}>
              <Input prefix={<UserOutlined />} placeholder="请输入用户名" aria-label="用户名" autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" rules={[zodRule(AdminLoginBody.shape.password)]}>
              <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" aria-label="密码" autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending}>
              登 录
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}
