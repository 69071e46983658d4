import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpikeList } from '@yc/contracts';
import { getData } from '../../../lib/http';

export const SPIKE_SHOWN = 5;

/** The flash sales on now, with the server clock for the countdown (GET /api/index/spike); a failure is not announced (spec section 8), the block shows it. */
export const getSpike = (signal?: AbortSignal): Promise<SpikeList> =>
  getData('/api/index/spike', SpikeList, { params: { page: 1, page_size: SPIKE_SHOWN }, signal, policy: { silent: true } });

// Never cached as fresh: the server timestamp must be the one of this read, or the countdown would run late.
export const spikeQueryOptions = () =>
  queryOptions({ queryKey: ['index', 'spike'], queryFn: ({ signal }) => getSpike(signal), staleTime: 0 });

export const useSpike = () => useQuery(spikeQueryOptions());
