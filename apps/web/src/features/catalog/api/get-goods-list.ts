import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GoodsListPage } from '@yc/contracts';
import { getData } from '../../../lib/http';

export type GoodsListParams = Record<string, string | number>;

/** One page of goods for a listing, a zone or a search (GET /api/goods/list). */
export const getGoodsList = (params: GoodsListParams, signal?: AbortSignal): Promise<GoodsListPage> =>
  getData('/api/goods/list', GoodsListPage, { params, signal });

export const goodsListQueryOptions = (params: GoodsListParams) =>
  queryOptions({ queryKey: ['goods', 'list', params], queryFn: ({ signal }) => getGoodsList(params, signal) });

// The previous page stays on screen while the next one loads, so the grid does not collapse on every click.
export const useGoodsList = (params: GoodsListParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...goodsListQueryOptions(params), placeholderData: keepPreviousData, enabled });
