import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChatUnread } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's unread customer-service answers; the socket keeps this query's data current. */
export const CHAT_UNREAD_KEY = ['chat', 'unread'] as const;

/** Silent: the count is a badge, and a store that may not chat simply has none. */
export const getChatUnread = (signal?: AbortSignal): Promise<ChatUnread> => getData('/api/chat/unread', ChatUnread, { signal, policy: { silent: true } });

export const chatUnreadQueryOptions = () => queryOptions({ queryKey: CHAT_UNREAD_KEY, queryFn: ({ signal }) => getChatUnread(signal) });

export const useChatUnread = ({ enabled }: { enabled: boolean }) => useQuery({ ...chatUnreadQueryOptions(), enabled });
