import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'link';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** In the error red, as antd's `danger`: an action that cannot be undone (取消订单). */
  danger?: boolean;
  icon?: ReactNode;
  /** Drawn with a spinner in place of the icon, and takes no click until it ends. */
  loading?: boolean;
}

/**
 * A button in antd's look and the store's theme, without antd: for the header, the cards and the pages a first visit
 * opens, which draw before antd loads (components/ui/antd). A page that loads antd anyway uses antd's.
 */
export function Button({
  variant = 'default',
  size = 'middle',
  block = false,
  danger = false,
  icon,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, danger && styles.danger, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={loading || undefined} onClick={loading ? undefined : onClick} {...rest}>
      {loading ? <Spinner size="small" className={styles.icon} /> : icon && <span className={styles.icon}>{icon}</span>}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}
