import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayPasswordCodeBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** A forgotten 支付密码 replaced with the code sent to the login's phone (POST /api/user/payPassword/reset {code, password}). */
export const resetPayPassword = async (body: PayPasswordCodeBody): Promise<void> => {
  await postForm('/api/user/payPassword/reset', body);
};

export const useResetPayPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPayPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }) });
};
