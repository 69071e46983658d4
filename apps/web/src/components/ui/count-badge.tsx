import type { ReactNode } from 'react';
import styles from './count-badge.module.css';

interface CountBadgeProps {
  count: number;
  /** Past it the badge reads `cap+`. */
  overflowCount?: number;
  showZero?: boolean;
  size?: 'default' | 'small';
  /** What the count sits on, at its top right; without it the count stands inline. */
  children?: ReactNode;
  className?: string;
}

/** A red count in antd Badge's look, without antd: the cart's lines and unread messages in the chrome. */
export function CountBadge({ count, overflowCount = 99, showZero = false, size = 'default', children, className }: CountBadgeProps) {
  const shown = count > 0 || showZero;
  const text = count > overflowCount ? `${overflowCount}+` : String(count);
  const badge = shown ? (
    <sup
      className={[styles.count, size === 'small' && styles.small, children !== undefined && styles.corner].filter(Boolean).join(' ')}
      title={String(count)}
    >
      {text}
    </sup>
  ) : null;
  if (children === undefined) return badge && <span className={className}>{badge}</span>;
  return (
    <span className={[styles.holder, className].filter(Boolean).join(' ')}>
      {children}
      {badge}
    </span>
  );
}
