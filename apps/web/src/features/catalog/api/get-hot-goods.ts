import { queryOptions, useQuery } from '@tanstack/react-query';
import { GoodsCards } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The best sellers (GET /api/goods/hot): what the empty search box offers as 热销商品. */
export const getHotGoods = (signal?: AbortSignal): Promise<GoodsCards> =>
  // An extra of the search box: a failure leaves it without the list, and says nothing.
  getData('/api/goods/hot', GoodsCards, { signal, policy: { silent: true } });

export const hotGoodsQueryOptions = () =>
  queryOptions({ queryKey: ['goods', 'hot'], queryFn: ({ signal }) => getHotGoods(signal), staleTime: 10 * 60_000 });

/** Fetched once the buyer first puts the cursor in the box, not with every page. */
export const useHotGoods = (enabled: boolean) => useQuery({ ...hotGoodsQueryOptions(), enabled });
