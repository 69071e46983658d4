import { useQuery } from '@tanstack/react-query';
import { ExpiringPage, type ExpiringQuery } from '@yc/contracts';
import { listQuery } from '../../api/query-options';
import { STORES_KEY } from './stores';

/** One page of store certificates expiring soon or expired (GET /api/admin/stores/expiring). */
export const expiringQueryOptions = listQuery([STORES_KEY, 'expiring'], '/api/admin/stores/expiring', ExpiringPage);

export const useExpiring = (query: Partial<ExpiringQuery>) => useQuery(expiringQueryOptions(query));
