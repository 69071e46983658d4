import { useQuery } from '@tanstack/react-query';
import { AdminCombinationPage, type AdminCombinationForm, type PageQuery } from '@yc/contracts';
import { useSaveRow } from '../../api/mutation';
import { listQuery } from '../../api/query-options';
import { GOODS_KEY } from '../../catalog/api/goods';

const COMBINATIONS_KEY = 'combinations';

/** One page of combination packages with their member goods (GET /api/admin/combinations). */
export const combinationsQueryOptions = listQuery([COMBINATIONS_KEY], '/api/admin/combinations', AdminCombinationPage);

export const useCombinations = (query: PageQuery & { keywords?: string }) => useQuery(combinationsQueryOptions(query));

/** A package is a goods too: the goods list shows it. */
export const useSaveCombination = () =>
  useSaveRow<AdminCombinationForm>('/api/admin/combinations', { done: '组合套餐已保存', refresh: [COMBINATIONS_KEY, GOODS_KEY] });
