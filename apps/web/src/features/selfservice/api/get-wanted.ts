import { queryOptions, useQuery } from '@tanstack/react-query';
import { Wanted } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** One product-wanted request with the operator's reply (GET /api/user/buy/{id}). */
export const getWanted = (id: number, signal?: AbortSignal): Promise<Wanted> => getData(`/api/user/buy/${id}`, Wanted, { signal });

export const wantedQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['selfservice', 'wanted', 'info', id], queryFn: ({ signal }) => getWanted(id, signal) });

export const useWanted = (id: number, { enabled }: { enabled: boolean }) => useQuery({ ...wantedQueryOptions(id), enabled });
