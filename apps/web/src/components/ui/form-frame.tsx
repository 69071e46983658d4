import type { ReactNode } from 'react';
import styles from './form-frame.module.css';

interface FormFrameProps {
  heading: string;
  /** On the right of the head: a way elsewhere, such as to logging in. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The page-wide frame of a form a visitor fills in (registration, password reset, joining a company). */
export function FormFrame({ heading, aside, children }: FormFrameProps) {
  return (
    <section className={styles.frame} aria-label={heading}>
      <div className={styles.head}>
        <h1 className={styles.heading}>{heading}</h1>
        {aside && <span className={styles.aside}>{aside}</span>}
      </div>
      {children}
    </section>
  );
}
