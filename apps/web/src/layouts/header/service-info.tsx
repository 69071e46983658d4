import { useSessionStore } from '../../stores/session';
import { AccountManagerInfo } from './account-manager';
import styles from './service-info.module.css';

/** The complaint hotline and the member's account manager, beside the search box. */
export function ServiceInfo() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const hotLine = user.common_config.hot_line;
  return (
    <div className={styles.service}>
      {hotLine && (
        <p className={styles.line}>
          <span className={styles.label}>投诉热线：</span>
          <span className={styles.phone}>{hotLine}</span>
        </p>
      )}
      {user.admin.name && <AccountManagerInfo admin={user.admin} />}
    </div>
  );
}
