import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** Unbinds the login's WeChat (DELETE /api/user/unbind_wechat). */
export const unbindWechat = async (): Promise<void> => {
  await deleteData('/api/user/unbind_wechat');
};

export const useUnbindWechat = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unbindWechat, onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }) });
};
