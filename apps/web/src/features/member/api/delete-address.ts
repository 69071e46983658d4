import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressDeleted } from '@yc/contracts';
import { deleteData } from '../../../lib/http';

/** Deletes one delivery address (DELETE /api/address/:id). */
export const deleteAddress = async (id: number): Promise<AddressDeleted> => AddressDeleted.parse(await deleteData(`/api/address/${id}`));

export const useDeleteAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['address'] }) });
};
