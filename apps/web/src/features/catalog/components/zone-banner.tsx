import type { ZoneAdSlot } from '@yc/contracts';
import type { CarouselProps } from 'antd';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { SmartLink } from '../../../components/ui/smart-link';
import { useFocusBanners } from '../api/get-focus-banners';
import styles from './zone-banner.module.css';

// antd's Carousel (react-slick, some 13 KB gzip) loads once the slot has banners to turn; until then the first one stands still.
const Carousel = lazyWithAntd(async () => (await import('antd/es/carousel')).default as ComponentType<CarouselProps>);

interface ZoneBannerProps {
  title: string;
  intro: string;
  accent: string;
  slot?: ZoneAdSlot;
  /** kxzq_ad: only the ads a link names. */
  adIds?: string;
  /** Links beside the title (rules, brand wall…). */
  extra?: ReactNode;
}

/** A zone's head: its banners from its ad slot, else a coloured title block; the title is the page's heading. */
export function ZoneBanner({ title, intro, accent, slot, adIds, extra }: ZoneBannerProps) {
  const { data: banners = [] } = useFocusBanners(slot, adIds);
  const heading = (
    <div className={styles.titleRow}>
      <h1 className={styles.title} style={{ borderColor: accent }}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
  if (banners.length === 0) {
    return (
      <div className={styles.block} style={{ background: `linear-gradient(100deg, ${accent} 0%, ${accent}cc 55%, ${accent}88 100%)` }}>
        <h1 className={styles.blockTitle}>{title}</h1>
        {intro && <p className={styles.blockIntro}>{intro}</p>}
        {extra && <div className={styles.blockExtra}>{extra}</div>}
      </div>
    );
  }
  const slides = banners.map((banner, index) => (
    <div key={`${banner.url}-${index}`}>
      <SmartLink to={banner.url || '#'} className={styles.slide}>
        <img src={banner.image} alt={banner.title ?? title} className={styles.image} />
      </SmartLink>
    </div>
  ));
  return (
    <div className={styles.zone}>
      <Suspense fallback={<div className={styles.carousel}>{slides[0]}</div>}>
        <Carousel autoplay={banners.length > 1} autoplaySpeed={5000} className={styles.carousel}>
          {slides}
        </Carousel>
      </Suspense>
      {heading}
    </div>
  );
}
