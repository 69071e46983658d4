import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressView } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

/** Makes one address the store's default (POST /api/address/:id/default). */
export const setDefaultAddress = async (id: number): Promise<AddressView> =>
  AddressView.parse(await postForm(`/api/address/${id}/default`));

export const useSetDefaultAddress = () => {
  const queryClient = useQueryClient();
  // The session user's address is the default one.
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['address'] }), queryClient.invalidateQueries({ queryKey: USER_BASE_KEY })]),
  });
};
