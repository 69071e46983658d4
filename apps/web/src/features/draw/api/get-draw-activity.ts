import { queryOptions, useQuery } from '@tanstack/react-query';
import { DrawActivity } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** A draw and its prizes, without odds (GET /api/draw/{id}/activity). */
export const getDrawActivity = (id: number, signal?: AbortSignal): Promise<DrawActivity> =>
  getData(`/api/draw/${id}/activity`, DrawActivity, { signal });

export const drawActivityQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['draw', 'activity', id], queryFn: ({ signal }) => getDrawActivity(id, signal) });

export const useDrawActivity = (id: number | undefined) => useQuery({ ...drawActivityQueryOptions(id ?? 0), enabled: id !== undefined });
