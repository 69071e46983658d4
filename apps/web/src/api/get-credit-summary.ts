import { queryOptions, useQuery } from '@tanstack/react-query';
import { CreditSummary } from '@yc/contracts';
import { getData } from '../lib/http';

/** The store's payment-term credit (账期): limit, used, available, overdue (GET /api/user/user_credit): the wallet pages and the pay step. */
export const getCreditSummary = (signal?: AbortSignal): Promise<CreditSummary> =>
  getData('/api/user/user_credit', CreditSummary, { signal });

export const creditSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'credit'], queryFn: ({ signal }) => getCreditSummary(signal) });

export const useCreditSummary = () => useQuery(creditSummaryQueryOptions());
