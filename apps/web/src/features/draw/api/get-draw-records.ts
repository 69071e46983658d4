import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DrawRecordPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's draws and what each gave (GET /api/draw/record {page}). */
export const getDrawRecords = (query: PageQuery, signal?: AbortSignal): Promise<DrawRecordPage> =>
  getData('/api/draw/record', DrawRecordPage, { params: query, signal });

export const drawRecordsQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['draw', 'records', query], queryFn: ({ signal }) => getDrawRecords(query, signal) });

export const useDrawRecords = (query: PageQuery) => useQuery({ ...drawRecordsQueryOptions(query), placeholderData: keepPreviousData });
