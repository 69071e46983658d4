import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderCancelResult } from '@yc/contracts';
import { postForm } from '../lib/http';

/** Cancels an unpaid or not yet shipped order (POST /api/order/cancel {id}): its stock, coupon and vouchers go back, and a paid one is refunded the way it was paid. */
export const cancelOrder = async (id: number): Promise<OrderCancelResult> =>
  OrderCancelResult.parse(await postForm('/api/order/cancel', { id }));

/** The order's state changes, and with it the wallet (a refund), the points and the counts on the member centre. */
export const ORDER_MOVE_KEYS = [['order'], ['wallet'], ['user']] as const;

export const useCancelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => Promise.all(ORDER_MOVE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
};
