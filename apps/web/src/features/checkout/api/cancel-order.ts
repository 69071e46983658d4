import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderCancelResult } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Cancels an unpaid order (POST /api/order/cancel {id}); its stock, coupon and vouchers go back. */
export const cancelOrder = async (id: number): Promise<OrderCancelResult> =>
  OrderCancelResult.parse(await postForm('/api/order/cancel', { id }));

export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order'] }) });
};
