import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyLogPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** Everything done in the company, newest first (GET /api/company/log {page, page_size}). */
export const getCompanyLog = (query: PageQuery, signal?: AbortSignal): Promise<CompanyLogPage> =>
  getData('/api/company/log', CompanyLogPage, { params: query, signal });

export const companyLogQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: [...COMPANY_KEY, 'log', query], queryFn: ({ signal }) => getCompanyLog(query, signal) });

export const useCompanyLog = (query: PageQuery) => useQuery({ ...companyLogQueryOptions(query), placeholderData: keepPreviousData });
