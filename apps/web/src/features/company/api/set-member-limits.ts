import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetLimitsBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { COMPANY_KEY } from './get-company';

/** A member's per-order and per-month limits in one store, in fen, null for none (POST /api/company/members/:id/limits). */
export const setMemberLimits = async ({ id, body }: { id: number; body: SetLimitsBody }): Promise<void> => {
  await postForm(`/api/company/members/${id}/limits`, body);
};

export const useSetMemberLimits = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMemberLimits, onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }) });
};
