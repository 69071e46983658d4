import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ArticleCategoryPage } from '@yc/contracts';
import { getData } from '../../../lib/http';

interface CategoryPageParams {
  categoryId: number;
  page: number;
  pageSize: number;
}

/** One page of a help group's or a news list's articles (GET /api/article/category {category_id}); a failure is the page's to show. */
export const getArticleCategory = (
  { categoryId, page, pageSize }: CategoryPageParams,
  signal?: AbortSignal,
): Promise<ArticleCategoryPage> =>
  getData('/api/article/category', ArticleCategoryPage, {
    params: { category_id: categoryId, page, page_size: pageSize },
    signal,
    policy: { silent: true },
  });

export const articleCategoryQueryOptions = (params: CategoryPageParams) =>
  queryOptions({
    queryKey: ['article', 'category', params],
    queryFn: ({ signal }) => getArticleCategory(params, signal),
    staleTime: 5 * 60_000,
  });

// The previous page stays while the next loads, so the list does not collapse on every page click.
export const useArticleCategory = (params: CategoryPageParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...articleCategoryQueryOptions(params), placeholderData: keepPreviousData, enabled });
