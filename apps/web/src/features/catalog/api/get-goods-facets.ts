import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GoodsFacets } from '@yc/contracts';
import { getData } from '../../../lib/http';
import type { GoodsListParams } from './get-goods-list';

/** Counts of a search's matches by maker, dosage form, spec, class, stock and 医保 (GET /api/goods/facets, the list's query). */
export const getGoodsFacets = (params: GoodsListParams, signal?: AbortSignal): Promise<GoodsFacets> =>
  getData('/api/goods/facets', GoodsFacets, { params, signal });

/** The page and the size do not change the counts. */
const countedParams = ({ page: _page, page_size: _size, sort: _sort, ...rest }: GoodsListParams) => rest;

export const goodsFacetsQueryOptions = (params: GoodsListParams) =>
  queryOptions({
    queryKey: ['goods', 'facets', countedParams(params)],
    queryFn: ({ signal }) => getGoodsFacets(countedParams(params), signal),
  });

export const useGoodsFacets = (params: GoodsListParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...goodsFacetsQueryOptions(params), placeholderData: keepPreviousData, enabled });
