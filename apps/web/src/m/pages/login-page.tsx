import { LoginBody } from '@yc/contracts';
import { useState } from 'react';
import { useUserBase } from '../../api/get-user-base';
import { useLogin } from '../../features/auth/api/login';
import { useLogout } from '../../features/auth/api/logout';
import { toast } from '../feedback';
import { phoneRedirect } from '../paths';
import { usePhoneLocation } from '../router';
import styles from './login-page.module.css';

/** 账号密码登录, then back to the page that asked (a page load, so every query starts with the new session). */
export function LoginPage() {
  const location = usePhoneLocation();
  const { data: user, isPending } = useUserBase({ enabled: true });
  const login = useLogin();
  const logout = useLogout();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  if (isPending) return <p className={styles.state}>加载中…</p>;
  if (user) {
    return (
      <div className={styles.card}>
        <p className={styles.who}>
          已登录：{user.name || user.username}
          {user.company ? <span className={styles.store}>{user.company}</span> : null}
        </p>
        <button type="button" className={styles.secondary} disabled={logout.isPending} onClick={() => logout.mutate()}>
          退出登录
        </button>
      </div>
    );
  }

  const submit = () => {
    const parsed = LoginBody.safeParse({ username, password });
    if (!parsed.success) {
      toast(parsed.error.issues[0]?.message ?? '请输入手机号和密码');
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: () => window.location.assign(phoneRedirect(new URLSearchParams(location.search).get('redirect'))),
    });
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className={styles.heading}>账号密码登录</h2>
      <label className={styles.field}>
        <span>手机号</span>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          placeholder="请输入手机号"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>密码</span>
        <input
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="submit" className={styles.primary} disabled={login.isPending}>
        {login.isPending ? '正在登录…' : '登录'}
      </button>
      <p className={styles.hint}>注册、找回密码与短信登录请使用电脑版</p>
    </form>
  );
}
