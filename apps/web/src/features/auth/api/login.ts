import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@yc/contracts';
import { postForm, type RequestPolicy } from '../../../lib/http';

/** Logs in with account and password (POST /api/user/login); the session cookie is the result. */
export const login = async (body: LoginBody, policy?: RequestPolicy): Promise<void> => {
  await postForm('/api/user/login', body, { policy });
};

export const useLogin = (policy?: RequestPolicy) => useMutation({ mutationFn: (body: LoginBody) => login(body, policy) });
