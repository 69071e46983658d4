import type { ZoneAdSlot } from '@yc/contracts';
import { SmartLink } from '../../../components/ui/smart-link';
import { useFocusBanners } from '../api/get-focus-banners';
import styles from './zone-ads.module.css';

/** A zone's row of ads under its banner (the controlled-sales zone's kxzq_ad slot). */
export function ZoneAds({ slot, ids }: { slot: ZoneAdSlot; ids?: string }) {
  const { data: ads = [] } = useFocusBanners(slot, ids);
  if (ads.length === 0) return null;
  return (
    <ul className={styles.ads} aria-label="专区推荐" style={{ gridTemplateColumns: `repeat(${Math.min(ads.length, 3)}, minmax(0, 1fr))` }}>
      {ads.map((ad, index) => (
        <li key={`${ad.url}-${index}`}>
          <SmartLink to={ad.url || '#'} className={styles.ad}>
            <img src={ad.image} alt={ad.title ?? '专区推荐'} className={styles.image} loading="lazy" />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
