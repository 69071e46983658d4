import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartCount } from '@yc/contracts';
import { CART_QUERY_KEY } from '../../../lib/cart-events';
import { getData } from '../../../lib/http';

/** The number of cart lines for the badge (GET /api/cart/total); silent, since the session user carries a count as well. */
export const getCartTotal = (signal?: AbortSignal): Promise<CartCount> =>
  getData('/api/cart/total', CartCount, { signal, policy: { silent: true } });

export const cartTotalQueryOptions = () =>
  queryOptions({ queryKey: [...CART_QUERY_KEY, 'total'], queryFn: ({ signal }) => getCartTotal(signal) });

export const useCartTotal = ({ enabled }: { enabled: boolean }) => useQuery({ ...cartTotalQueryOptions(), enabled });
