import { queryOptions, useQuery } from '@tanstack/react-query';
import { GoodsActivities } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** What is on offer now for the goods shown (GET /api/goods/activities {goods_ids}): promotions, flash sales, activity pages. */
export const getGoodsActivities = (ids: readonly number[], signal?: AbortSignal): Promise<GoodsActivities> =>
  // The tags are extras on cards already shown: a failed call leaves the catalogue's own tags.
  getData('/api/goods/activities', GoodsActivities, { params: { goods_ids: ids.join(',') }, signal, policy: { silent: true } });

export const goodsActivitiesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['goods', 'activities', ids.join(',')],
    queryFn: ({ signal }) => getGoodsActivities(ids, signal),
    staleTime: 60_000,
    enabled: ids.length > 0,
  });

/** The offers of each goods shown, by goods id; empty until they arrive. */
export function useGoodsActivities(ids: readonly number[]): ReadonlyMap<number, GoodsActivities[number]> {
  const { data } = useQuery(goodsActivitiesQueryOptions(ids));
  return new Map((data ?? []).map((offers) => [offers.goods_id, offers]));
}
