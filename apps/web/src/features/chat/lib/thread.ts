/**
 * A conversation as the page holds it: the stored messages, unique by id and in id order whichever
 * way they came (history, catch-up, live, the answer to a send), and the page's own messages still on
 * their way, which leave the list as soon as the stored copy (same client id) arrives.
 */
import type { ChatGoods, ChatMessage } from '@yc/contracts';

export interface PendingMessage {
  client_msg_id: string;
  kind: ChatMessage['kind'];
  body: string;
  /** A picture's address, shown while it is sent. */
  image: string | null;
  goods: ChatGoods | null;
  /** The server's refusal, when it refused. */
  error?: string;
}

export interface Thread {
  messages: ChatMessage[];
  pending: PendingMessage[];
}

export const EMPTY_THREAD: Thread = { messages: [], pending: [] };

export function withMessages(thread: Thread, incoming: readonly ChatMessage[]): Thread {
  if (incoming.length === 0) return thread;
  const byId = new Map(thread.messages.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  const arrived = new Set(incoming.map((m) => m.client_msg_id));
  return {
    messages: [...byId.values()].sort((a, b) => a.id - b.id),
    pending: thread.pending.filter((p) => !arrived.has(p.client_msg_id)),
  };
}

export const withPending = (thread: Thread, message: PendingMessage): Thread => ({ ...thread, pending: [...thread.pending, message] });

export const withRefusal = (thread: Thread, clientMsgId: string, error: string): Thread => ({
  ...thread,
  pending: thread.pending.map((p) => (p.client_msg_id === clientMsgId ? { ...p, error } : p)),
});

export const withoutPending = (thread: Thread, clientMsgId: string): Thread => ({
  ...thread,
  pending: thread.pending.filter((p) => p.client_msg_id !== clientMsgId),
});

/** The newest stored message's id (of one side), 0 when there is none. */
export function newestId(thread: Thread, side?: ChatMessage['side']): number {
  for (let i = thread.messages.length - 1; i >= 0; i -= 1) {
    const m = thread.messages[i];
    if (!side || m.side === side) return m.id;
  }
  return 0;
}

/** A new client message id: chosen once, sent again unchanged on every retry (getRandomValues works on plain http too). */
export const newClientMsgId = (): string => [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
