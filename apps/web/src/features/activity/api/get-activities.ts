import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ActivityList, type ActivityKind } from '@yc/contracts';
import { getData } from '../../../lib/http';

export type ActivitiesParams = { kind: ActivityKind; page?: number; page_size?: number } | { ids: readonly number[] };

/** Activities of a kind (in force first, then to come, then ended), or those of some ids in their order: GET /api/activity/list. */
export const getActivities = (params: ActivitiesParams, signal?: AbortSignal): Promise<ActivityList> =>
  getData('/api/activity/list', ActivityList, { params: 'ids' in params ? { ids: params.ids.join(',') } : params, signal });

export const activitiesQueryOptions = (params: ActivitiesParams) =>
  queryOptions({ queryKey: ['activity', 'list', params], queryFn: ({ signal }) => getActivities(params, signal) });

export const useActivities = (params: ActivitiesParams, enabled = true) =>
  useQuery({ ...activitiesQueryOptions(params), placeholderData: keepPreviousData, enabled });
