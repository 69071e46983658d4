import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetRolesBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** A member's roles in the stores the caller manages; a store left out is taken from the member (POST /api/company/members/:id/roles). */
export const setMemberRoles = async ({ id, body }: { id: number; body: SetRolesBody }): Promise<void> => {
  await postForm(`/api/company/members/${id}/roles`, body);
};

export const useSetMemberRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMemberRoles, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }) });
};
