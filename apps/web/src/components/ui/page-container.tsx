import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/** The 1200 px centred column every page's content sits in. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
