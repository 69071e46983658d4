import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForgetResetBody } from '@yc/contracts';
import { postForm, type RequestPolicy } from '../../../lib/http';

/** Step 2 of /forget: the new password (POST /api/user/forget/reset {token, password}); every session of the login ends. */
export const forgetReset = async (body: ForgetResetBody, policy?: RequestPolicy): Promise<void> => {
  await postForm('/api/user/forget/reset', body, { policy });
};

export const useForgetReset = (policy?: RequestPolicy) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ForgetResetBody) => forgetReset(body, policy),
    // The server ended the session: whoever was logged in here is a visitor now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'base'] }),
  });
};
