import { useMutation } from '@tanstack/react-query';
import { CreditRepayment, type CreditRepayCreateBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** A repayment order for what is owed, all of it unless an amount is given (POST /api/pay/user_credit_create {amount?}). */
export const createCreditRepayment = async (body: CreditRepayCreateBody): Promise<CreditRepayment> =>
  CreditRepayment.parse(await postForm('/api/pay/user_credit_create', body));

export const useCreateCreditRepayment = () => useMutation({ mutationFn: createCreditRepayment });
