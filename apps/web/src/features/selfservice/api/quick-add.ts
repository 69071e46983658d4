import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuickAddResult } from '@yc/contracts';
import { invalidateCart } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

/**
 * One more step of a goods' quantity rule in the cart (POST /api/cart/quick_add/{goods id}): a
 * middle pack where it is sold in middle packs, else one unit; a goods not in the cart starts at its 起订量.
 */
export const quickAdd = async (goodsId: number): Promise<QuickAddResult> =>
  QuickAddResult.parse(await postForm(`/api/cart/quick_add/${goodsId}`, {}));

export const useQuickAdd = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: quickAdd, onSuccess: () => invalidateCart(queryClient) });
};
