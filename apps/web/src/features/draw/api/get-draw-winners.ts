import { queryOptions, useQuery } from '@tanstack/react-query';
import { DrawWinnerList, type DrawWinner } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The latest winners of a draw, phones masked (GET /api/draw/new_record {id}). */
export const getDrawWinners = (id: number, signal?: AbortSignal): Promise<DrawWinner[]> =>
  getData('/api/draw/new_record', DrawWinnerList, { params: { id }, signal });

export const drawWinnersQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['draw', 'winners', id], queryFn: ({ signal }) => getDrawWinners(id, signal) });

export const useDrawWinners = (id: number | undefined) => useQuery({ ...drawWinnersQueryOptions(id ?? 0), enabled: id !== undefined });
