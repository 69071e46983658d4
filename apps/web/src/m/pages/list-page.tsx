import { useInfiniteQuery } from '@tanstack/react-query';
import { getGoodsList } from '../../features/catalog/api/get-goods-list';
import { goodsListParams, parseListing } from '../../features/catalog/lib/listing-params';
import { usePhoneLocation } from '../router';
import { GoodsCard } from '../ui/goods-card';
import { SearchLink } from '../ui/search-link';
import { useNextPageNearEnd } from '../ui/use-next-page';
import styles from './list-page.module.css';

const PAGE_SIZE = 20;

/** A listing or a search's results, the next page loading as the buyer nears the end (the desktop's filters, in the address). */
export function ListPage() {
  const location = usePhoneLocation();
  const state = parseListing(new URLSearchParams(location.search));
  const params = goodsListParams({ ...state, page: 1, pageSize: PAGE_SIZE });
  const query = useInfiniteQuery({
    queryKey: ['goods', 'list', 'phone', params],
    queryFn: ({ pageParam, signal }) => getGoodsList({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError } = query;
  const end = useNextPageNearEnd(query);

  const first = data?.pages[0];
  const goods = data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div>
      <SearchLink keywords={state.keywords} />
      {first?.corrected && <p className={styles.note}>已为您显示“{first.corrected}”的结果</p>}
      {first && <p className={styles.note}>共 {first.total} 个商品</p>}
      {goods.map((item) => (
        <GoodsCard key={item.id} goods={item} />
      ))}
      <div ref={end} className={styles.end} role="status">
        {isPending
          ? '加载中…'
          : isError
            ? '加载失败，请稍后再试'
            : isFetchingNextPage
              ? '加载中…'
              : hasNextPage
                ? ''
                : goods.length === 0
                  ? '没有找到相关商品'
                  : '没有更多了'}
      </div>
      {hasNextPage && !isFetchingNextPage && (
        <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
          加载更多
        </button>
      )}
    </div>
  );
}
