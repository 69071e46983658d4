import { queryOptions, useQuery } from '@tanstack/react-query';
import { TopBanners } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The banners above the header (GET /api/focus/top). */
export const getTopBanners = (signal?: AbortSignal): Promise<TopBanners> => getData('/api/focus/top', TopBanners, { signal });

export const topBannersQueryOptions = () =>
  queryOptions({ queryKey: ['focus', 'top'], queryFn: ({ signal }) => getTopBanners(signal), staleTime: 5 * 60_000 });

export const useTopBanners = () => useQuery(topBannersQueryOptions());
