import { useEffect, useId, type ReactNode } from 'react';
import styles from './sheet.module.css';

interface SheetProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/** A panel sliding up from the bottom for a thumb: the address list, the coupons, the 支付密码 keypad. The mask or 关闭 closes it. */
export function Sheet({ open, title, onClose, children }: SheetProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={styles.mask} onClick={onClose}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
