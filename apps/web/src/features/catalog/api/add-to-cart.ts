import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADD_TO_CART_DELAY_MS, CartAddResult, type CartAddBody, type CartAddLineInput } from '@yc/contracts';
import { CART_CHANGED_KEYS } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec section 3: the ids and flags the page does not know fall back to 0. */
export const toCartLine = (line: CartAddLineInput): CartAddBody['params'][number] => ({
  goods_id: Number(line.goods_id),
  price: Number(line.price),
  number: Number(line.number),
  ck_id: Number(line.ck_id ?? 0),
  goods_price_id: Number(line.goods_price_id ?? 0),
  ladder_price_id: Number(line.ladder_price_id ?? 0),
  goods_manjian_id: Number(line.goods_manjian_id ?? 0),
  is_yj: Number(line.is_yj ?? 0),
  ...(line.type === undefined ? {} : { type: Number(line.type) }),
  ...(line.activity_id === undefined ? {} : { activity_id: Number(line.activity_id) }),
});

/** Puts lines in the cart (POST /api/cart {params: [...]}), 200 ms after the click (spec section 4). */
export async function addToCart(lines: CartAddLineInput[]): Promise<CartAddResult> {
  await wait(ADD_TO_CART_DELAY_MS);
  const body: CartAddBody = { params: lines.map(toCartLine) };
  return CartAddResult.parse(await postForm('/api/cart', body));
}

export const useAddToCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => Promise.all(CART_CHANGED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
};
