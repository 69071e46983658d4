import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/http';

/** 确认收货 of a shipped gift (POST /api/points/orders/confirm {id}): the points order completes. */
export const confirmPointsOrder = async (id: number): Promise<void> => {
  await postForm('/api/points/orders/confirm', { id });
};

export const useConfirmPointsOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPointsOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['points-mall', 'orders'] }) });
};
