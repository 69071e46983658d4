import { FileTextOutlined, GiftOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../config/brand';
import { loginHref, paths } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session';
import styles from './home-user-panel.module.css';

const QUICK_LINKS = [
  { to: paths.lqzx, label: '领券中心', icon: <GiftOutlined /> },
  { to: paths.jfsc, label: '积分商城', icon: <ShopOutlined /> },
  { to: paths.dzfp, label: '电子发票', icon: <FileTextOutlined /> },
];

function Greeting() {
  const user = useSessionStore((state) => state.user);
  if (!user) {
    return (
      <>
        <p className={styles.hello}>Hi，欢迎来到{BRAND_NAME}</p>
        <p className={styles.note}>药店、诊所一站式采购</p>
        <div className={styles.actions}>
          <Link to={loginHref(paths.home)} className={styles.primary}>
            登录
          </Link>
          <Link to={paths.register}>免费注册</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <p className={styles.hello} title={user.company}>
        您好，{user.company}
      </p>
      <p className={user.is_passed === 1 ? styles.passed : styles.note}>
        {user.is_passed === 1 ? '资质已认证 · 可在线采购' : '资质审核中'}
      </p>
      <div className={styles.actions}>
        <Link to={paths.user} className={styles.primary}>
          会员中心
        </Link>
        <Link to={paths.order}>我的订单</Link>
      </div>
    </>
  );
}

/** Beside the focus banners: who is buying, the latest posts (handed in by the route) and a few shortcuts. */
export function HomeUserPanel({ posts }: { posts: ReactNode }) {
  return (
    <aside className={styles.panel} aria-label="会员与公告">
      <div className={styles.user}>
        <span className={styles.avatar}>
          <UserOutlined />
        </span>
        <Greeting />
      </div>
      <div className={styles.posts}>{posts}</div>
      <nav className={styles.quick} aria-label="快捷入口">
        {QUICK_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.icon}
            <span>{link.label}</span>
          </Link>
        ))}
      </nav>
    </aside>
  );
}
