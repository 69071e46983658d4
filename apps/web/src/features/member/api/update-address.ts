import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressView, type AddressBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Rewrites one delivery address (POST /api/address/:id). */
export const updateAddress = async ({ id, body }: { id: number; body: AddressBody }): Promise<AddressView> =>
  AddressView.parse(await postForm(`/api/address/${id}`, body));

export const useUpdateAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['address'] }) });
};
