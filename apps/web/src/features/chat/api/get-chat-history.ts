import { ChatHistory, type ChatHistoryQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The newest page of the store's conversation, or the page before `before_id` (GET /api/chat/messages). */
export const getChatHistory = (query: ChatHistoryQuery = {}): Promise<ChatHistory> => getData('/api/chat/messages', ChatHistory, { params: query });
