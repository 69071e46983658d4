import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** 停用 ends every session of the member at once; 启用 lets it log in again (POST /api/company/members/:id/disable | enable). */
export const setMemberDisabled = async ({ id, disabled }: { id: number; disabled: boolean }): Promise<void> => {
  await postForm(`/api/company/members/${id}/${disabled ? 'disable' : 'enable'}`);
};

export const useSetMemberDisabled = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMemberDisabled, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }) });
};
