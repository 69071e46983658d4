import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FastBuyPage, type FastBuyQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** Goods the store bought before, with what it paid last (GET /api/user/fast_buy {page, order}). */
export const getFastBuy = (query: FastBuyQuery, signal?: AbortSignal): Promise<FastBuyPage> =>
  getData('/api/user/fast_buy', FastBuyPage, { params: query, signal });

export const fastBuyQueryOptions = (query: FastBuyQuery) =>
  queryOptions({ queryKey: ['selfservice', 'fast-buy', query], queryFn: ({ signal }) => getFastBuy(query, signal) });

export const useFastBuy = (query: FastBuyQuery) => useQuery({ ...fastBuyQueryOptions(query), placeholderData: keepPreviousData });
