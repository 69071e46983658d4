import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyOverview } from '@yc/contracts';
import { getData } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** The head-office figures of the stores the caller is 负责人 of (GET /api/company/overview). */
export const getCompanyOverview = (signal?: AbortSignal): Promise<CompanyOverview> =>
  getData('/api/company/overview', CompanyOverview, { signal });

export const companyOverviewQueryOptions = () =>
  queryOptions({ queryKey: [...COMPANY_KEY, 'overview'], queryFn: ({ signal }) => getCompanyOverview(signal) });

export const useCompanyOverview = () => useQuery(companyOverviewQueryOptions());
