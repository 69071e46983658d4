import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FeedbackPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's feedback with the operators' replies (GET /api/user/feedback_list {page}). */
export const getFeedbackList = (query: PageQuery, signal?: AbortSignal): Promise<FeedbackPage> =>
  getData('/api/user/feedback_list', FeedbackPage, { params: query, signal });

export const feedbackListQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['selfservice', 'feedback', query], queryFn: ({ signal }) => getFeedbackList(query, signal) });

export const useFeedbackList = (query: PageQuery) => useQuery({ ...feedbackListQueryOptions(query), placeholderData: keepPreviousData });
