import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteLinks } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** Friendly links, licence lines and the app / mini-program addresses (GET /api/global/links). */
export const getSiteLinks = (signal?: AbortSignal): Promise<SiteLinks> => getData('/api/global/links', SiteLinks, { signal });

export const siteLinksQueryOptions = () =>
  queryOptions({ queryKey: ['global', 'links'], queryFn: ({ signal }) => getSiteLinks(signal), staleTime: 30 * 60_000 });

export const useSiteLinks = () => useQuery(siteLinksQueryOptions());
