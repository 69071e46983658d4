import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Registered, type RegisterBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** Opens the account and its store (POST /api/user/register); the answer's cookie logs the buyer in. */
export const register = async (body: RegisterBody): Promise<Registered> => Registered.parse(await postForm('/api/user/register', body));

export const useRegister = () => {
  const queryClient = useQueryClient();
  // The buyer is a member now: the header and toolbar must load the new session user.
  return useMutation({ mutationFn: register, onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }) });
};
