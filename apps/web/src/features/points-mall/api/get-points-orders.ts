import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PointsOrderPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's points orders: exchanges and gifts won in the draw (GET /api/points/orders {page}). */
export const getPointsOrders = (query: PageQuery, signal?: AbortSignal): Promise<PointsOrderPage> =>
  getData('/api/points/orders', PointsOrderPage, { params: query, signal });

export const pointsOrdersQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['points-mall', 'orders', query], queryFn: ({ signal }) => getPointsOrders(query, signal) });

export const usePointsOrders = (query: PageQuery) => useQuery({ ...pointsOrdersQueryOptions(query), placeholderData: keepPreviousData });
