import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyGroupBuys } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's group-buy seats, newest first (GET /api/activity/group/mine). */
export const getMyGroups = (signal?: AbortSignal): Promise<MyGroupBuys> => getData('/api/activity/group/mine', MyGroupBuys, { signal });

export const myGroupsQueryOptions = () =>
  queryOptions({ queryKey: ['activity', 'groups', 'mine'], queryFn: ({ signal }) => getMyGroups(signal) });

export const useMyGroups = (enabled: boolean) => useQuery({ ...myGroupsQueryOptions(), enabled });
