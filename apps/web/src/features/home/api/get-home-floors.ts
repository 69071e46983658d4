import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomeFloors } from '@yc/contracts';
import { getData } from '../../../lib/http';

export const FLOOR_GOODS = 5;

/** Every zone's floor with its ad, classes and best sellers in one call (GET /api/focus/demo); a failure is not announced (spec section 8), the block shows it. */
export const getHomeFloors = (signal?: AbortSignal): Promise<HomeFloors> =>
  getData('/api/focus/demo', HomeFloors, { params: { page_size: FLOOR_GOODS }, signal, policy: { silent: true } });

export const homeFloorsQueryOptions = () =>
  queryOptions({ queryKey: ['focus', 'demo', FLOOR_GOODS], queryFn: ({ signal }) => getHomeFloors(signal), staleTime: 60_000 });

export const useHomeFloors = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...homeFloorsQueryOptions(), enabled });
