import type { UserBase } from '@yc/contracts';
import styles from './right-toolbar.module.css';

/** Who answers the member: the service line and the account manager (the chat service itself is not specified). */
export function ChatContacts({ user }: { user: UserBase }) {
  return (
    <div className={styles.contacts}>
      {user.common_config.hot_line && <p>客服热线：{user.common_config.hot_line}</p>}
      {user.admin.phone && (
        <p>
          客户经理：{user.admin.name} {user.admin.phone}
        </p>
      )}
    </div>
  );
}
