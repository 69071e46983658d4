import { useGoodsList } from '../../features/catalog/api/get-goods-list';
import { useHomeAds } from '../../features/home/api/get-home-ads';
import { Link } from '../link';
import { mPaths, phoneHref } from '../paths';
import { GoodsCard } from '../ui/goods-card';
import { SearchLink } from '../ui/search-link';
import styles from './home-page.module.css';

/** The zones a pharmacist orders from most, as listing filters of GET /api/goods/list. */
const ZONES: readonly { label: string; query: string }[] = [
  { label: '全部药品', query: '' },
  { label: '优选包邮', query: 'yx=1' },
  { label: '近效期', query: 'jxq=1' },
  { label: '中药饮片', query: 'zyyp=1' },
  { label: '医疗器械', query: 'qx=1' },
  { label: '控销专区', query: 'kx=1' },
  { label: '自营商品', query: 'zy=1' },
  { label: '组合套餐', query: 'zh=1' },
];

const BEST_SELLERS = { sort: 'sales', page: 1, page_size: 10 };

/** The phone home: search, the focus banners, the zones and the best sellers; no popup over it. */
export function HomePage() {
  const ads = useHomeAds('');
  const banners = ads.data ?? [];
  const { data: best } = useGoodsList(BEST_SELLERS);
  return (
    <div>
      <SearchLink />
      {/* Until the banners and best sellers come, their room is kept: the zones and the link below do not jump (CLS). */}
      {ads.isPending && <div className={styles.bannerSlot} aria-hidden="true" />}
      {banners.length > 0 && (
        <ul className={styles.banners} aria-label="推荐活动">
          {banners.map((banner) => (
            <li key={banner.image} className={styles.banner}>
              <a href={phoneHref(banner.url)}>
                <img src={banner.image} alt={banner.title || '推荐活动'} width={750} height={300} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.zones} aria-label="专区">
        {ZONES.map((zone) => (
          <Link key={zone.label} to={zone.query ? `${mPaths.list}?${zone.query}` : mPaths.list} className={styles.zone}>
            {zone.label}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="m-best">
        <h2 id="m-best" className={styles.heading}>
          热销商品
        </h2>
        {best ? (
          best.list.map((goods) => <GoodsCard key={goods.id} goods={goods} />)
        ) : (
          <div className={styles.bestSlot} aria-hidden="true" />
        )}
        <Link to={`${mPaths.list}?sort=sales`} className={styles.more}>
          查看更多热销商品
        </Link>
      </section>
    </div>
  );
}
