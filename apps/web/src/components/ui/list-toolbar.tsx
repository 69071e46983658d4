import type { ReactNode } from 'react';
import styles from './list-toolbar.module.css';

/** Above a member list: its filters, and at the far end how many rows it has (共 N 条记录). */
export function ListToolbar({ total, unit, children }: { total: number | undefined; unit: string; children: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      {children}
      <span className={styles.total}>
        共 {total ?? 0} {unit}
      </span>
    </div>
  );
}
