import type { AccountManager } from '@yc/contracts';
import styles from './service-info.module.css';

/** Spec section 3: is_default 0 means a dedicated manager. */
export const managerLabel = (admin: AccountManager): string => (admin.is_default === 0 ? '专属客户经理' : '客户经理');

export function AccountManagerInfo({ admin }: { admin: AccountManager }) {
  return (
    <p className={styles.line}>
      <span className={styles.label}>{managerLabel(admin)}：</span>
      <span>{admin.name}</span>
      <span className={styles.phone}>{admin.phone}</span>
    </p>
  );
}
