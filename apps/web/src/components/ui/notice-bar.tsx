import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './notice-bar.module.css';

interface NoticeBarProps {
  type: 'warning' | 'info';
  children: ReactNode;
  className?: string;
}

/** A line the page must say before anything else (the cart's 温馨提示, a role's limits), in antd's Alert look, without antd. */
export function NoticeBar({ type, children, className }: NoticeBarProps) {
  const Icon = type === 'warning' ? ExclamationCircleFilled : InfoCircleFilled;
  return (
    <div role="alert" className={[styles.bar, styles[type], className].filter(Boolean).join(' ')}>
      <Icon className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}
