import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffMe, type AdminLoginBody } from '@yc/contracts';
import { getData, postForm, type RequestPolicy } from '../../lib/http';

/** Every console query key starts here, so logging out drops them all. */
export const ADMIN_KEY = 'admin';
const meKey = [ADMIN_KEY, 'me'] as const;

/** The staff member of the session; a 401 sends the browser to /admin/login (lib/http). */
export const useStaffMe = () => useQuery({ queryKey: meKey, queryFn: () => getData('/api/admin/me', StaffMe), staleTime: 60_000 });

export const useAdminLogin = (policy: RequestPolicy) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) => postForm('/api/admin/login', body, { policy }),
    onSuccess: () => client.removeQueries({ queryKey: [ADMIN_KEY] }),
  });
};

export const useAdminLogout = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postForm('/api/admin/logout'),
    onSettled: () => client.removeQueries({ queryKey: [ADMIN_KEY] }),
  });
};
