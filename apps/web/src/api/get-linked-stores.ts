import { queryOptions, useQuery } from '@tanstack/react-query';
import { LinkedStores } from '@yc/contracts';
import { getData } from '../lib/http';

/** The stores of this login (GET /api/multi/index): the store switcher, the linked-stores page and the cart's copy to another store. */
export const getLinkedStores = (signal?: AbortSignal): Promise<LinkedStores> => getData('/api/multi/index', LinkedStores, { signal });

export const linkedStoresQueryOptions = () =>
  queryOptions({ queryKey: ['multi', 'index'], queryFn: ({ signal }) => getLinkedStores(signal) });

export const useLinkedStores = ({ enabled }: { enabled: boolean }) => useQuery({ ...linkedStoresQueryOptions(), enabled });
