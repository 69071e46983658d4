import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { chatConversations } from '../../../src/db/schema/index.js';
import { PNG, textMessage } from '../../chat-fixtures.js';
import { loggedInBuyer } from '../../fixtures.js';
import { createStaff } from '../../staff-fixtures.js';
import { adminCall } from '../admin-call.js';
import { upload } from './catalog.js';

const ROLES = ['customer_service', 'account_manager'] as const;

/** A store's conversation waiting in the shared queue (its store has no account manager). */
async function waitingConversation(app: App): Promise<{ id: number }> {
  const { cookie } = await loggedInBuyer(app);
  const res = await app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie }, payload: textMessage('请问有货吗') });
  return { id: res.json().data.conversation_id as number };
}

const assignment = async (app: App, { id }: { id: number }) =>
  (
    await app.db
      .select({ staffId: chatConversations.staffId, state: chatConversations.state })
      .from(chatConversations)
      .where(eq(chatConversations.id, id))
  )[0];

export const calls = [
  adminCall({
    name: 'GET /api/admin/chat/conversations',
    roles: [...ROLES],
    request: () => ({ method: 'GET', url: '/api/admin/chat/conversations' }),
  }),
  adminCall({
    name: 'GET /api/admin/chat/colleagues',
    roles: [...ROLES],
    request: () => ({ method: 'GET', url: '/api/admin/chat/colleagues' }),
  }),
  adminCall({
    name: 'GET /api/admin/chat/conversations/:id',
    roles: [...ROLES],
    prepare: waitingConversation,
    request: ({ id }) => ({ method: 'GET', url: `/api/admin/chat/conversations/${id}` }),
  }),
  adminCall({
    name: 'GET /api/admin/chat/conversations/:id/messages',
    roles: [...ROLES],
    prepare: waitingConversation,
    request: ({ id }) => ({ method: 'GET', url: `/api/admin/chat/conversations/${id}/messages` }),
  }),
  adminCall({
    name: 'POST /api/admin/chat/conversations/:id/send',
    roles: [...ROLES],
    prepare: waitingConversation,
    request: ({ id }) => ({ method: 'POST', url: `/api/admin/chat/conversations/${id}/send`, payload: textMessage('您好，有货') }),
  }),
  adminCall({
    name: 'POST /api/admin/chat/conversations/:id/image',
    roles: [...ROLES],
    prepare: waitingConversation,
    request: ({ id }) => ({ method: 'POST', url: `/api/admin/chat/conversations/${id}/image`, payload: upload('photo.png', PNG, 'image/png') }),
  }),
  adminCall({
    name: 'POST /api/admin/chat/conversations/:id/read',
    roles: [...ROLES],
    prepare: waitingConversation,
    request: ({ id }) => ({ method: 'POST', url: `/api/admin/chat/conversations/${id}/read`, payload: { last_id: 1 } }),
  }),
  adminCall({
    name: 'POST /api/admin/chat/conversations/:id/transfer',
    roles: [...ROLES],
    prepare: async (app) => ({ ...(await waitingConversation(app)), to: (await createStaff(app, ['customer_service'])).staffId }),
    request: ({ id, to }) => ({ method: 'POST', url: `/api/admin/chat/conversations/${id}/transfer`, payload: { staff_id: to } }),
    change: { read: assignment, audit: { action: 'chat.transfer', entity: 'chat_conversation', entityId: ({ id }) => id } },
  }),
  adminCall({
    name: 'POST /api/admin/chat/conversations/:id/close',
    roles: [...ROLES],
    prepare: waitingConversation,
    request: ({ id }) => ({ method: 'POST', url: `/api/admin/chat/conversations/${id}/close` }),
    change: { read: assignment, audit: { action: 'chat.close', entity: 'chat_conversation', entityId: ({ id }) => id } },
  }),
];
