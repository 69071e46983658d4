import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApprovalList } from '@yc/contracts';
import { getData } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** The orders waiting for the caller's approval, with their lines, newest first (GET /api/company/approvals). */
export const getApprovals = (signal?: AbortSignal): Promise<ApprovalList> => getData('/api/company/approvals', ApprovalList, { signal });

export const approvalsQueryOptions = () =>
  queryOptions({ queryKey: [...COMPANY_KEY, 'approvals'], queryFn: ({ signal }) => getApprovals(signal) });

export const useApprovals = () => useQuery(approvalsQueryOptions());
