import { useQuery } from '@tanstack/react-query';
import { AdminChatMessages, ChatColleagues, ChatConversationDetail, ChatQueue } from '@yc/contracts';
import { getData, postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { fixedQuery, rowQuery } from '../../api/query-options';
import { ADMIN_KEY } from '../../api/session';

/** Every chat query of the console sits under this key: the socket refreshes them together. */
export const CHAT_KEY = [ADMIN_KEY, 'chat'] as const;
const refresh = ['chat'] as const;
export const conversationUrl = (id: number, rest = '') => `/api/admin/chat/conversations/${id}${rest}`;

/** The conversations waiting or open (GET /api/admin/chat/conversations). */
export const chatQueueQueryOptions = fixedQuery(['chat', 'queue'], '/api/admin/chat/conversations', ChatQueue);
/** One conversation with its store and latest messages (GET /api/admin/chat/conversations/:id). */
export const chatConversationQueryOptions = rowQuery(['chat', 'conversation'], (id) => conversationUrl(id), ChatConversationDetail);
/** Who a conversation may be handed to (GET /api/admin/chat/colleagues). */
export const chatColleaguesQueryOptions = fixedQuery(['chat', 'colleagues'], '/api/admin/chat/colleagues', ChatColleagues);

export const useChatQueue = () => useQuery(chatQueueQueryOptions());
export const useChatConversation = (id: number | null) => useQuery(chatConversationQueryOptions(id));
export const useChatColleagues = () => useQuery(chatColleaguesQueryOptions());

export const olderChatMessages = (id: number, beforeId: number): Promise<AdminChatMessages> =>
  getData(conversationUrl(id, '/messages'), AdminChatMessages, { params: { before_id: beforeId } });

export const readConversation = (id: number, lastId: number) =>
  postForm(conversationUrl(id, '/read'), { last_id: lastId }, { policy: { silent: true } });

export const useTransferChat = () =>
  useAdminMutation(
    ({ id, staffId }: { id: number; staffId: number }) => postForm(conversationUrl(id, '/transfer'), { staff_id: staffId }),
    {
      done: '会话已转交',
      refresh,
    },
  );

export const useCloseChat = () =>
  useAdminMutation((id: number) => postForm(conversationUrl(id, '/close')), { done: '会话已结束', refresh });
