import { queryOptions, useQuery } from '@tanstack/react-query';
import { NextHintResult } from '@yc/contracts';
import { CART_QUERY_KEY } from '../../../lib/cart-events';
import { postForm } from '../../../lib/http';

/** What more reaches the next 满减/满折 tier and free shipping (POST /api/cart/next_hint, query params). */
export const getNextHint = async (signal?: AbortSignal): Promise<NextHintResult> =>
  NextHintResult.parse(await postForm('/api/cart/next_hint', undefined, { signal, policy: { silent: true } }));

export const nextHintQueryOptions = () =>
  queryOptions({ queryKey: [...CART_QUERY_KEY, 'hint'], queryFn: ({ signal }) => getNextHint(signal) });

export const useNextHint = ({ enabled }: { enabled: boolean }) => useQuery({ ...nextHintQueryOptions(), enabled });
