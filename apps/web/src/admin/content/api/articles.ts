import { useQuery } from '@tanstack/react-query';
import { AdminArticleCategories, AdminArticleDetail, AdminArticlePage, type AdminArticleForm, type AdminArticleQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation, useDeleteRow, useSaveRow } from '../../api/mutation';
import { fixedQuery, listQuery, rowQuery } from '../../api/query-options';

// The articles resource: news and help articles and their columns.
const ARTICLES_KEY = 'articles';

/** The article columns of both kinds (GET /api/admin/article-categories). */
export const articleCategoriesQueryOptions = fixedQuery(
  [ARTICLES_KEY, 'categories'],
  '/api/admin/article-categories',
  AdminArticleCategories,
);
/** One page of a column's articles (GET /api/admin/articles). */
export const articlesQueryOptions = listQuery([ARTICLES_KEY, 'list'], '/api/admin/articles', AdminArticlePage);
/** One article with its body (GET /api/admin/articles/:id). */
export const articleQueryOptions = rowQuery([ARTICLES_KEY, 'detail'], (id) => `/api/admin/articles/${id}`, AdminArticleDetail);

export const useArticleCategories = () => useQuery(articleCategoriesQueryOptions());
export const useArticles = (query: Partial<AdminArticleQuery>) => useQuery(articlesQueryOptions(query));
export const useArticle = (id: number | null) => useQuery(articleQueryOptions(id));

export const useSaveArticleCategory = () =>
  useAdminMutation(
    ({ id, body }: { id: number; body: { name: string; sort: number } }) => postForm(`/api/admin/article-categories/${id}`, body),
    { done: '栏目已保存', refresh: [ARTICLES_KEY] },
  );

export const useSaveArticle = () => useSaveRow<AdminArticleForm>('/api/admin/articles', { done: '文章已保存', refresh: [ARTICLES_KEY] });

export const useDeleteArticle = () => useDeleteRow('/api/admin/articles', { done: '文章已删除', refresh: [ARTICLES_KEY] });
