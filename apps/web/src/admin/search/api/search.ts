import { useQuery } from '@tanstack/react-query';
import { AdminSearchMisses, AdminSynonymPage, type AdminSynonymBody, type PageQuery } from '@yc/contracts';
import { useDeleteRow, useSaveRow } from '../../api/mutation';
import { fixedQuery, listQuery } from '../../api/query-options';

const SYNONYMS_KEY = 'search-synonyms';

/** One page of search aliases, by alias or drug name (GET /api/admin/search/synonyms). */
export const synonymsQueryOptions = listQuery([SYNONYMS_KEY], '/api/admin/search/synonyms', AdminSynonymPage);

export const useSynonyms = (query: PageQuery & { keywords?: string }) => useQuery(synonymsQueryOptions(query));

export const useSaveSynonym = () =>
  useSaveRow<AdminSynonymBody>('/api/admin/search/synonyms', { done: '别名已保存', refresh: [SYNONYMS_KEY] });

export const useDeleteSynonym = () => useDeleteRow('/api/admin/search/synonyms', { done: '别名已删除', refresh: [SYNONYMS_KEY] });

/** The last 7 days' searches that found nothing, most typed first (GET /api/admin/search/misses). */
export const searchMissesQueryOptions = fixedQuery(['search-misses'], '/api/admin/search/misses', AdminSearchMisses);

export const useSearchMisses = () => useQuery(searchMissesQueryOptions());
