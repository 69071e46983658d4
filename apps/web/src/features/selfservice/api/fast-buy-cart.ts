import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FastBuyCartResult, type FastBuyCartBody } from '@yc/contracts';
import { invalidateCart } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

/**
 * 常购清单's 全部加入 and 勾选加入 (POST /api/user/fast_buy/cart): every goods that can go in does, a
 * short one with what the stock allows; the answer names those cut and those left out.
 */
export const fastBuyToCart = async (body: FastBuyCartBody): Promise<FastBuyCartResult> =>
  FastBuyCartResult.parse(await postForm('/api/user/fast_buy/cart', body));

export const useFastBuyCart = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fastBuyToCart, onSuccess: () => invalidateCart(queryClient) });
};
