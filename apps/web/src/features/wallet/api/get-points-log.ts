import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PointsLogPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The points ledger and balance (GET /api/user/points_log {page}). */
export const getPointsLog = (query: PageQuery, signal?: AbortSignal): Promise<PointsLogPage> =>
  getData('/api/user/points_log', PointsLogPage, { params: query, signal });

export const pointsLogQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['wallet', 'points', query], queryFn: ({ signal }) => getPointsLog(query, signal) });

export const usePointsLog = (query: PageQuery) => useQuery({ ...pointsLogQueryOptions(query), placeholderData: keepPreviousData });
