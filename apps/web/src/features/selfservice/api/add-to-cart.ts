import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADD_TO_CART_DELAY_MS, CartAddResult, type CartAddLine } from '@yc/contracts';
import { postForm } from '../../../lib/http';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Puts one line in the cart (POST /api/cart {params: [line]}), 200 ms after the click (spec section 4).
 * Quick purchase's own copy of the call, since features do not import each other: the catalogue has its twin.
 */
export async function addToCart(line: CartAddLine): Promise<CartAddResult> {
  await wait(ADD_TO_CART_DELAY_MS);
  return CartAddResult.parse(await postForm('/api/cart', { params: [line] }));
}

export const useAddToCart = () => {
  const queryClient = useQueryClient();
  // The header's cart count comes with the session user, the drawer with the cart list.
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['user', 'base'] }), queryClient.invalidateQueries({ queryKey: ['cart'] })]),
  });
};
