import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Banner } from '@yc/contracts';
import { useCallback, useEffect, useState } from 'react';
import { SmartLink } from '../../../components/ui/smart-link';
import styles from './focus-carousel.module.css';

const INTERVAL_MS = 4000;

/** The focus banners (GET /api/focus): one at a time, turning every 4 s unless the pointer rests on them. */
export function FocusCarousel({ banners }: { banners: readonly Banner[] }) {
  const [paused, setPaused] = useState(false);
  // A banner's picture is asked for once it is shown or next (`seen` of them), not all of them with the page.
  const [{ current, seen }, setState] = useState({ current: 0, seen: 2 });
  const count = banners.length;

  const turnTo = useCallback(
    (pick: (current: number) => number) =>
      setState((s) => {
        const next = (pick(s.current) + count) % count;
        return { current: next, seen: Math.max(s.seen, next + 2) };
      }),
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => turnTo((c) => c + 1), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count, turnTo]);

  return (
    <section
      className={styles.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      aria-roledescription="轮播"
      aria-label="焦点图"
    >
      {banners.map((banner, index) => (
        <SmartLink
          key={`${index}-${banner.image}`}
          to={banner.url}
          className={`${styles.slide} ${index === current ? styles.current : ''}`}
          label={banner.title || `焦点图${index + 1}`}
        >
          {/* The first slide is the page's largest picture: fetched first, ahead of the goods pictures below. */}
          {index < seen && (
            <img src={banner.image} alt={banner.title ?? ''} width={790} height={340} fetchPriority={index === 0 ? 'high' : 'low'} />
          )}
        </SmartLink>
      ))}
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="上一张" onClick={() => turnTo((c) => c - 1)}>
            <LeftOutlined />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="下一张" onClick={() => turnTo((c) => c + 1)}>
            <RightOutlined />
          </button>
          <ol className={styles.dots}>
            {banners.map((banner, index) => (
              <li key={`${index}-${banner.image}`}>
                <button
                  type="button"
                  aria-label={`第${index + 1}张`}
                  aria-current={index === current}
                  onMouseEnter={() => turnTo(() => index)}
                  onClick={() => turnTo(() => index)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
