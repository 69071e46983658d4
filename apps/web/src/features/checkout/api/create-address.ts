import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressView, type AddressBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Adds a delivery address from checkout (POST /api/address); the confirm page lists it next. */
export const createAddress = async (body: AddressBody): Promise<AddressView> => AddressView.parse(await postForm('/api/address', body));

export const useCreateAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['address'] }),
        queryClient.invalidateQueries({ queryKey: ['checkout', 'confirm'] }),
      ]),
  });
};
