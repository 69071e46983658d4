import { SmartLink } from '../../components/ui/smart-link';
import { useTopBanners } from '../../features/content/api/get-top-banners';
import styles from './top-banner.module.css';

/** The banners above everything else in the header (GET /api/focus/top). */
export function TopBanner() {
  const banners = useTopBanners().data ?? [];
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners}>
      {banners.map((banner, index) => {
        const image = <img src={banner.image} alt={banner.title ?? ''} className={styles.image} />;
        return (
          <div key={`${index}-${banner.image}`} className={styles.banner}>
            {banner.url ? <SmartLink to={banner.url}>{image}</SmartLink> : image}
          </div>
        );
      })}
    </div>
  );
}
