import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http';

/** Unlinks a store linked to this login (DELETE /api/multi/untie?id=). */
export const untieStore = async (id: number): Promise<void> => {
  await deleteData('/api/multi/untie', { params: { id } });
};

export const useUntieStore = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: untieStore, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['multi', 'index'] }) });
};
