import { queryOptions, useQuery } from '@tanstack/react-query';
import { WalletSummary } from '@yc/contracts';
import { getData } from '../lib/http';

/** The store's balance and totals (GET /api/user/user_money): the wallet pages and the pay step. */
export const getWalletSummary = (signal?: AbortSignal): Promise<WalletSummary> =>
  getData('/api/user/user_money', WalletSummary, { signal });

export const walletSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'money'], queryFn: ({ signal }) => getWalletSummary(signal) });

export const useWalletSummary = () => useQuery(walletSummaryQueryOptions());
