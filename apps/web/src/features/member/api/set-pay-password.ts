import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayPasswordCodeBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** The first 支付密码, proven by the code sent to the login's phone (POST /api/user/payPassword/set {code, password}). */
export const setPayPassword = async (body: PayPasswordCodeBody): Promise<void> => {
  await postForm('/api/user/payPassword/set', body);
};

export const useSetPayPassword = () => {
  const queryClient = useQueryClient();
  // user/base says whether one is set.
  return useMutation({ mutationFn: setPayPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }) });
};
