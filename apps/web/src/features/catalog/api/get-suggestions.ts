import { queryOptions, useQuery } from '@tanstack/react-query';
import { GoodsSuggestions, SUGGESTION_CACHE_MAX_AGE_MS } from '@yc/contracts';
import { getData } from '../../../lib/http';

export interface SuggestionQuery {
  keywords: string;
  /** 0 = drug, 1 = manufacturer. */
  type: number;
}

/** Up to 10 drug names or manufacturers for a keyword (GET /api/goods/search {keywords,type}). */
export const getSuggestions = (query: SuggestionQuery, signal?: AbortSignal): Promise<GoodsSuggestions> =>
  // A failed suggestion is not worth a dialog: the box just shows 暂无数据.
  getData('/api/goods/search', GoodsSuggestions, { params: query, signal, policy: { silent: true } });

export const suggestionsQueryOptions = (query: SuggestionQuery) =>
  queryOptions({
    queryKey: ['goods', 'search', query.type, query.keywords],
    queryFn: ({ signal }) => getSuggestions(query, signal),
    staleTime: SUGGESTION_CACHE_MAX_AGE_MS,
  });

interface SuggestionOptions {
  enabled: boolean;
  /** Suggestions kept from an earlier visit, and when they came (spec section 9: refreshed when older than 5000 ms). */
  initial?: { list: string[]; timestamp: number };
}

export const useSuggestions = (query: SuggestionQuery, { enabled, initial }: SuggestionOptions) =>
  useQuery({
    ...suggestionsQueryOptions(query),
    enabled: enabled && query.keywords !== '',
    initialData: initial?.list,
    initialDataUpdatedAt: initial?.timestamp,
  });
