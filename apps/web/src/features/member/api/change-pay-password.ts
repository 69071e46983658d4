import { useMutation } from '@tanstack/react-query';
import type { PayPasswordChangeBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** A new 支付密码 proven by the old one (POST /api/user/payPassword/change {old_password, password}). */
export const changePayPassword = async (body: PayPasswordChangeBody): Promise<void> => {
  await postForm('/api/user/payPassword/change', body);
};

export const useChangePayPassword = () => useMutation({ mutationFn: changePayPassword });
