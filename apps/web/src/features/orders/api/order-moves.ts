import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BuyAgainResult, OrderConfirmResult } from '@yc/contracts';
import { ORDER_MOVE_KEYS } from '../../../api/cancel-order';
import { invalidateCart } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

/** 确认收货 (POST /api/order/confirm {id}): the order completes, with its points and e-invoice. */
export const confirmReceipt = async (id: number): Promise<OrderConfirmResult> =>
  OrderConfirmResult.parse(await postForm('/api/order/confirm', { id }));

/** 再次购买 (POST /api/order/buy_again {id}): the order's goods back in the cart at today's prices. */
export const buyAgain = async (id: number): Promise<BuyAgainResult> => BuyAgainResult.parse(await postForm('/api/order/buy_again', { id }));

export const useConfirmReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => Promise.all(ORDER_MOVE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
};

export const useBuyAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: buyAgain, onSuccess: () => invalidateCart(queryClient) });
};
