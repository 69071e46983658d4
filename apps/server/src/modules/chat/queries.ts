import { CHAT_STAFF_ROLES, type ChatSide } from '@yc/contracts';
import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountManagers, accounts, chatConversations, chatMessages, staff, stores } from '../../db/schema/index.js';

export type ConversationRow = typeof chatConversations.$inferSelect;

export async function conversationOfStore(db: DbOrTx, storeId: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.storeId, storeId));
  return row;
}

export async function conversationById(db: DbOrTx, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

/** A member who takes chats: customer service, an account manager, or an administrator. */
export const takesChats = sql`${staff.roles} && ${`{${['admin', ...CHAT_STAFF_ROLES].join(',')}}`}::varchar[]`;

/** The enabled member who is the store's account manager and takes chats, if there is one. */
export async function accountManagerStaffOf(db: DbOrTx, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(stores)
    .innerJoin(staff, eq(staff.accountManagerId, stores.managerId))
    .where(and(eq(stores.id, storeId), eq(staff.enabled, true), takesChats))
    .orderBy(asc(staff.id))
    .limit(1);
  return row?.id ?? null;
}

/** Who answers the store: the member the conversation is with, else the store's account manager, else the service desk. */
export async function agentNameOf(db: DbOrTx, storeId: number): Promise<string> {
  const [row] = await db
    .select({
      name: sql<string | null>`COALESCE(
        (SELECT st.name FROM ${chatConversations} c JOIN ${staff} st ON st.id = c.staff_id WHERE c.store_id = ${stores.id} AND c.state = 'open'),
        ${accountManagers.name})`,
    })
    .from(stores)
    .leftJoin(accountManagers, eq(accountManagers.id, stores.managerId))
    .where(eq(stores.id, storeId));
  return row?.name ?? '在线客服';
}

/** Messages the store's side sent in the last `seconds`. */
export async function recentBuyerMessages(db: DbOrTx, storeId: number, seconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatConversations.storeId, storeId),
        eq(chatMessages.side, 'buyer'),
        gt(chatMessages.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.n ?? 0;
}

export async function canChat(db: DbOrTx, storeId: number): Promise<boolean> {
  const [row] = await db.select({ ok: stores.isCanChat }).from(stores).where(eq(stores.id, storeId));
  return row?.ok ?? false;
}

/**
 * The store's conversation, opened: created on the first message, reopened by a message after it was
 * closed (routed afresh then), left with its member while open. The upsert locks the row, so two
 * first messages at once make one conversation.
 */
export async function openConversation(tx: DbOrTx, storeId: number, routedStaffId: number | null): Promise<ConversationRow> {
  const [row] = await tx
    .insert(chatConversations)
    .values({ storeId, staffId: routedStaffId })
    .onConflictDoUpdate({
      target: chatConversations.storeId,
      set: {
        state: 'open',
        staffId: sql`CASE WHEN ${chatConversations.state} = 'closed' THEN excluded.staff_id ELSE ${chatConversations.staffId} END`,
      },
    })
    .returning();
  return row;
}

export interface NewMessage {
  conversationId: number;
  side: ChatSide;
  senderId: number;
  kind: string;
  body: string;
  goodsId: number | null;
  imagePath: string | null;
  clientMsgId: string;
}

/** The stored message, or undefined when this sender already stored one under that client id. */
export async function insertMessage(tx: DbOrTx, m: NewMessage): Promise<number | undefined> {
  const [row] = await tx
    .insert(chatMessages)
    .values(m)
    .onConflictDoNothing({ target: [chatMessages.side, chatMessages.senderId, chatMessages.clientMsgId] })
    .returning({ id: chatMessages.id });
  return row?.id;
}

export async function messageIdBySender(db: DbOrTx, side: ChatSide, senderId: number, clientMsgId: string) {
  const [row] = await db
    .select({ id: chatMessages.id, conversationId: chatMessages.conversationId })
    .from(chatMessages)
    .where(and(eq(chatMessages.side, side), eq(chatMessages.senderId, senderId), eq(chatMessages.clientMsgId, clientMsgId)));
  return row;
}

/** A new message moves the conversation up the queue; its sender's side has seen everything up to it. */
export async function touchConversation(tx: DbOrTx, conversationId: number, side: ChatSide, messageId: number): Promise<void> {
  const read = side === 'buyer' ? { buyerReadId: sql`GREATEST(${chatConversations.buyerReadId}, ${messageId})` } : { staffReadId: sql`GREATEST(${chatConversations.staffReadId}, ${messageId})` };
  await tx
    .update(chatConversations)
    .set({ lastMessageAt: sql`now()`, ...read })
    .where(eq(chatConversations.id, conversationId));
}

const senderName = sql<string>`CASE WHEN ${chatMessages.side} = 'staff'
  THEN (SELECT s.name FROM ${staff} s WHERE s.id = ${chatMessages.senderId})
  ELSE (SELECT a.name FROM ${accounts} a WHERE a.id = ${chatMessages.senderId}) END`;

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  side: chatMessages.side,
  senderName,
  kind: chatMessages.kind,
  body: chatMessages.body,
  goodsId: chatMessages.goodsId,
  imagePath: chatMessages.imagePath,
  clientMsgId: chatMessages.clientMsgId,
  createdAt: chatMessages.createdAt,
};

