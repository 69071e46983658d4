import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyView } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The company of the login: its stores, members with their roles and limits per store, and who approves (GET /api/company). */
export const getCompany = (signal?: AbortSignal): Promise<CompanyView> => getData('/api/company', CompanyView, { signal });

/** Every change of the company's members or settings invalidates this prefix: the view, the log, the caller's own roles. */
export const COMPANY_KEY = ['company'] as const;

export const companyQueryOptions = () => queryOptions({ queryKey: [...COMPANY_KEY, 'view'], queryFn: ({ signal }) => getCompany(signal) });

export const useCompany = () => useQuery(companyQueryOptions());
