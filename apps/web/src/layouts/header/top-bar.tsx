import { HomeOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useMyRoles } from '../../api/get-my-roles';
import { BRAND_NAME } from '../../config/brand';
import { loginHref, paths } from '../../config/paths';
import { downloadDesktopShortcut } from '../../lib/browser/desktop-shortcut';
import { useSessionStore } from '../../stores/session';
import { AppQrPopover } from './app-qr-popover';
import { LogoutButton } from './logout-button';
import { StoreSwitcher } from './store-switcher';
import styles from './top-bar.module.css';

/** The thin bar above the header, in the order of spec section 2. */
export function TopBar() {
  const status = useSessionStore((state) => state.status);
  const company = useSessionStore((state) => state.user?.company ?? '');
  const { pathname, search } = useLocation();
  const role = useMyRoles().data;

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.group}>
          <Link to={paths.home} className={styles.item}>
            <HomeOutlined /> 返回首页
          </Link>
          <button type="button" className={styles.linkButton} onClick={() => downloadDesktopShortcut(BRAND_NAME)}>
            桌面快捷方式
          </button>
        </div>
        <div className={styles.group}>
          <Link to={paths.user} className={styles.item}>
            会员中心
          </Link>
          <Link to={paths.order} className={styles.item}>
            我的订单
          </Link>
          <Link to={paths.dzfp} className={styles.item}>
            电子发票查询
          </Link>
          <AppQrPopover />
          {status === 'visitor' && (
            <span className={styles.item}>
              <Link to={loginHref(pathname + search)} className={styles.login}>
                登录
              </Link>
              <span className={styles.divider}>/</span>
              <Link to={paths.register}>注册</Link>
            </span>
          )}
          {status === 'member' && (
            <>
              <StoreSwitcher company={company} />
              {/* A member who is not 负责人 is told its role: what the pages leave out follows from it. */}
              {role && role.role !== 'owner' && (
                <span className={styles.item} title="您在当前店铺的角色">
                  {role.role_text}
                </span>
              )}
              <LogoutButton />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
