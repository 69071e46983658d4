import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LazyImage } from '../../../components/ui/lazy-image';
import { LazyPagination } from '../../../components/ui/lazy-pagination';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { ZoneBanner } from '../components/zone-banner';
import type { CatalogueCommon } from '../lib/catalogue-common';
import styles from './brand-wall-page.module.css';

const BRANDS_PER_PAGE = 20;

export const brandHref = (id: number): string => generatePath(paths.ppzqInfo, { id: String(id) });

interface BrandWallPageProps {
  common: CatalogueCommon;
  /** /ppzq_index/:page? and /ppzq/:page? page through the brands; /ppzq shows them all. */
  paged: boolean;
}

/** 品牌专区: the brand banner and the wall of brands from GET /api/focus/common, each opening its brand page. */
export function BrandWallPage({ common, paged }: BrandWallPageProps) {
  const params = useParams();
  const navigate = useNavigate();
  const page = paged && params.page && /^\d+$/.test(params.page) ? Math.max(1, Number(params.page)) : 1;
  const brands = paged ? common.brands.slice((page - 1) * BRANDS_PER_PAGE, page * BRANDS_PER_PAGE) : common.brands;

  return (
    <PageContainer>
      <ZoneBanner title="品牌专区" intro="知名药企官方授权，正品保障" accent="#0958d9" slot="ppzq" />
      <section className={styles.wall} aria-label="品牌墙">
        <h2 className={styles.heading}>
          <span>全部品牌</span>
          <small>共 {common.brands.length} 个品牌</small>
        </h2>
        {brands.length === 0 ? (
          <EmptyState description="暂无品牌" />
        ) : (
          <ul className={styles.grid}>
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link to={brandHref(brand.id)} className={styles.brand}>
                  <LazyImage src={brand.logo} alt={brand.name} width={160} height={80} className={styles.logo} />
                  <span className={styles.name}>{brand.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {paged && common.brands.length > BRANDS_PER_PAGE && (
          <div className={styles.pager}>
            <LazyPagination
              current={page}
              pageSize={BRANDS_PER_PAGE}
              total={common.brands.length}
              showSizeChanger={false}
              onChange={(next) => navigate(generatePath(paths.ppzqIndex, { page: String(next) }))}
            />
          </div>
        )}
      </section>
    </PageContainer>
  );
}
