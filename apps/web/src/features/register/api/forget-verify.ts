import { useMutation } from '@tanstack/react-query';
import { ResetToken, type ForgetVerifyBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Step 1 of /forget: the phone's code buys a one-time token for setting the password (POST /api/user/forget/verify). */
export const forgetVerify = async (body: ForgetVerifyBody): Promise<ResetToken> =>
  ResetToken.parse(await postForm('/api/user/forget/verify', body));

export const useForgetVerify = () => useMutation({ mutationFn: forgetVerify });
