import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { LoginBody } from '@yc/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { SmartLink } from '../../../components/ui/smart-link';
import { paths } from '../../../config/paths';
import { useLoginPicture } from '../api/get-login-picture';
import { useLogin } from '../api/login';
import { redirectTarget } from '../lib/redirect-target';
import { markReloadAfterLogin } from '../lib/reload-after-login';
import styles from './login-page.module.css';

/** Account login; a refusal (wrong password, locked) shows in the form instead of a dialog. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [refusal, setRefusal] = useState('');
  const login = useLogin({ onBizError: (error) => setRefusal(error.message) });
  const picture = useLoginPicture().data?.[0];

  const onFinish = (values: unknown) => {
    setRefusal('');
    login.mutate(LoginBody.parse(values), {
      onSuccess: () => {
        markReloadAfterLogin();
        navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
      },
    });
  };

  return (
    <div className={styles.stage}>
      <div className={styles.inner}>
        {picture && (
          <SmartLink to={picture.url} className={styles.picture}>
            <img src={picture.image} alt={picture.title ?? '药采云'} width={1200} height={460} />
          </SmartLink>
        )}
        <section className={styles.card} aria-label="账号登录">
          <h2 className={styles.title}>账号登录</h2>
          {refusal && <Alert type="error" title={refusal} showIcon className={styles.alert} />}
          <Form name="login" size="large" onFinish={onFinish} autoComplete="on">
            <Form.Item name="username" rules={[zodRule(LoginBody.shape.username)]}>
              <Input prefix={<UserOutlined />} placeholder="请输入手机号" aria-label="手机号" autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" rules={[zodRule(LoginBody.shape.password)]}>
              <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" aria-label="密码" autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending || login.isSuccess}>
              登 录
            </Button>
          </Form>
          <div className={styles.links}>
            <Link to={paths.forget}>忘记密码？</Link>
            <Link to={paths.register} className={styles.register}>
              免费注册
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
