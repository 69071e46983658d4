import { queryOptions, useQuery } from '@tanstack/react-query';
import { GoodsCards } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** Recommended for you: the store's classes of late, best sellers for a visitor (GET /api/index_wntj/{page}); a failure is not announced (spec section 8), the block shows it. */
export const getRecommended = (page: number, signal?: AbortSignal): Promise<GoodsCards> =>
  getData(`/api/index_wntj/${page}`, GoodsCards, { signal, policy: { silent: true } });

export const recommendedQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['index', 'wntj', page], queryFn: ({ signal }) => getRecommended(page, signal), staleTime: 60_000 });

export const useRecommended = (page: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...recommendedQueryOptions(page), enabled });
