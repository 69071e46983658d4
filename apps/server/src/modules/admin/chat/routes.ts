import {
  AdminChatImageParams,
  AdminChatMessages,
  AdminChatParams,
  Answer,
  CHAT_STAFF_ROLES,
  ChatColleagues,
  ChatConversationDetail,
  ChatHistoryQuery,
  ChatImageUpload,
  ChatMessage,
  ChatQueue,
  ChatReadBody,
  ChatSendBody,
  ChatSocketQuery,
  ChatTransferBody,
  Done,
  Envelope,
  hasStaffRole,
  type StaffRole,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldError } from '../../../lib/errors.js';
import { ok, sendInline } from '../../../lib/reply.js';
import { sendFrame } from '../../chat/hub.js';
import { catchUp, sendBodyOf, serveFrames, SESSION_ENDED } from '../../chat/socket.js';
import { STAFF_NOT_LOGGED_IN, requireStaff, staffOf } from '../shared/guard.js';
import { findLiveStaffSession } from '../shared/session-queries.js';
import { acceptUploads, readUpload } from '../../../lib/uploads/read.js';
import type { StaffContext } from '../shared/session.js';
import * as chat from './service.js';
import { emptyResponse, uploadForm, uploadResponse } from '../../../lib/raw-responses.js';

const CHAT_STAFF = requireStaff(...CHAT_STAFF_ROLES);

/** /api/admin/chat: the queue, a conversation with its store, answering, reading, handing over and closing, and the staff socket. */
const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, hub: app.chat };
  const params = { params: AdminChatParams };
  await acceptUploads(app);

  app.get('/chat/conversations', { preHandler: CHAT_STAFF, schema: { response: { 200: Envelope(ChatQueue) } } }, async (request) =>
    ok(await chat.queue(app.db, staffOf(request))),
  );

  app.get('/chat/conversations/:id', { preHandler: CHAT_STAFF, schema: { ...params, response: { 200: Envelope(ChatConversationDetail) } } }, async (request) =>
    ok(await chat.detail(app.db, staffOf(request), request.params.id)),
  );

  app.get(
    '/chat/conversations/:id/messages',
    { preHandler: CHAT_STAFF, schema: { ...params, querystring: ChatHistoryQuery, response: { 200: Envelope(AdminChatMessages) } } },
    async (request) => ok(await chat.messages(app.db, staffOf(request), request.params.id, request.query)),
  );

  app.post('/chat/conversations/:id/send', { preHandler: CHAT_STAFF, schema: { ...params, body: ChatSendBody, response: { 200: Answer(ChatMessage) } } }, async (request) =>
    ok(await chat.send(deps, staffOf(request), request.params.id, request.body)),
  );

  app.post('/chat/conversations/:id/read', { preHandler: CHAT_STAFF, schema: { ...params, body: ChatReadBody, response: { 200: Done } } }, async (request) => {
    await chat.read(deps, staffOf(request), request.params.id, request.body.last_id);
    return ok(null);
  });

  app.post('/chat/conversations/:id/transfer', { preHandler: CHAT_STAFF, schema: { ...params, body: ChatTransferBody, response: { 200: Done } } }, async (request) => {
    await chat.transfer(deps, staffOf(request), request.params.id, request.body.staff_id);
    return ok(null, '会话已转交');
  });

  app.post('/chat/conversations/:id/close', { preHandler: CHAT_STAFF, schema: { ...params, response: { 200: Done } } }, async (request) => {
    await chat.close(deps, staffOf(request), request.params.id);
    return ok(null, '会话已结束');
  });

  app.get('/chat/colleagues', { preHandler: CHAT_STAFF, schema: { response: { 200: Envelope(ChatColleagues) } } }, async (request) =>
    ok(await chat.colleagues(app.db, staffOf(request))),
  );

  app.post('/chat/conversations/:id/image', { preHandler: CHAT_STAFF, schema: { ...params, upload: uploadForm('发给采购商的图片', 'picture'), response: { 200: Answer(ChatImageUpload) } } }, async (request) => {
    const upload = await readUpload(request);
    return ok(await chat.uploadImage(app.db, app.config.dataDir, staffOf(request), request.params.id, upload.file), '上传成功');
  });

  const picture = uploadResponse('会话中的图片', 'picture');
  app.get('/chat/conversations/:id/image/:name', { preHandler: CHAT_STAFF, schema: { params: AdminChatImageParams, response: { 200: picture } } }, async (request, reply) => {
    const file = await chat.image(app.db, app.config.dataDir, staffOf(request), request.params.id, request.params.name);
    return sendInline(reply, { mime: file.mime, fileName: request.params.name, body: file.stream });
  });

  /** The staff socket: new messages of the conversations the member may see, and changes of the queue. */
  const upgrade = emptyResponse('切换为 WebSocket：推送可见会话的新消息与队列变化，帧为 JSON（ChatServerFrame / ChatClientFrame）');
  app.get('/chat/ws', { websocket: true, preHandler: CHAT_STAFF, schema: { querystring: ChatSocketQuery, response: { 101: upgrade } } }, (socket, request) => {
    const staff = staffOf(request);
    const after = request.query.after;
    const ready = (async () => {
      await app.chat.ready();
      if (socket.readyState !== socket.OPEN) return;
      app.chat.joinStaff(staff.staffId, socket);
      if (after !== undefined) catchUp(socket, await chat.missed(app.db, staff, after));
    })();
    ready.catch((err: unknown) => {
      request.log.error({ err }, 'staff chat socket could not start');
      socket.close(1011, 'unavailable');
    });
    serveFrames(socket, request.log, ready, async (frame) => {
      // Roles and `enabled` are read again for every frame, as for every console request.
      const live = await findLiveStaffSession(app.db, staff.sessionId);
      if (!live || !hasStaffRole(live.roles, CHAT_STAFF_ROLES)) {
        sendFrame(socket, { type: 'error', client_msg_id: null, msg: STAFF_NOT_LOGGED_IN });
        return socket.close(SESSION_ENDED, 'session ended');
      }
      const member: StaffContext = { ...live, roles: live.roles as StaffRole[] };
      if (frame.type === 'send') {
        const body = sendBodyOf(frame);
        if (!frame.conversation_id) throw new FieldError('conversation_id', '请选择会话');
        sendFrame(socket, { type: 'ack', client_msg_id: body.client_msg_id, message: await chat.send(deps, member, frame.conversation_id, body) });
      } else if (frame.type === 'read') {
        if (frame.conversation_id) await chat.read(deps, member, frame.conversation_id, frame.last_id);
      } else {
        catchUp(socket, await chat.missed(app.db, member, frame.after));
      }
    });
  });
};

export default chatAdminRoutes;
