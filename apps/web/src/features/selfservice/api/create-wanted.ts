import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Wanted, type WantedBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Files a product-wanted request (POST /api/user/buy). */
export const createWanted = async (body: WantedBody): Promise<Wanted> => Wanted.parse(await postForm('/api/user/buy', body));

export const useCreateWanted = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWanted, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['selfservice', 'wanted'] }) });
};
