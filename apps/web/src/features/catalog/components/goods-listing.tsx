import { Button, Empty, Pagination, Result, Spin } from 'antd';
import type { CategoryKind, GoodsSort } from '@yc/contracts';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGoodsList } from '../api/get-goods-list';
import type { CatalogueCommon } from '../lib/catalogue-common';
import { changeListing, goodsListParams, listingSearch, PAGE_SIZES, parseListing, type ListingPreset, type ListingState } from '../lib/listing-params';
import type { ListingView, ZoneConfig } from '../lib/zones';
import { GoodsCard } from './goods-card';
import styles from './goods-listing.module.css';
import { GoodsTable } from './goods-table';
import { ListingFilters } from './listing-filters';
import { ListingToolbar } from './listing-toolbar';

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
  const { data, isPending, isFetching, isError, refetch } = useGoodsList(params);

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
  const fixedFlags = Object.keys(preset.select ?? {});

  return (
    <div className={styles.listing} ref={top}>
      <ListingFilters
        state={state}
        common={common}
        kinds={kinds ?? (preset.kind ? [preset.kind] : zone.kinds)}
        fixedFlags={fixedFlags}
        rootCategoryId={preset.categoryId}
        onChange={commit}
      />
      <ListingToolbar
        sort={state.sort}
        inStock={state.inStock}
        view={view}
        viewHref={(v) => hrefOf(state, v)}
        total={data?.total}
        onSort={(sort: GoodsSort) => commit({ sort })}
        onInStock={(inStock) => commit({ inStock })}
      />
      <Spin spinning={isFetching && !isPending} delay={200}>
        {isPending ? (
          <div className={styles.loading}>
            <Spin description="商品加载中..." size="large">
              <div className={styles.loadingBox} />
            </Spin>
          </div>
        ) : isError && !data ? (
          <Result status="warning" title="商品加载失败" subTitle="网络不太稳定，请稍后重试" extra={<Button onClick={() => void refetch()}>重新加载</Button>} />
        ) : goods.length === 0 ? (
          <div className={styles.empty}>
            <Empty description="暂无符合条件的商品，换个条件试试吧" />
          </div>
        ) : view === 'cards' ? (
          <div className={styles.grid}>
            {goods.map((item) => (
              <GoodsCard key={item.id} goods={item} expiryFirst={zone.expiryFirst} />
            ))}
          </div>
        ) : (
          <GoodsTable goods={goods} withImage={view === 'table'} expiryFirst={zone.expiryFirst} />
        )}
      </Spin>
      {data && data.total > 0 && (
        <div className={styles.pager}>
          <Pagination
            current={state.page}
            pageSize={state.pageSize}
            total={data.total}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            showQuickJumper
            showTotal={(total) => `共 ${total} 件商品`}
            onChange={(page, pageSize) => commit(pageSize !== state.pageSize ? { page: 1, pageSize } : { page })}
          />
        </div>
      )}
    </div>
  );
}
