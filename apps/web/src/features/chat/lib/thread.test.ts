import type { ChatMessage } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_THREAD, newClientMsgId, newestId, withMessages, withPending, withRefusal } from './thread';

const message = (id: number, side: ChatMessage['side'] = 'buyer', clientMsgId = `c${id}`): ChatMessage => ({
  id,
  conversation_id: 1,
  side,
  sender_name: '',
  kind: 'text',
  body: `第${id}条`,
  image: null,
  goods: null,
  client_msg_id: clientMsgId,
  created_at: 0,
});

describe('a chat thread', () => {
  it('keeps each message once, in id order, whichever way it came', () => {
    let thread = withMessages(EMPTY_THREAD, [message(3), message(1)]);
    thread = withMessages(thread, [message(2), message(3)]);
    thread = withMessages(thread, [message(3)]);
    expect(thread.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('shows a message on its way until its stored copy arrives, and a refusal beside it', () => {
    let thread = withPending(EMPTY_THREAD, { client_msg_id: 'mine', kind: 'text', body: '在吗', image: null, goods: null });
    thread = withPending(thread, { client_msg_id: 'long', kind: 'text', body: '长', image: null, goods: null });
    thread = withRefusal(thread, 'long', '消息内容不能超过2000个字');
    thread = withMessages(thread, [message(8, 'buyer', 'mine')]);
    expect(thread.pending).toEqual([expect.objectContaining({ client_msg_id: 'long', error: '消息内容不能超过2000个字' })]);
    expect(thread.messages.map((m) => m.client_msg_id)).toEqual(['mine']);
  });

  it('knows the newest message of a side', () => {
    const thread = withMessages(EMPTY_THREAD, [message(1, 'staff'), message(2, 'buyer')]);
    expect(newestId(thread, 'staff')).toBe(1);
    expect(newestId(thread)).toBe(2);
    expect(newestId(EMPTY_THREAD, 'staff')).toBe(0);
  });

  it('makes client ids the server accepts', () => {
    expect(newClientMsgId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newClientMsgId()).not.toBe(newClientMsgId());
  });
});
