import { RightOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import styles from './titled-block.module.css';
import { BRAND_RED } from '../../config/brand';

interface TitledBlockProps {
  title: string;
  subtitle?: string;
  /** Where 更多 goes; no link without it. */
  more?: string;
  /** Colour of the title mark. */
  accent?: string;
  /** Beside 更多 in the title bar. */
  extra?: ReactNode;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A block of a long page (the home page's): its title bar with a coloured mark, a line of subtitle and 更多. */
export function TitledBlock({ title, subtitle, more, accent = BRAND_RED, extra, ref, children }: TitledBlockProps) {
  return (
    <section ref={ref} className={styles.section} aria-label={title} style={{ '--accent': accent } as CSSProperties}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        <div className={styles.extra}>
          {extra}
          {more && (
            <Link to={more} className={styles.more}>
              更多 <RightOutlined />
            </Link>
          )}
        </div>
      </header>
      {children}
    </section>
  );
}

/** What a block shows while its data is on the way, or when there is none: a box of the block's height. */
export function BlockNote({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className={styles.note} style={{ height }}>
      {children}
    </div>
  );
}
