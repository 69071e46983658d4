import { SearchType, type CategoryKind, type GoodsSort } from '@yc/contracts';
import { cloneElement, isValidElement, Suspense, useRef, type AnchorHTMLAttributes } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LazyPagination } from '../../../components/ui/lazy-pagination';
import { Spinner, SpinOverlay } from '../../../components/ui/spinner';
import { StatusResult } from '../../../components/ui/status-result';
import { useGoodsActivities } from '../api/get-goods-activities';
import { useGoodsFacets } from '../api/get-goods-facets';
import { useGoodsList } from '../api/get-goods-list';
import { useRecordSearchMiss } from '../api/record-search-miss';
import type { CatalogueCommon } from '../lib/catalogue-common';
import {
  changeListing,
  goodsListParams,
  listingSearch,
  PAGE_SIZES,
  parseListing,
  type ListingPreset,
  type ListingState,
} from '../lib/listing-params';
import type { ListingView, ZoneConfig } from '../lib/zones';
import { GoodsCard } from './goods-card';
import styles from './goods-listing.module.css';
import { ListingFilters } from './listing-filters';
import { ListingToolbar } from './listing-toolbar';
import { SearchEmpty } from './search-empty';
import { SearchFacets } from './search-facets';

// The table views (antd's Table) load when chosen: the cards are what a first visit shows.
const GoodsTable = lazyWithAntd(async () => (await import('./goods-table')).GoodsTable);

/** A listing whose page number is part of the path (/ppzq/info/:id/:page?) rather than of the query. */
export interface PathPaging {
  page: number | undefined;
  hrefFor(page: number): string;
}

interface GoodsListingProps {
  zone: ZoneConfig;
  preset: ListingPreset;
  common: CatalogueCommon;
  view: ListingView;
  pathPaging?: PathPaging;
  /** Category trees the filter offers; the zone's by default. */
  kinds?: readonly CategoryKind[];
}

const withQuery = (path: string, search: URLSearchParams) => {
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
};

/**
 * The one goods listing of every catalogue page: /list and its views, the zones, search, a
 * category's and a brand's goods. A zone is a preset; everything the buyer picks lives in the address.
 */
export function GoodsListing({ zone, preset, common, view, pathPaging, kinds }: GoodsListingProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const top = useRef<HTMLDivElement>(null);
  const search = new URLSearchParams(location.search);
  const parsed = parseListing(search);
  const state: ListingState = pathPaging ? { ...parsed, page: pathPaging.page ?? 1 } : parsed;
  const params = goodsListParams(state, preset);
  const { data, isPending, isFetching, isError, refetch, isPlaceholderData } = useGoodsList(params);
  // A drug search: facets with counts, marked words, a likely reading when nothing matched as typed.
  const searched = state.type === SearchType.DRUG ? state.keywords : undefined;
  const facets = useGoodsFacets(params, { enabled: searched !== undefined }).data;
  useRecordSearchMiss(searched, data !== undefined && !isPlaceholderData && data.total === 0);

  /** The query of a state; with path paging the page lives in the path, and a chosen ?view= stays. */
  const queryOf = (next: ListingState, v: ListingView) => {
    const query = listingSearch(pathPaging ? { ...next, page: 1 } : next);
    // A view without an address of its own travels in ?view=.
    if (zone.viewPaths[v] === undefined && v !== 'cards') query.set('view', v);
    return query;
  };
  const pathOf = (next: ListingState, v: ListingView) =>
    pathPaging ? pathPaging.hrefFor(next.page) : (zone.viewPaths[v] ?? location.pathname);
  const hrefOf = (next: ListingState, v: ListingView) => withQuery(pathOf(next, v), queryOf(next, v));

  const commit = (patch: Partial<ListingState>) => {
    const next = changeListing(state, patch);
    navigate(hrefOf(next, view), { preventScrollReset: true });
    if ('page' in patch || 'pageSize' in patch) top.current?.scrollIntoView?.({ block: 'start' });
  };

  const goods = data?.list ?? [];
  const offers = useGoodsActivities(goods.map((item) => item.id));
  const fixedFlags = Object.keys(preset.select ?? {});

  return (
    <div className={styles.listing} ref={top}>
      {/* The cards' names are third-level headings: this one sits between them and the page's title. */}
      <h2 className={styles.visuallyHidden}>商品列表</h2>
      <ListingFilters
        state={state}
        common={common}
        kinds={kinds ?? (preset.kind ? [preset.kind] : zone.kinds)}
        fixedFlags={fixedFlags}
        rootCategoryId={preset.categoryId}
        onChange={commit}
      />
      {searched && facets && data && data.total > 0 && <SearchFacets facets={facets} state={state} onChange={commit} />}
      {searched && data?.corrected && (
        <p className={styles.corrected} role="status">
          没有找到“{searched}”，已为您显示“{data.corrected}”的结果
        </p>
      )}
      <ListingToolbar
        sort={state.sort}
        inStock={state.inStock}
        view={view}
        viewHref={(v) => hrefOf(state, v)}
        total={data?.total}
        onSort={(sort: GoodsSort) => commit({ sort })}
        onInStock={(inStock) => commit({ inStock })}
      />
      <SpinOverlay spinning={isFetching && !isPending}>
        {isPending ? (
          <div className={styles.loading} aria-busy="true">
            <div className={styles.loadingBox}>
              <Spinner description="商品加载中..." size="large" />
            </div>
          </div>
        ) : isError && !data ? (
          <StatusResult
            status="warning"
            title="商品加载失败"
            subTitle="网络不太稳定，请稍后重试"
            extra={<Button onClick={() => void refetch()}>重新加载</Button>}
          />
        ) : goods.length === 0 && searched && data?.total === 0 ? (
          <SearchEmpty keywords={searched} />
        ) : goods.length === 0 ? (
          <div className={styles.empty}>
            <EmptyState description="暂无符合条件的商品，换个条件试试吧" />
          </div>
        ) : view === 'cards' ? (
          <div className={styles.grid}>
            {goods.map((item) => (
              <GoodsCard
                key={item.id}
                goods={item}
                expiryFirst={zone.expiryFirst}
                highlight={data?.highlight}
                offers={offers.get(item.id)}
              />
            ))}
          </div>
        ) : (
          <Suspense fallback={null}>
            <GoodsTable goods={goods} withImage={view === 'table'} expiryFirst={zone.expiryFirst} offers={offers} />
          </Suspense>
        )}
      </SpinOverlay>
      {data && data.total > 0 && (
        <div className={styles.pager}>
          <LazyPagination
            current={state.page}
            pageSize={state.pageSize}
            total={data.total}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            showQuickJumper
            showTotal={(total) => `共 ${total} 件商品`}
            onChange={(page, pageSize) => commit(pageSize !== state.pageSize ? { page: 1, pageSize } : { page })}
            itemRender={(page, type, original) =>
              // Page links carry their address, so a crawler (or a middle click) reaches every page; a plain
              // click still goes through onChange without reloading.
              (type === 'page' || type === 'jump-prev' || type === 'jump-next') &&
              isValidElement<AnchorHTMLAttributes<HTMLAnchorElement>>(original)
                ? cloneElement(original, { href: hrefOf(changeListing(state, { page }), view), onClick: (e) => e.preventDefault() })
                : original
            }
          />
        </div>
      )}
    </div>
  );
}
