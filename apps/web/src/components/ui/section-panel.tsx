import type { ReactNode } from 'react';
import styles from './section-panel.module.css';

interface SectionPanelProps {
  title: ReactNode;
  /** Buttons or links on the right of the title bar. */
  extra?: ReactNode;
  /** 1 for the page's own title, 2 for a block inside a page. */
  level?: 1 | 2;
  children: ReactNode;
  className?: string;
}

/** A white block with the red-marked title bar the member pages share. */
export function SectionPanel({ title, extra, level = 1, children, className }: SectionPanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`${styles.panel} ${className ?? ''}`}>
      <div className={styles.head}>
        <Heading className={level === 1 ? styles.title : styles.subtitle}>{title}</Heading>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      {children}
    </section>
  );
}
