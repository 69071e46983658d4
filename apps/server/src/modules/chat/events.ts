/** What the chat publishes to every API process, on its own channel of the event bus. */
export const CHAT_CHANNEL = 'chat_events';

export type ChatEvent =
  /** A message was stored. */
  | { type: 'message'; conversationId: number; storeId: number; messageId: number }
  /** A conversation was taken, handed over, closed or read by the staff side. */
  | { type: 'conversation'; conversationId: number; storeId: number }
  /** The buyer side read up to a message: the store's other tabs update their badge. */
  | { type: 'buyer_read'; conversationId: number; storeId: number };
