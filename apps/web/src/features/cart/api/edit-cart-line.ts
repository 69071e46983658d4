import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartEditResult, type CartEditBody } from '@yc/contracts';
import { CART_QUERY_KEY } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';
import { cartListKey } from './get-cart-list';

export interface EditLineInput {
  id: number;
  number: number;
}

/** A line's new quantity (POST /api/cart/{id}/edit {params:{number}, new:1}); the answer carries the whole cart. */
export async function editCartLine({ id, number }: EditLineInput): Promise<CartEditResult> {
  const body: CartEditBody = { params: { number }, new: 1 };
  return CartEditResult.parse(await postForm(`/api/cart/${id}/edit`, body));
}

export const useEditCartLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCartLine,
    onSuccess: async (result) => {
      // The answer is the full cart (filter 全部): keep it, and refresh the rest (other filters, hint).
      const fullKey = cartListKey();
      if (result.cart) queryClient.setQueryData(fullKey, result.cart);
      const isFull = (key: readonly unknown[]) => result.cart !== null && key.length === 3 && key[1] === 'list' && key[2] === fullKey[2];
      await queryClient.invalidateQueries({ queryKey: [...CART_QUERY_KEY], predicate: (query) => !isFull(query.queryKey) });
    },
  });
};
