import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartChangeResult, type CartList, type CartSelectBody } from '@yc/contracts';
import { CART_QUERY_KEY } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

/** Ticks or unticks lines (POST /api/cart/batch_select {ids, is_selected}). */
export const selectCartLines = async (body: CartSelectBody): Promise<CartChangeResult> =>
  CartChangeResult.parse(await postForm('/api/cart/batch_select', body));

export const useSelectCartLines = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectCartLines,
    // The tick shows at once; the totals follow when the cart is priced again.
    onMutate: ({ ids, is_selected }) => {
      queryClient.setQueriesData<CartList>({ queryKey: [...CART_QUERY_KEY, 'list'] }, (cart) =>
        cart ? { ...cart, data: cart.data.map((item) => (ids.includes(item.id) ? { ...item, is_selected } : item)) } : cart,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CART_QUERY_KEY] }),
  });
};
