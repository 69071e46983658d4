import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditRepaymentPaid, type CreditRepayPayBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Pays a repayment from the wallet (at once) or online (a page to pay on) (POST /api/pay/user_credit_pay {id, method}). */
export const payCreditRepayment = async (body: CreditRepayPayBody): Promise<CreditRepaymentPaid> =>
  CreditRepaymentPaid.parse(await postForm('/api/pay/user_credit_pay', body));

export const usePayCreditRepayment = () => {
  const queryClient = useQueryClient();
  // Paid from the wallet, both the credit and the balance moved.
  return useMutation({
    mutationFn: payCreditRepayment,
    onSuccess: (paid) => (paid.status === 'succeeded' ? queryClient.invalidateQueries({ queryKey: ['wallet'] }) : undefined),
  });
};
