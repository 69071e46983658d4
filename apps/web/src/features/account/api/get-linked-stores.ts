import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkedStores } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The stores the account may switch between (GET /api/multi/index). */
export const getLinkedStores = (signal?: AbortSignal): Promise<LinkedStores> => getData('/api/multi/index', LinkedStores, { signal });

export const linkedStoresQueryOptions = () =>
  queryOptions({ queryKey: ['multi', 'index'], queryFn: ({ signal }) => getLinkedStores(signal) });

export const useLinkedStores = ({ enabled }: { enabled: boolean }) => useQuery({ ...linkedStoresQueryOptions(), enabled });
