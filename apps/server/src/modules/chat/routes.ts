import {
  ChatHistory,
  ChatHistoryQuery,
  ChatImageUpload,
  ChatMessage,
  ChatReadBody,
  ChatSendBody,
  ChatSocketQuery,
  ChatUnread,
  Answer,
  Msg,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, sendInline } from '../../lib/reply.js';
import { findLiveSession } from '../../plugins/session-queries.js';
import { requireAuth, type AuthContext } from '../../plugins/session.js';
import { storeBuyer } from '../catalog/buyer.js';
import { sendFrame } from './hub.js';
import { chatImageFile, saveChatImage } from './images.js';
import { acceptUploads, readUpload } from '../../lib/uploads/read.js';
import * as chat from './service.js';
import { buyerImageUrl } from './view.js';
import { catchUp, sendBodyOf, serveFrames, SESSION_ENDED } from './socket.js';
import { emptyResponse, uploadForm, uploadResponse } from '../../lib/raw-responses.js';

/** /api/chat: the buyer's side of the customer-service chat. Multipart is registered here for the picture upload only. */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, 2);
  const deps = { db: app.db, config: app.config, hub: app.chat };

  app.get('/chat/messages', { schema: { querystring: ChatHistoryQuery, response: { 200: Answer(ChatHistory) } } }, async (request) =>
    ok(await chat.historyOf(app.db, requireAuth(request), request.query)),
  );

  app.get('/chat/unread', { schema: { response: { 200: Answer(ChatUnread) } } }, async (request) => {
    const buyer = await chat.chattingStore(app.db, requireAuth(request));
    return ok(await chat.unreadOfStore(app.db, buyer.storeId));
  });

  app.post('/chat/send', { schema: { body: ChatSendBody, response: { 200: Answer(ChatMessage) } } }, async (request) =>
    ok(await chat.sendAsBuyer(deps, requireAuth(request), request.body)),
  );

  app.post('/chat/read', { schema: { body: ChatReadBody, response: { 200: Answer(ChatUnread) } } }, async (request) =>
    ok(await chat.readAsBuyer(deps, requireAuth(request), request.body.last_id)),
  );

  app.post('/chat/image', { schema: { upload: uploadForm('发给客服的图片', 'picture'), response: { 200: Answer(ChatImageUpload) } } }, async (request) => {
    const buyer = await chat.chattingStore(app.db, requireAuth(request));
    const upload = await readUpload(request);
    const by = { kind: 'store', id: buyer.storeId } as const;
    return ok(await saveChatImage(app.db, app.config.dataDir, by, buyer.storeId, upload.file, (name) => buyerImageUrl(0, name)), '上传成功');
  });

  app.get('/chat/image/:name', { schema: { params: z.object({ name: z.string() }), response: { 200: uploadResponse('会话中的图片', 'picture') } } }, async (request, reply) => {
    const file = await chatImageFile(app.config.dataDir, requireAuth(request).storeId, request.params.name);
    return sendInline(reply, { mime: file.mime, fileName: request.params.name, body: file.stream });
  });

  /**
   * The buyer's socket, opened with the session cookie. `after` (the last message the page has)
   * brings what was sent meanwhile; without it only new messages and the unread count come.
   */
  app.get(
    '/chat/ws',
    {
      websocket: true,
      schema: {
        querystring: ChatSocketQuery,
        response: { 101: emptyResponse('切换为 WebSocket：推送本店会话的新消息与未读数，帧为 JSON（ChatServerFrame / ChatClientFrame）') },
      },
      preHandler: async (request) => void (await chat.chattingStore(app.db, requireAuth(request))),
    },
    (socket, request) => {
      const auth = request.auth as AuthContext;
      const buyer = storeBuyer(auth.storeId, auth.store);
      const after = request.query.after;
      const ready = (async () => {
        await app.chat.ready();
        if (socket.readyState !== socket.OPEN) return;
        app.chat.joinBuyer(auth.storeId, socket);
        if (after !== undefined) catchUp(socket, await chat.missedByBuyer(app.db, buyer, after));
        sendFrame(socket, { type: 'unread', count: (await chat.unreadOfStore(app.db, auth.storeId)).count });
      })();
      ready.catch((err: unknown) => {
        request.log.error({ err }, 'chat socket could not start');
        socket.close(1011, 'unavailable');
      });
      serveFrames(socket, request.log, ready, async (frame) => {
        // The session is read again for every frame: a logout elsewhere ends the socket's rights too.
        const live = await findLiveSession(app.db, auth.sessionId);
        if (!live || live.storeId !== auth.storeId) {
          sendFrame(socket, { type: 'error', client_msg_id: null, msg: Msg.NOT_LOGGED_IN });
          return socket.close(SESSION_ENDED, 'session ended');
        }
        const current: AuthContext = { ...auth, store: live.store };
        if (frame.type === 'send') {
          const body = sendBodyOf(frame);
          sendFrame(socket, { type: 'ack', client_msg_id: body.client_msg_id, message: await chat.sendAsBuyer(deps, current, body) });
        } else if (frame.type === 'read') {
          sendFrame(socket, { type: 'unread', count: (await chat.readAsBuyer(deps, current, frame.last_id)).count });
        } else {
          catchUp(socket, await chat.missedByBuyer(app.db, storeBuyer(auth.storeId, live.store), frame.after));
        }
      });
    },
  );
};

export default chatRoutes;
