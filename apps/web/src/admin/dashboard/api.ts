import { useQuery } from '@tanstack/react-query';
import { Dashboard } from '@yc/contracts';
import { getData } from '../../lib/http';
import { ADMIN_KEY } from '../api/session';

export const useDashboard = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'dashboard'], queryFn: () => getData('/api/admin/dashboard', Dashboard), refetchInterval: 60_000 });
