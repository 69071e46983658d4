import { queryOptions, useQuery } from '@tanstack/react-query';
import { CreditRepayment } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** One repayment's state (POST /api/pay/user_credit_check {id}: a read, though the API takes it as a POST). */
export const checkCreditRepayment = async (id: number): Promise<CreditRepayment> =>
  CreditRepayment.parse(await postForm('/api/pay/user_credit_check', { id }));

export const repaymentQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['wallet', 'repayment', id], queryFn: () => checkCreditRepayment(id) });

export const useRepaymentCheck = (id: number | null, pollMs: number) =>
  useQuery({
    ...repaymentQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
  });
