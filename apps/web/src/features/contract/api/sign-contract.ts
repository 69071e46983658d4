import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContractView, type SignContractBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { contractQueryOptions } from './get-contract';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** Signs this year's contract (POST /api/contract/sign {signer_name, agree}); answers it signed. */
export const signContract = async (body: SignContractBody): Promise<ContractView> =>
  ContractView.parse(await postForm('/api/contract/sign', body));

export const useSignContract = () => {
  const queryClient = useQueryClient();
  // Checkout reads contract_signed from the session user.
  return useMutation({
    mutationFn: signContract,
    onSuccess: (signed) => {
      queryClient.setQueryData(contractQueryOptions().queryKey, signed);
      return queryClient.invalidateQueries({ queryKey: USER_BASE_KEY });
    },
  });
};
