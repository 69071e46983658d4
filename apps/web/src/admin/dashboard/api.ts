import { useQuery } from '@tanstack/react-query';
import { Dashboard, WorkQueue } from '@yc/contracts';
import { getData } from '../../lib/http';
import { ADMIN_KEY } from '../api/session';

/** The sales figures (GET /api/admin/dashboard): the administrator's home. */
export const useDashboard = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'dashboard'], queryFn: () => getData('/api/admin/dashboard', Dashboard), refetchInterval: 60_000 });

/** The work waiting for the member's roles (GET /api/admin/dashboard/queue); the console's writes refresh it with the dashboard. */
export const useWorkQueue = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'dashboard', 'queue'], queryFn: () => getData('/api/admin/dashboard/queue', WorkQueue), refetchInterval: 60_000 });
