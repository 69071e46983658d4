import { useQuery } from '@tanstack/react-query';
import { AdminHotSearches, type AdminHotSearchForm } from '@yc/contracts';
import { useDeleteRow, useSaveRow } from '../../api/mutation';
import { fixedQuery } from '../../api/query-options';

const HOT_SEARCHES_KEY = 'hot-searches';

/** The hot-search words under the header's search box (GET /api/admin/hot-searches). */
export const hotSearchesQueryOptions = fixedQuery([HOT_SEARCHES_KEY], '/api/admin/hot-searches', AdminHotSearches);

export const useHotSearches = () => useQuery(hotSearchesQueryOptions());

export const useSaveHotSearch = () =>
  useSaveRow<AdminHotSearchForm>('/api/admin/hot-searches', { done: '热搜词已保存', refresh: [HOT_SEARCHES_KEY] });

export const useDeleteHotSearch = () => useDeleteRow('/api/admin/hot-searches', { done: '热搜词已删除', refresh: [HOT_SEARCHES_KEY] });
