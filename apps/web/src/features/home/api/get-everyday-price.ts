import { queryOptions, useQuery } from '@tanstack/react-query';
import { EverydayPrice } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** Today's specials at their activity price (GET /api/activity/everyday_price); a failure is not announced (spec section 8), the block shows it. */
export const getEverydayPrice = (pageSize: number, signal?: AbortSignal): Promise<EverydayPrice> =>
  getData('/api/activity/everyday_price', EverydayPrice, { params: { page: 1, page_size: pageSize }, signal, policy: { silent: true } });

export const everydayPriceQueryOptions = (pageSize: number) =>
  queryOptions({
    queryKey: ['activity', 'everyday_price', pageSize],
    queryFn: ({ signal }) => getEverydayPrice(pageSize, signal),
    staleTime: 60_000,
  });

export const useEverydayPrice = (pageSize: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...everydayPriceQueryOptions(pageSize), enabled });
