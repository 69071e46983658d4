import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CombinationPage, type CombinationQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

export type CombinationParams = Partial<CombinationQuery>;

/** One page of combination packages with their members, of one class or all (GET /api/combinationMzhg). */
export const getCombinations = (params: CombinationParams, signal?: AbortSignal): Promise<CombinationPage> =>
  getData('api/combinationMzhg', CombinationPage, { params, signal });

export const combinationsQueryOptions = (params: CombinationParams) =>
  queryOptions({ queryKey: ['combinationMzhg', params], queryFn: ({ signal }) => getCombinations(params, signal) });

export const useCombinations = (params: CombinationParams) => useQuery({ ...combinationsQueryOptions(params), placeholderData: keepPreviousData });
