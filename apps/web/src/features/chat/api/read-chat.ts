import { ChatUnread } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Marks the store's side read up to a message; answers the unread count left (POST /api/chat/read). */
export const readChat = async (lastId: number): Promise<ChatUnread> =>
  ChatUnread.parse(await postForm('/api/chat/read', { last_id: lastId }, { policy: { silent: true } }));
