import type { CSSProperties, ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  title: string;
  lead: string;
  /** The band's gradient. */
  background: string;
  /** On the right of the band (the points mall's balance). */
  extra?: ReactNode;
}

/** The coloured title band atop a stand-alone page (领券中心, 积分商城). */
export function PageHero({ title, lead, background, extra }: PageHeroProps) {
  return (
    <section className={styles.hero} style={{ '--hero-bg': background } as CSSProperties}>
      <div>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {extra}
    </section>
  );
}
