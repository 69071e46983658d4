import { queryOptions, useQuery } from '@tanstack/react-query';
import { WalletSummary } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's wallet balance (GET /api/user/user_money); the wallet feature reads the same call under the same key. */
export const getWalletSummary = (signal?: AbortSignal): Promise<WalletSummary> =>
  getData('/api/user/user_money', WalletSummary, { signal });

export const walletSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'money'], queryFn: ({ signal }) => getWalletSummary(signal) });

export const useWalletSummary = () => useQuery(walletSummaryQueryOptions());
