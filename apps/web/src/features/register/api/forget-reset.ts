import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForgetResetBody } from '@yc/contracts';
import { postForm, type RequestPolicy } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** Step 2 of /forget: the new password (POST api/user/resetPassword {password}, with step 1's token); every session of the login ends. */
export const forgetReset = async (body: ForgetResetBody, policy?: RequestPolicy): Promise<void> => {
  await postForm('api/user/resetPassword', body, { policy });
};

export const useForgetReset = (policy?: RequestPolicy) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ForgetResetBody) => forgetReset(body, policy),
    // The server ended the session: whoever was logged in here is a visitor now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }),
  });
};
