import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/http';
import { STATEMENTS_KEY } from './get-statement-months';

/** 对账确认 of a month that is over and has no open dispute (POST /api/user/statements/:month/confirm). */
export const confirmStatement = async (month: string): Promise<void> => {
  await postForm(`/api/user/statements/${month}/confirm`);
};

// Another 财务 may have confirmed it first: the months are asked again either way.
export const useConfirmStatement = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmStatement, onSettled: () => queryClient.invalidateQueries({ queryKey: STATEMENTS_KEY }) });
};
