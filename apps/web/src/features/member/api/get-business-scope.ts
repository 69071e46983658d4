import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessScope } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The classes of goods the store may buy (GET api/user/jyfw). */
export const getBusinessScope = (signal?: AbortSignal): Promise<BusinessScope> => getData('api/user/jyfw', BusinessScope, { signal });

export const businessScopeQueryOptions = () =>
  queryOptions({ queryKey: ['member', 'jyfw'], queryFn: ({ signal }) => getBusinessScope(signal), staleTime: 5 * 60_000 });

export const useBusinessScope = () => useQuery(businessScopeQueryOptions());
