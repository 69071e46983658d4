import { generatePath, Link, useLocation, useParams } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { PageContainer } from '../../../components/ui/page-container';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useBrandFocus } from '../api/get-brand-focus';
import { GoodsListing } from '../components/goods-listing';
import { ZoneBanner } from '../components/zone-banner';
import type { CatalogueCommon } from '../lib/catalogue-common';
import { viewFromSearch, ZONES } from '../lib/zones';
import styles from './brand-detail-page.module.css';

/** /ppzq/info/:id/:page?: the brand (GET /api/focus/brand/:id) above the shared listing preset to its goods. */
export function BrandDetailPage({ common }: { common: CatalogueCommon }) {
  const params = useParams();
  const location = useLocation();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : 0;
  const page = params.page && /^\d+$/.test(params.page) ? Number(params.page) : undefined;
  const { data, isPending } = useBrandFocus(id);
  const brand = data?.brand;
  const zone = ZONES.ppzq_info;

  return (
    <PageContainer>
      {isPending ? (
        <Skeleton rows={2} />
      ) : brand ? (
        <div className={styles.head}>
          <LazyImage src={brand.logo} alt={brand.name} width={160} height={80} className={styles.logo} />
          <div>
            <h1 className={styles.name}>{brand.name}</h1>
            <p className={styles.maker}>生产厂家：{brand.manufacturer}</p>
          </div>
          <Link to={paths.ppzq} className={styles.back}>
            返回品牌专区
          </Link>
        </div>
      ) : (
        <ZoneBanner title="品牌详情" intro="未找到该品牌" accent={zone.accent} />
      )}
      {id > 0 && (
        <GoodsListing
          zone={zone}
          preset={{ brandId: id }}
          common={common}
          view={viewFromSearch(location.search)}
          pathPaging={{ page, hrefFor: (next) => generatePath(paths.ppzqInfo, { id: String(id), page: next > 1 ? String(next) : null }) }}
        />
      )}
    </PageContainer>
  );
}
