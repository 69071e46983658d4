import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInfoBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** The login's own name and phone (POST api/user/updateUserInfo {name, phone}); a new phone also sends its code and the login password. */
export const updateUserInfo = async (body: UpdateUserInfoBody): Promise<void> => {
  await postForm('api/user/updateUserInfo', body);
};

export const useUpdateUserInfo = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserInfo, onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }) });
};
