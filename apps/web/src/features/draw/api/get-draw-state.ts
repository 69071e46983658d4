import { queryOptions, useQuery } from '@tanstack/react-query';
import { DrawState } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's standing in a draw: chances left and, once drawn, its prize (GET /api/draw {id}, a read only). */
export const getDrawState = (id: number, signal?: AbortSignal): Promise<DrawState> => getData('/api/draw', DrawState, { params: { id }, signal });

export const drawStateQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['draw', 'state', id], queryFn: ({ signal }) => getDrawState(id, signal) });

export const useDrawState = (id: number | undefined) => useQuery({ ...drawStateQueryOptions(id ?? 0), enabled: id !== undefined });
