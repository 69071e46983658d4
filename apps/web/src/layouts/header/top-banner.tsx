import { SmartLink } from '../../components/ui/smart-link';
import { useTopBanners } from '../../features/content/api/get-top-banners';
import styles from './top-banner.module.css';

/** The strip's height: the space is kept while the banners load, so the page does not drop when they arrive. */
const BANNER_HEIGHT = 80;

/** The banners above everything else in the header (GET /api/focus/top). */
export function TopBanner() {
  const { data, isPending } = useTopBanners();
  if (isPending) return <div className={styles.banner} aria-hidden="true" />;
  const banners = data ?? [];
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners}>
      {banners.map((banner, index) => {
        const image = <img src={banner.image} alt={banner.title ?? ''} height={BANNER_HEIGHT} className={styles.image} />;
        return (
          <div key={`${index}-${banner.image}`} className={styles.banner}>
            {banner.url ? <SmartLink to={banner.url}>{image}</SmartLink> : image}
          </div>
        );
      })}
    </div>
  );
}
