import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreApprovalBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** Whether every order of a store waits for approval, or only those over a limit (POST /api/company/stores/approval). */
export const setStoreApproval = async (body: StoreApprovalBody): Promise<void> => {
  await postForm('/api/company/stores/approval', body);
};

export const useSetStoreApproval = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStoreApproval, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }) });
};
