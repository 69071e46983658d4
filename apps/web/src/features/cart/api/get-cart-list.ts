import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CartList, DEFAULT_CART_FILTER } from '@yc/contracts';
import { CART_QUERY_KEY } from '../../../lib/cart-events';
import { getData, isApiError } from '../../../lib/http';

/** The whole cart, priced, narrowed by a filter tab (GET /api/cart/list ?filters&new). */
export const getCartList = (filters: number, signal?: AbortSignal): Promise<CartList> =>
  getData('/api/cart/list', CartList, { signal, params: { filters, new: 1 } });

export const cartListKey = (filters: number = DEFAULT_CART_FILTER) => [...CART_QUERY_KEY, 'list', filters] as const;

// The drawer and the cart page may ask at once with different filters, and a repeated GET of the
// same path cancels the earlier one (spec section 7): the cancelled one asks again a moment later.
const retryCancelled = (failures: number, error: unknown) => failures < 2 && isApiError(error) && error.kind === 'canceled';

export const cartListQueryOptions = (filters: number = DEFAULT_CART_FILTER) =>
  queryOptions({
    queryKey: cartListKey(filters),
    queryFn: ({ signal }) => getCartList(filters, signal),
    retry: retryCancelled,
    retryDelay: 300,
  });

export const useCartList = (filters: number = DEFAULT_CART_FILTER, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...cartListQueryOptions(filters), enabled, placeholderData: keepPreviousData });
