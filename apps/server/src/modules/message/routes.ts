import { Envelope, MessagePage, MessageQuery, MessageReadBody, MessageReadResult } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as message from './service.js';

/** /wdxx: the store's messages. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/messages', { schema: { querystring: MessageQuery, response: { 200: Envelope(MessagePage) } } }, async (request) =>
    ok(await message.listMessages(app.db, requireAuth(request), request.query)),
  );

  app.post('/user/messages/read', { schema: { body: MessageReadBody, response: { 200: Envelope(MessageReadResult) } } }, async (request) =>
    ok(await message.readMessages(app.db, requireAuth(request), request.body), '已标记为已读'),
  );
};

export default messageRoutes;
