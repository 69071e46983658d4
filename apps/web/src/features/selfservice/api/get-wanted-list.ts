import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WantedPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's product-wanted requests, newest first (GET /api/user/buy {page}). */
export const getWantedList = (query: PageQuery, signal?: AbortSignal): Promise<WantedPage> =>
  getData('/api/user/buy', WantedPage, { params: query, signal });

export const wantedListQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['selfservice', 'wanted', 'list', query], queryFn: ({ signal }) => getWantedList(query, signal) });

export const useWantedList = (query: PageQuery) => useQuery({ ...wantedListQueryOptions(query), placeholderData: keepPreviousData });
