import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AdminLoginBody } from '@yc/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
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
  const login = useAdminLogin({ onBizError: (error) => setRefusal(error.message) });
  useConsoleTitle('登录');

  const onFinish = (values: unknown) => {
    setRefusal('');
    login.mutate(AdminLoginBody.parse(values), {
      onSuccess: () => navigate(consoleTarget(searchParams.get('redirect')), { replace: true }),
    });
  };

  return (
    <div className={styles.stage}>
      <section className={styles.card} aria-label="管理后台登录">
        <h1 className={styles.title}>{CONSOLE_TITLE}</h1>
        <p className={styles.subtitle}>员工账号登录</p>
        {refusal && <Alert type="error" title={refusal} showIcon className={styles.alert} />}
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
      </section>
    </div>
  );
}
