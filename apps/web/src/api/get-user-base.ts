import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserBase } from '@yc/contracts';
import { hasSessionMarker } from '../lib/browser/session-marker';
import { getData, isApiError } from '../lib/http';

/**
 * The session user (GET /api/user/base), or null for a visitor: a 10001 here means "not logged in", not "go log in".
 * The layouts read it; a feature that changes what it shows (profile, cart count, messages) invalidates its key.
 */
export async function getUserBase(signal?: AbortSignal): Promise<UserBase | null> {
  // No session to ask about: asking anyway would only earn a 401 the browser logs as an error.
  if (!hasSessionMarker()) return null;
  try {
    return await getData('/api/user/base', UserBase, { signal, policy: { silent: true } });
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return null;
    throw error;
  }
}

/** The key a feature invalidates after changing something the session user shows. */
export const USER_BASE_KEY = ['user', 'base'] as const;

export const userBaseQueryOptions = () => queryOptions({ queryKey: USER_BASE_KEY, queryFn: ({ signal }) => getUserBase(signal) });

export const useUserBase = ({ enabled }: { enabled: boolean }) => useQuery({ ...userBaseQueryOptions(), enabled });
