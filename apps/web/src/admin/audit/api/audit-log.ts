import { useQuery } from '@tanstack/react-query';
import { AuditPage, type AuditQuery } from '@yc/contracts';
import { listQuery } from '../../api/query-options';

/** The filter as the page sends it: days as YYYY-MM-DD. */
export type AuditFilter = Partial<Omit<AuditQuery, 'start_time' | 'end_time'>> & { start_time?: string; end_time?: string };

/** One page of the audit log (GET /api/admin/audit). */
export const auditLogQueryOptions = listQuery(['audit'], '/api/admin/audit', AuditPage);

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
