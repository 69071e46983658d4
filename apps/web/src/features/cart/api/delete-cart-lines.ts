import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartChangeResult, type CartIdsBody } from '@yc/contracts';
import { invalidateCart } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

/** Removes lines (POST /api/cart/batch_delete {ids}); the badge count changes with them. */
export const deleteCartLines = async (body: CartIdsBody): Promise<CartChangeResult> =>
  CartChangeResult.parse(await postForm('/api/cart/batch_delete', body));

export const useDeleteCartLines = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCartLines, onSuccess: () => invalidateCart(queryClient) });
};
