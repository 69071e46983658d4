import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { chatConversations, chatMessages, orders, staff, stores } from '../../../db/schema/index.js';
import { takesChats } from '../../chat/queries.js';

/** Conversations a member may see: the ones with them, and the ones waiting for anyone. */
export const visibleTo = (staffId: number): SQL => or(eq(chatConversations.staffId, staffId), isNull(chatConversations.staffId)) as SQL;

const lastOf = <T>(column: string) =>
  sql<T | null>`(SELECT m.${sql.raw(column)} FROM ${chatMessages} m WHERE m.conversation_id = ${chatConversations.id} ORDER BY m.id DESC LIMIT 1)`;

const rowColumns = {
  id: chatConversations.id,
  storeId: chatConversations.storeId,
  company: stores.company,
  qualificationStatus: stores.qualificationStatus,
  state: chatConversations.state,
  staffId: chatConversations.staffId,
  staffName: staff.name,
  unread: sql<number>`(SELECT count(*) FROM ${chatMessages} m
    WHERE m.conversation_id = ${chatConversations.id} AND m.side = 'buyer' AND m.id > ${chatConversations.staffReadId})`.mapWith(Number),
  lastKind: lastOf<string>('kind'),
  lastBody: lastOf<string>('body'),
  lastMessageAt: chatConversations.lastMessageAt,
};

const selectRows = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(chatConversations)
    .innerJoin(stores, eq(stores.id, chatConversations.storeId))
    .leftJoin(staff, eq(staff.id, chatConversations.staffId));

/** The open conversations a member may take or has, the latest first. */
export function queueOf(db: DbOrTx, staffId: number) {
  return selectRows(db)
    .where(and(eq(chatConversations.state, 'open'), visibleTo(staffId)))
    .orderBy(sql`${chatConversations.lastMessageAt} DESC NULLS LAST`, desc(chatConversations.id));
}

export type ConversationListRow = Awaited<ReturnType<typeof queueOf>>[number];

export async function conversationRow(db: DbOrTx, id: number): Promise<ConversationListRow | undefined> {
  const [row] = await selectRows(db).where(eq(chatConversations.id, id));
  return row;
}

/** The conversation's assignment, locked for the change and its audit row. */
export async function lockAssignment(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ staff_id: chatConversations.staffId, staff_name: staff.name, state: chatConversations.state })
    .from(chatConversations)
    .leftJoin(staff, eq(staff.id, chatConversations.staffId))
    .where(eq(chatConversations.id, id))
    .for('update', { of: chatConversations });
  return row;
}

/** Takes a waiting conversation (or reopens one's own): with this member, open. False when another member has it. */
export async function takeConversation(tx: DbOrTx, id: number, staffId: number): Promise<boolean> {
  const rows = await tx
    .update(chatConversations)
    .set({ staffId, state: 'open' })
    .where(and(eq(chatConversations.id, id), visibleTo(staffId)))
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

export async function setAssignment(tx: DbOrTx, id: number, set: { staffId?: number; state?: string }): Promise<void> {
  await tx.update(chatConversations).set(set).where(eq(chatConversations.id, id));
}

/** Enabled members who take chats (of these ids). */
export function chatStaff(db: DbOrTx, only?: SQL) {
  return db
    .select({ id: staff.id, name: staff.name, roles: staff.roles })
    .from(staff)
    .where(and(eq(staff.enabled, true), takesChats, only))
    .orderBy(asc(staff.id));
}

export async function chatStaffMember(db: DbOrTx, id: number) {
  const [row] = await chatStaff(db, eq(staff.id, id));
  return row;
}

export function recentOrders(db: DbOrTx, storeId: number, limit: number) {
  return db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, payAmount: orders.payAmount, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.storeId, storeId))
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** Messages in the conversations this member may see. */
export const inVisibleConversations = (staffId: number): SQL =>
  sql`${chatMessages.conversationId} IN (SELECT c.id FROM ${chatConversations} c WHERE c.staff_id = ${staffId} OR c.staff_id IS NULL)`;
