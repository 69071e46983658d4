import { queryOptions, useQuery } from '@tanstack/react-query';
import { RechargeOrder } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** One recharge order's state (GET /api/pay/check_cz_order {id}). */
export const checkRecharge = (id: number, signal?: AbortSignal): Promise<RechargeOrder> =>
  getData('/api/pay/check_cz_order', RechargeOrder, { params: { id }, signal });

export const rechargeQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['wallet', 'recharge', id], queryFn: ({ signal }) => checkRecharge(id, signal) });

/** Asked again every `pollMs` while the provider has not confirmed, until `enabled` turns false. */
export const useRechargeCheck = (id: number, { pollMs, enabled }: { pollMs: number; enabled: boolean }) =>
  useQuery({
    ...rechargeQueryOptions(id),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
  });
