import { queryOptions, useQuery } from '@tanstack/react-query';
import { FocusBanners } from '@yc/contracts';
import { getData } from '../../../lib/http';

// The picture beside the login form (GET /api/focus/login); one that fails to load leaves the plain background.
export const getLoginPicture = (signal?: AbortSignal): Promise<FocusBanners> =>
  getData('/api/focus/login', FocusBanners, { signal, policy: { silent: true } });

export const loginPictureQueryOptions = () =>
  queryOptions({ queryKey: ['focus', 'login'], queryFn: ({ signal }) => getLoginPicture(signal), staleTime: 5 * 60_000 });

export const useLoginPicture = () => useQuery(loginPictureQueryOptions());
