import { queryOptions, useQuery } from '@tanstack/react-query';
import { PayChannels, type PayProvider } from '@yc/contracts';
import { getData } from '../lib/http';

/** The online providers the store offers, whether it is the 演示支付 sandbox, and why none (GET /api/pay/channels): the pay step, recharge and repayment. */
export const getPayChannels = (signal?: AbortSignal): Promise<PayChannels> => getData('/api/pay/channels', PayChannels, { signal });

export const payChannelsQueryOptions = () =>
  queryOptions({ queryKey: ['pay-channels'], queryFn: ({ signal }) => getPayChannels(signal), staleTime: 5 * 60_000 });

export const usePayChannels = () => useQuery(payChannelsQueryOptions());

/** The provider the buyer picked, or the only one offered; undefined while loading or when none is offered (desktop and phone pay steps). */
export function useChosenProvider(picked: PayProvider | null): PayProvider | undefined {
  const providers = usePayChannels().data?.providers ?? [];
  return providers.find((p) => p.value === picked)?.value ?? providers[0]?.value;
}
