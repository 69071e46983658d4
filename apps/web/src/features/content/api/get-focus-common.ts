import { queryOptions, useQuery } from '@tanstack/react-query';
import { FocusCommon } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** Hot searches, nav, categories and brands shared by every page's header (GET /api/focus/common). */
export const getFocusCommon = (signal?: AbortSignal): Promise<FocusCommon> => getData('/api/focus/common', FocusCommon, { signal });

export const focusCommonQueryOptions = () =>
  queryOptions({ queryKey: ['focus', 'common'], queryFn: ({ signal }) => getFocusCommon(signal), staleTime: 5 * 60_000 });

export const useFocusCommon = () => useQuery(focusCommonQueryOptions());
