import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BuyAgainResult, OrderCancelResult, OrderConfirmResult } from '@yc/contracts';
import { invalidateCart } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

/** Cancels an unpaid or not yet shipped order (POST /api/order/cancel {id}); a paid one is refunded the way it was paid. */
export const cancelOrder = async (id: number): Promise<OrderCancelResult> =>
  OrderCancelResult.parse(await postForm('/api/order/cancel', { id }));

/** 确认收货 (POST /api/order/confirm {id}): the order completes, with its points and e-invoice. */
export const confirmReceipt = async (id: number): Promise<OrderConfirmResult> =>
  OrderConfirmResult.parse(await postForm('/api/order/confirm', { id }));

/** 再次购买 (POST /api/order/buy_again {id}): the order's goods back in the cart at today's prices. */
export const buyAgain = async (id: number): Promise<BuyAgainResult> => BuyAgainResult.parse(await postForm('/api/order/buy_again', { id }));

/** The order's state changes, and with it the wallet (a refund), the points and the counts on the member centre. */
const useOrderMove = <T>(move: (id: number) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: () => Promise.all(['order', 'wallet', 'user'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
};

export const useCancelOrder = () => useOrderMove(cancelOrder);
export const useConfirmReceipt = () => useOrderMove(confirmReceipt);

export const useBuyAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: buyAgain, onSuccess: () => invalidateCart(queryClient) });
};
