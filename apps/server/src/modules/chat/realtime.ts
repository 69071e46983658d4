/**
 * WebSockets for the whole app (the buyer's under /api/chat, the staff's under /api/admin/chat, where
 * their cookie reaches) and the chat hub both sides publish through, with its bus: Redis pub/sub
 * when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on the app's own database.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { poolOf } from '../../db/pool.js';
import { eventBus } from '../../lib/event-bus.js';
import { CHAT_CHANNEL, type ChatEvent } from './events.js';
import { ChatHub } from './hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatHub;
  }
}

/** Past this the socket library drops the connection; frames between CHAT_FRAME_BYTES and it get a refusal in Chinese. */
const MAX_FRAME_BYTES = 1024 * 1024;

export async function registerChatRealtime(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const warn = (msg: string) => app.log.warn(msg);
  const bus = eventBus<ChatEvent>(poolOf(app.db), app.config.redisUrl, CHAT_CHANNEL, warn);
  const hub = new ChatHub(app.db, bus, app.log);
  app.decorate('chat', hub);
  app.addHook('onClose', () => hub.close());
}
