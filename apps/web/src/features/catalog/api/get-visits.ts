import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VisitPage, type GoodsVisitQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's browsing history, newest first, optionally narrowed by name (GET /api/goods/visit {page,keywords}). */
export const getVisits = (query: Partial<GoodsVisitQuery>, signal?: AbortSignal): Promise<VisitPage> =>
  getData('/api/goods/visit', VisitPage, { params: query, signal });

export const visitsQueryOptions = (query: Partial<GoodsVisitQuery>) =>
  queryOptions({ queryKey: ['goods', 'visit', query], queryFn: ({ signal }) => getVisits(query, signal) });

export const useVisits = (query: Partial<GoodsVisitQuery>, { enabled }: { enabled: boolean }) =>
  useQuery({ ...visitsQueryOptions(query), placeholderData: keepPreviousData, enabled });
