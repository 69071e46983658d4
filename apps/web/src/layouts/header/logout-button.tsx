import { FullscreenSpinner } from '../../components/ui/spinner';
import { useLogout } from '../../features/auth/api/logout';
import styles from './top-bar.module.css';

/** 安全退出: a loading state until the logout's page reload (spec section 4). */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => logout.mutate()}>
        安全退出
      </button>
      <FullscreenSpinner spinning={logout.isPending || logout.isSuccess} description="正在退出..." />
    </>
  );
}
