import { queryOptions, useQuery } from '@tanstack/react-query';
import { PayChannels } from '@yc/contracts';
import { getData } from '../lib/http';

/** The online providers the store offers, whether it is the 演示支付 sandbox, and why none (GET /api/pay/channels): the pay step, recharge and repayment. */
export const getPayChannels = (signal?: AbortSignal): Promise<PayChannels> => getData('/api/pay/channels', PayChannels, { signal });

export const payChannelsQueryOptions = () =>
  queryOptions({ queryKey: ['pay-channels'], queryFn: ({ signal }) => getPayChannels(signal), staleTime: 5 * 60_000 });

export const usePayChannels = () => useQuery(payChannelsQueryOptions());