export async function messageById(db: DbOrTx, id: number) {
  const [row] = await db.select(messageColumns).from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

export type MessageRow = NonNullable<Awaited<ReturnType<typeof messageById>>>;

export interface MessageWindow {
  /** Messages older than this id, newest page first. */
  beforeId?: number;
  /** Messages newer than this id, oldest first. */
  afterId?: number;
  limit: number;
}

/** A page of a conversation's messages, oldest first, and whether more lie beyond it. */
export async function messagePage(db: DbOrTx, where: SQL | undefined, w: MessageWindow): Promise<{ list: MessageRow[]; more: boolean }> {
  const forward = w.afterId !== undefined;
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        where,
        w.beforeId !== undefined ? lt(chatMessages.id, w.beforeId) : undefined,
        forward ? gt(chatMessages.id, w.afterId as number) : undefined,
      ),
    )
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(w.limit + 1);
  const more = rows.length > w.limit;
  const page = rows.slice(0, w.limit);
  return { list: forward ? page : page.reverse(), more };
}

export const inConversation = (conversationId: number) => eq(chatMessages.conversationId, conversationId);

/** Messages of the other side the given side has not read yet. */
export async function unreadOf(db: DbOrTx, conversation: Pick<ConversationRow, 'id' | 'buyerReadId' | 'staffReadId'>, reader: ChatSide): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        eq(chatMessages.side, reader === 'buyer' ? 'staff' : 'buyer'),
        gt(chatMessages.id, reader === 'buyer' ? conversation.buyerReadId : conversation.staffReadId),
      ),
    );
  return row?.n ?? 0;
}

/** Moves a side's read marker forward to `lastId`, never past the conversation's last message. */
export async function markRead(db: DbOrTx, conversationId: number, reader: ChatSide, lastId: number): Promise<ConversationRow | undefined> {
  const column = reader === 'buyer' ? chatConversations.buyerReadId : chatConversations.staffReadId;
  const capped = sql`LEAST(${lastId}, (SELECT COALESCE(MAX(m.id), 0) FROM ${chatMessages} m WHERE m.conversation_id = ${conversationId}))`;
  const [row] = await db
    .update(chatConversations)
    .set(reader === 'buyer' ? { buyerReadId: sql`GREATEST(${column}, ${capped})` } : { staffReadId: sql`GREATEST(${column}, ${capped})` })
    .where(eq(chatConversations.id, conversationId))
    .returning();
  return row;
}
