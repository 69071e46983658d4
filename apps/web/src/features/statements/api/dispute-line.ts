import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedId, type DisputeLineBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { STATEMENTS_KEY } from './get-statement-months';

/** A dispute of one line with a note for the account manager (POST /api/user/statements/:month/disputes {line_key, note}). */
export const disputeLine = async ({ month, ...body }: DisputeLineBody & { month: string }) =>
  CreatedId.parse(await postForm(`/api/user/statements/${month}/disputes`, body));

export const useDisputeLine = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disputeLine, onSuccess: () => queryClient.invalidateQueries({ queryKey: STATEMENTS_KEY }) });
};
