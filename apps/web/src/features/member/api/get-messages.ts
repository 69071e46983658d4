import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MessagePage, type MessageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

export type MessageFilter = Partial<Pick<MessageQuery, 'page' | 'page_size' | 'is_read'>>;

/** The store's messages, newest first, optionally only read (1) or unread (0) ones (GET /api/user/messages). */
export const getMessages = (query: MessageFilter, signal?: AbortSignal): Promise<MessagePage> =>
  getData('/api/user/messages', MessagePage, { params: query, signal });

export const messagesQueryOptions = (query: MessageFilter) =>
  queryOptions({ queryKey: ['member', 'messages', query], queryFn: ({ signal }) => getMessages(query, signal) });

export const useMessages = (query: MessageFilter) => useQuery({ ...messagesQueryOptions(query), placeholderData: keepPreviousData });
