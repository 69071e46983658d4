import { queryOptions, useQuery } from '@tanstack/react-query';
import { PostList } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The newest posts of both news lists (GET /api/focus/postList); a failure is not announced (spec section 8): the list stays empty. */
export const getPostList = (pageSize: number, signal?: AbortSignal): Promise<PostList> =>
  getData('/api/focus/postList', PostList, { params: { page: 1, page_size: pageSize }, signal, policy: { silent: true } });

export const postListQueryOptions = (pageSize: number) =>
  queryOptions({
    queryKey: ['focus', 'postList', pageSize],
    queryFn: ({ signal }) => getPostList(pageSize, signal),
    staleTime: 5 * 60_000,
  });

export const usePostList = (pageSize: number) => useQuery(postListQueryOptions(pageSize));
