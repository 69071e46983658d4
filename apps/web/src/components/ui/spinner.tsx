import type { ReactNode } from 'react';
import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 'small' | 'default' | 'large';
  /** Said under the spinner, and to a screen reader. */
  description?: string;
  className?: string;
}

/** A spinning ring in the store's red, in place of antd's Spin where the page draws without antd. */
export function Spinner({ size = 'default', description, className }: SpinnerProps) {
  return (
    <span role="status" aria-label={description ?? '加载中'} className={[styles.spinner, className].filter(Boolean).join(' ')}>
      <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />
      {description && <span className={styles.description}>{description}</span>}
    </span>
  );
}

/** Covers the whole window while something that ends in a page change runs (a logout, a store switch). */
export function FullscreenSpinner({ spinning, description }: { spinning: boolean; description: string }) {
  if (!spinning) return null;
  return (
    <div className={styles.fullscreen}>
      <Spinner size="large" description={description} className={styles.onDark} />
    </div>
  );
}

/** Its content dimmed under a spinner while it refreshes, after a short delay so a quick answer does not flicker. */
export function SpinOverlay({ spinning, children }: { spinning: boolean; children: ReactNode }) {
  return (
    <div className={styles.container} aria-busy={spinning || undefined}>
      {children}
      {spinning && (
        <div className={styles.overlay}>
          <Spinner />
        </div>
      )}
    </div>
  );
}
