import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatServerFrame } from '@yc/contracts';
import { installFakeWebSocket, type FakeWebSocket } from '../../../testing/fake-websocket';
import { ChatConnection } from './chat-connection';

const message = (id: number, clientMsgId = `c${id}`): ChatMessage => ({
  id,
  conversation_id: 1,
  side: 'buyer',
  sender_name: '张药师',
  kind: 'text',
  body: `第${id}条`,
  image: null,
  goods: null,
  client_msg_id: clientMsgId,
  created_at: 1_800_000_000,
});

const send = (clientMsgId: string) => ({ type: 'send' as const, message: { kind: 'text', client_msg_id: clientMsgId, body: '在吗' } });

describe('ChatConnection', () => {
  let Socket: typeof FakeWebSocket;
  let frames: ChatServerFrame[];
  let connection: ChatConnection;
  beforeEach(() => {
    vi.useFakeTimers();
    Socket = installFakeWebSocket();
    frames = [];
    connection = new ChatConnection({ path: '/api/chat/ws', onFrame: (f) => frames.push(f) });
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a message again under the same client id after the network dropped mid-send, until it is answered', async () => {
    connection.start();
    const first = Socket.latest();
    expect(first.url).toBe('ws://localhost:3000/api/chat/ws');
    connection.send(send('aaaaaaaa'));
    expect(first.sent).toEqual([]); // not open yet: kept for the open socket
    first.open();
    expect(first.sent).toEqual([send('aaaaaaaa')]);

    first.drop();
    await vi.advanceTimersByTimeAsync(600);
    const second = Socket.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([send('aaaaaaaa')]);

    second.receive({ type: 'ack', client_msg_id: 'aaaaaaaa', message: message(7, 'aaaaaaaa') });
    second.drop();
    await vi.advanceTimersByTimeAsync(600);
    Socket.latest().open();
    expect(Socket.latest().sent).toEqual([]);
    expect(frames).toEqual([{ type: 'ack', client_msg_id: 'aaaaaaaa', message: message(7, 'aaaaaaaa') }]);
  });

  it('asks for what it missed after the last message it has, once it has history', async () => {
    connection.start();
    Socket.latest().open();
    connection.catchUpFrom(5);
    expect(Socket.latest().sent).toEqual([{ type: 'sync', after: 5 }]);
    Socket.latest().receive({ type: 'message', message: message(9) });
    Socket.latest().drop();
    await vi.advanceTimersByTimeAsync(600);
    expect(Socket.latest().url).toBe('ws://localhost:3000/api/chat/ws?after=9');
    // A catch-up with more to come, or a server that may have missed events, asks again.
    Socket.latest().open();
    Socket.latest().receive({ type: 'synced', more: 1 });
    Socket.latest().receive({ type: 'resync' });
    expect(Socket.latest().sent).toEqual([
      { type: 'sync', after: 9 },
      { type: 'sync', after: 9 },
    ]);
  });

  it('forgets a refused send, and stops when the session ended', async () => {
    connection.start();
    Socket.latest().open();
    connection.send(send('bbbbbbbb'));
    Socket.latest().receive({ type: 'error', client_msg_id: 'bbbbbbbb', msg: '消息内容不能超过2000个字' });
    Socket.latest().drop(4401);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(Socket.opened).toHaveLength(1);
    expect(frames.at(-1)).toEqual({ type: 'error', client_msg_id: 'bbbbbbbb', msg: '消息内容不能超过2000个字' });
  });
});
