import { useMutation } from '@tanstack/react-query';
import { CartCopyResult, type CartCopyBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Copies lines into other stores of the same login (POST /api/cart/copy {ids, other_user_ids}); this store's cart is unchanged. */
export const copyCartLines = async (body: CartCopyBody): Promise<CartCopyResult> =>
  CartCopyResult.parse(await postForm('/api/cart/copy', body));

export const useCopyCartLines = () => useMutation({ mutationFn: copyCartLines });
