import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChargeIndex } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The recharge panel: balance, suggested amounts, recent recharges (GET /api/charge/index). */
export const getChargeIndex = (signal?: AbortSignal): Promise<ChargeIndex> => getData('/api/charge/index', ChargeIndex, { signal });

export const chargeIndexQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'charge'], queryFn: ({ signal }) => getChargeIndex(signal) });

export const useChargeIndex = () => useQuery(chargeIndexQueryOptions());
