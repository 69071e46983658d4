import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** A new password for the logged-in login (POST api/user/resetPassword {old_password, password}); its other sessions end. */
export const resetPassword = async (body: ResetPasswordBody): Promise<void> => {
  await postForm('api/user/resetPassword', body);
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
