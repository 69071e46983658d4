import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PointsGoodsPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The points mall's gifts and the store's points (GET /api/points/goods {page}). */
export const getPointsGoods = (query: PageQuery, signal?: AbortSignal): Promise<PointsGoodsPage> =>
  getData('/api/points/goods', PointsGoodsPage, { params: query, signal });

export const pointsGoodsQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['points-mall', 'goods', query], queryFn: ({ signal }) => getPointsGoods(query, signal) });

export const usePointsGoods = (query: PageQuery) => useQuery({ ...pointsGoodsQueryOptions(query), placeholderData: keepPreviousData });
