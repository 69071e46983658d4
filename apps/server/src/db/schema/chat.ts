import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { goods } from './catalog.js';
import { createdAt, id, tstz } from './columns.js';
import { staff } from './staff.js';

/**
 * A store's customer-service conversation: one per store, open while it waits for or has an answer,
 * closed by the staff and reopened by the store's next message. Unread counts come from the read
 * markers: messages of the other side with a greater id.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id)
      .unique(),
    /** The member answering; null while it waits in the queue for any customer-service member. */
    staffId: integer('staff_id').references(() => staff.id),
    /** open | closed */
    state: varchar('state', { length: 8 }).notNull().default('open'),
    lastMessageAt: tstz('last_message_at'),
    /** The last message each side has seen. */
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('chat_conversations_queue_idx').on(t.state, t.staffId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    /** buyer | staff */
    side: varchar('side', { length: 8 }).notNull(),
    /** The buyer's account or the staff member who sent it. */
    senderId: integer('sender_id').notNull(),
    /** text | image | goods */
    kind: varchar('kind', { length: 8 }).notNull(),
    body: text('body').notNull().default(''),
    goodsId: integer('goods_id').references(() => goods.id),
    /** Relative to DATA_DIR. */
    imagePath: text('image_path'),
    /** The sender's own id of the message: a resend after a dropped connection finds the first copy. */
    clientMsgId: varchar('client_msg_id', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_idx').on(t.side, t.senderId, t.clientMsgId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_unread_idx').on(t.conversationId, t.side, t.id),
  ],
);
