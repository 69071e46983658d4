import { SearchType } from '@yc/contracts';
import { Link, useLocation, useParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { GoodsListing } from '../components/goods-listing';
import { ZoneAds } from '../components/zone-ads';
import { ZoneBanner } from '../components/zone-banner';
import { categoryPath, kindOf, type CatalogueCommon } from '../lib/catalogue-common';
import type { ListingPreset } from '../lib/listing-params';
import { viewFromSearch, ZONES, type ListingView, type ZoneKey } from '../lib/zones';
import styles from './zone-listing-page.module.css';

interface ZoneListingPageProps {
  zone: ZoneKey;
  /** The view the route stands for; routes without one read ?view=. */
  view?: ListingView;
  /** The route's `select` (spec section 2: yx=1 for free shipping). */
  select?: Readonly<Record<string, number>>;
  common: CatalogueCommon;
}

const numericId = (raw: string | undefined): number | undefined => (raw !== undefined && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/** Every listing route: /list and its views, the zones, a category's goods, controlled-sales goods, and search. */
export function ZoneListingPage({ zone: key, view, select, common }: ZoneListingPageProps) {
  const params = useParams();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const zone = ZONES[key];
  const chosenView = view ?? viewFromSearch(location.search);

  const preset: ListingPreset = { select };
  let title = zone.title;
  let intro = zone.intro;
  let filterKinds = zone.kinds;
  if (key === 'list_other') {
    preset.categoryId = numericId(params.id);
    // The tree the category sits in only shapes the filter: the server knows a category's kind from its id.
    const kind = preset.categoryId === undefined ? undefined : kindOf(common, preset.categoryId);
    const category = kind && preset.categoryId !== undefined ? categoryPath(common.categories[kind], preset.categoryId).at(-1) : undefined;
    if (kind) filterKinds = [kind];
    title = params.name || category?.name || zone.title;
  }
  if (key === 'kxzq_goods') preset.categoryId = numericId(params.url);
  if (key === 'yx' || key === 'qxzq') preset.kind = zone.kinds[0];

  const keywords = search.get('keywords')?.trim() ?? '';
  const byManufacturer = search.get('type') === String(SearchType.MANUFACTURER);
  if (key === 'search') {
    title = keywords ? `“${keywords}”的搜索结果` : '全部商品';
    intro = keywords ? (byManufacturer ? '按生产厂家搜索' : '按药品名称、拼音首字母或批准文号搜索') : '输入药品名称或厂家名称开始搜索';
  }

  const extra =
    key === 'yx' ? (
      <Link to={paths.yxRule} target="_blank">
        查看包邮规则
      </Link>
    ) : key === 'kxzq' ? (
      <Link to={paths.kxzqNew}>控销新品</Link>
    ) : undefined;

  return (
    <PageContainer>
      {key === 'search' ? (
        <div className={styles.searchHead}>
          <h1 className={styles.searchTitle}>{title}</h1>
          <span className={styles.searchIntro}>{intro}</span>
        </div>
      ) : (
        <ZoneBanner title={title} intro={intro} accent={zone.accent} slot={zone.slot} adIds={key === 'kxzq_goods' ? params.ads : undefined} extra={extra} />
      )}
      {key === 'kxzq' && <ZoneAds slot="kxzq_ad" />}
      <GoodsListing zone={zone} preset={preset} common={common} view={chosenView} kinds={filterKinds} />
    </PageContainer>
  );
}
