import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArticleDetail } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** An article by its id, or a fixed page (a help route, the privacy policy) by its slug. */
export type ArticleRef = { id: number } | { slug: string };

const articleUrl = (ref: ArticleRef): string => ('id' in ref ? `/api/article/detail/${ref.id}` : `/api/article/page/${ref.slug}`);

// A missing article is drawn by the page itself, not announced in the 温馨提示 alert.
export const getArticle = (ref: ArticleRef, signal?: AbortSignal): Promise<ArticleDetail> =>
  getData(articleUrl(ref), ArticleDetail, { signal, policy: { silent: true } });

export const articleQueryOptions = (ref: ArticleRef) =>
  queryOptions({ queryKey: ['article', ref], queryFn: ({ signal }) => getArticle(ref, signal), staleTime: 10 * 60_000, retry: false });

export const useArticle = (ref: ArticleRef) => useQuery(articleQueryOptions(ref));
