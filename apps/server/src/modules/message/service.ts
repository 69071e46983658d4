import type { MessagePage, MessageQuery, MessageReadBody, MessageReadResult } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './queries.js';

export async function listMessages(db: Db, auth: AuthContext, query: MessageQuery): Promise<MessagePage> {
  const isRead = query.is_read === undefined ? undefined : query.is_read === 1;
  const [{ list, total }, unread] = await Promise.all([
    q.messagePage(db, auth.storeId, isRead, sliceOf(query)),
    q.unreadCount(db, auth.storeId),
  ]);
  const items = list.map((m) => ({
    id: m.id,
    type: m.type,
    title: m.title,
    content: m.content,
    is_read: m.isRead ? 1 : 0,
    created_at: m.createdAt.toISOString(),
  }));
  return { ...pageOf(items, total, query), unread };
}

/** Marks messages read; an id of another store's message refuses the whole call and changes nothing. */
export async function readMessages(db: Db, auth: AuthContext, body: MessageReadBody): Promise<MessageReadResult> {
  const updated =
    body.all === 1
      ? await q.markAllRead(db, auth.storeId)
      : await db.transaction(async (tx) => {
          const wanted = [...new Set(body.ids)];
          const marked = await q.markRead(tx, auth.storeId, wanted);
          if (marked.length !== wanted.length) throw notFound('消息');
          return marked.length;
        });
  return { updated, unread: await q.unreadCount(db, auth.storeId) };
}
