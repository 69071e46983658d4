import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CreditBillPage } from '@yc/contracts';
import { getData } from '../../../lib/http';

export interface CreditBillFilter {
  page: number;
  page_size: number;
  type?: string;
}

/** The credit ledger: uses, repayments, refunds (GET /api/user/user_credit_list {page, type}). */
export const getCreditBills = (query: CreditBillFilter, signal?: AbortSignal): Promise<CreditBillPage> =>
  getData('/api/user/user_credit_list', CreditBillPage, { params: query, signal });

export const creditBillsQueryOptions = (query: CreditBillFilter) =>
  queryOptions({ queryKey: ['wallet', 'credit-list', query], queryFn: ({ signal }) => getCreditBills(query, signal) });

export const useCreditBills = (query: CreditBillFilter) =>
  useQuery({ ...creditBillsQueryOptions(query), placeholderData: keepPreviousData });
