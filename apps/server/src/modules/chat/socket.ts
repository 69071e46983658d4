/** What both sides' sockets share: reading client frames in order, and answering a refusal in Chinese as the REST calls do. */
import { ChatClientFrame, ChatSendBody, Msg, type ChatMessage } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { BizError, FieldError } from '../../lib/errors.js';
import { assertNoNul } from '../../lib/nul-bytes.js';
import { sendFrame } from './hub.js';

/** A session ended (logout, expiry, a disabled member) while its socket was open. */
export const SESSION_ENDED = 4401;

/** Most bytes a client frame may hold: a text at the 2000-character limit is far below it. */
export const CHAT_FRAME_BYTES = 64 * 1024;

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  assertNoNul(value, 'message');
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new FieldError(issue?.path.join('.') || 'message', issue?.message ?? '消息格式不正确');
}

export const sendBodyOf = (frame: Extract<ChatClientFrame, { type: 'send' }>): ChatSendBody => parsed(ChatSendBody, frame.message);

const clientMsgIdOf = (raw: unknown): string | null => {
  const id = (raw as { message?: { client_msg_id?: unknown } } | null)?.message?.client_msg_id;
  return typeof id === 'string' ? id : null;
};

function refusalText(err: unknown, log: FastifyBaseLogger): string {
  if (err instanceof BizError || err instanceof FieldError) return err.message;
  log.error({ err }, 'chat socket frame failed');
  return Msg.SERVER_BUSY;
}

/**
 * Handles the client's frames one after another (a resend after a send is answered in order), after
 * `ready` (joined and caught up). A frame refused answers an error frame naming its client id.
 */
export function serveFrames(socket: WebSocket, log: FastifyBaseLogger, ready: Promise<unknown>, handle: (frame: ChatClientFrame) => Promise<void>): void {
  let queue = ready.catch(() => undefined);
  socket.on('message', (data: Buffer) => {
    queue = queue.then(async () => {
      if (data.length > CHAT_FRAME_BYTES) return sendFrame(socket, { type: 'error', client_msg_id: null, msg: '消息过长，请分开发送' });
      let raw: unknown;
      try {
        raw = JSON.parse(String(data));
      } catch {
        return sendFrame(socket, { type: 'error', client_msg_id: null, msg: '消息格式不正确' });
      }
      try {
        await handle(parsed(ChatClientFrame, raw));
      } catch (err) {
        sendFrame(socket, { type: 'error', client_msg_id: clientMsgIdOf(raw), msg: refusalText(err, log) });
      }
    });
  });
}

/** The messages missed, then where the catch-up ended. */
export function catchUp(socket: WebSocket, missed: { list: ChatMessage[]; more: boolean }): void {
  for (const message of missed.list) sendFrame(socket, { type: 'message', message });
  sendFrame(socket, { type: 'synced', more: missed.more ? 1 : 0 });
}
