import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyRoles, roleRefusal, type Permission } from '@yc/contracts';
import { hasSessionMarker } from '../lib/browser/session-marker';
import { getData } from '../lib/http';
import { useSessionStore } from '../stores/session';

/**
 * The login's role in the current store and what it may do (GET /api/company/me), which the header,
 * the member centre and the buttons read to hide what the role may not do; the server refuses it anyway.
 * Silent: a visitor's 401 here is no reason to send anyone to log in.
 */
export const getMyRoles = (signal?: AbortSignal): Promise<MyRoles> =>
  getData('/api/company/me', MyRoles, { signal, policy: { silent: true } });

/** Under the company key: a change of the company's roles refreshes it with the rest. */
export const myRolesQueryOptions = () => queryOptions({ queryKey: ['company', 'me'], queryFn: ({ signal }) => getMyRoles(signal) });

/** Asked as soon as there is a session, beside GET /api/user/base rather than after it, so the buttons settle together with the page. */
export const useMyRoles = () => {
  const status = useSessionStore((state) => state.status);
  return useQuery({ ...myRolesQueryOptions(), enabled: status === 'member' || (status === 'unknown' && hasSessionMarker()) });
};

/**
 * Why the login may not do what needs `permission`, in the server's own words, or null. Only a member
 * whose role is known and lacks it is refused: a visitor's buttons lead to the login page, and while
 * the role loads the server still guards.
 */
export function useRoleRefusal(permission: Permission): string | null {
  const status = useSessionStore((state) => state.status);
  const { data } = useMyRoles();
  return status === 'member' ? refusalIn(data, permission) : null;
}

/** Why these roles may not do what needs `permission`, or null (also while they load): for a page that knows it has a member. */
export const refusalIn = (roles: MyRoles | undefined, permission: Permission): string | null =>
  roles && !roles.permissions.includes(permission) ? roleRefusal(roles.role, permission) : null;

/** Whether the page offers what needs `permission` (see useRoleRefusal). */
export const useMayDo = (permission: Permission): boolean => useRoleRefusal(permission) === null;
