import { useQuery } from '@tanstack/react-query';
import { AuditPage, type AuditQuery } from '@yc/contracts';
import { getData } from '../../lib/http';
import { ADMIN_KEY } from '../api/session';

export type AuditFilter = Partial<Omit<AuditQuery, 'start_time' | 'end_time'>> & { start_time?: string; end_time?: string };

export const useAuditLog = (filter: AuditFilter) =>
  useQuery({ queryKey: [ADMIN_KEY, 'audit', filter], queryFn: () => getData('/api/admin/audit', AuditPage, { params: filter }) });
