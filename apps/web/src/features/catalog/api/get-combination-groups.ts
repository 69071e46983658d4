import { queryOptions, useQuery } from '@tanstack/react-query';
import { CombinationGroups } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The classes of combination packages, with how many each holds (GET /api/combinationMzhgGroup). */
export const getCombinationGroups = (signal?: AbortSignal): Promise<CombinationGroups> =>
  getData('api/combinationMzhgGroup', CombinationGroups, { signal });

export const combinationGroupsQueryOptions = () =>
  queryOptions({ queryKey: ['combinationMzhgGroup'], queryFn: ({ signal }) => getCombinationGroups(signal), staleTime: 5 * 60_000 });

export const useCombinationGroups = () => useQuery(combinationGroupsQueryOptions());
