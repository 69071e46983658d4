/**
 * The staff side of the chat: a member sees the conversations with them and those waiting in the
 * queue, takes a waiting one by answering it, and may hand one to a colleague or close it (both
 * audited). Another member's conversation is not found, as if it were not there.
 */
import {
  CHAT_PAGE_MAX,
  fenToYuan,
  ORDER_STATUS_TEXT,
  STAFF_ROLE_TEXT,
  STORE_REVIEW_TEXT,
  type AdminChatMessages,
  type ChatColleague,
  type ChatConversationDetail,
  type ChatConversationRow,
  type ChatHistoryQuery,
  type ChatImageUpload,
  type ChatMessage,
  type ChatQueue,
  type ChatSendBody,
  type ChatState,
  type OrderStatus,
  type StaffRole,
  type StoreReviewStatus,
} from '@yc/contracts';
import type { Db, DbOrTx } from '../../../db/client.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../../lib/errors.js';
import { storeBuyer, type StoreBuyer } from '../../catalog/buyer.js';
import { storeForBuyer } from '../../catalog/queries.js';
import { chatImageFile, saveChatImage } from '../../chat/images.js';
import * as chatQ from '../../chat/queries.js';
import { postMessage, type ChatDeps } from '../../chat/service.js';
import { messageLine, messageViews, staffImageUrl } from '../../chat/view.js';
import type { UploadedFile } from '../../../lib/uploads/kinds.js';
import { audited } from '../shared/audit.js';
import type { StaffContext } from '../shared/session.js';
import { findStore } from '../stores/queries.js';
import * as q from './queries.js';

const ENTITY = 'chat_conversation';
const RECENT_ORDERS = 5;
const CONVERSATION = '会话';

type Member = Pick<StaffContext, 'staffId'>;

const mayRead = (c: { staffId: number | null }, staff: Member) => c.staffId === null || c.staffId === staff.staffId;

function rowView(r: q.ConversationListRow): ChatConversationRow {
  const status = r.qualificationStatus as StoreReviewStatus;
  return {
    id: r.id,
    store_id: r.storeId,
    company: r.company,
    qualification_status: status,
    qualification_text: STORE_REVIEW_TEXT[status] ?? r.qualificationStatus,
    state: r.state as ChatState,
    staff_id: r.staffId,
    staff_name: r.staffName,
    unread: r.unread,
    last_text: r.lastKind === null ? '' : messageLine({ kind: r.lastKind, body: r.lastBody ?? '' }),
    last_message_at: r.lastMessageAt ? seconds(r.lastMessageAt) : null,
  };
}

/** The conversation, if this member may see it, with the store as the catalogue sees it (for goods cards). */
async function reachable(db: DbOrTx, staff: Member, id: number): Promise<{ row: q.ConversationListRow; buyer: StoreBuyer }> {
  const row = await q.conversationRow(db, id);
  if (!row || !mayRead(row, staff)) throw notFound(CONVERSATION);
  const standing = await storeForBuyer(db, row.storeId);
  if (!standing) throw notFound(CONVERSATION);
  return { row, buyer: storeBuyer(row.storeId, standing) };
}

export async function queue(db: Db, staff: Member): Promise<ChatQueue> {
  return { list: (await q.queueOf(db, staff.staffId)).map(rowView) };
}

export async function detail(db: Db, staff: Member, id: number): Promise<ChatConversationDetail> {
  const { row, buyer } = await reachable(db, staff, id);
  const [store, orders, page] = await Promise.all([
    findStore(db, row.storeId),
    q.recentOrders(db, row.storeId, RECENT_ORDERS),
    chatQ.messagePage(db, chatQ.inConversation(id), { limit: CHAT_PAGE_MAX }),
  ]);
  if (!store) throw notFound(CONVERSATION);
  const status = store.status as StoreReviewStatus;
  return {
    conversation: rowView(row),
    store: {
      id: store.id,
      company: store.company,
      contact_name: store.contactName,
      contact_phone: store.contactPhone,
      region: `${store.province}${store.city === store.province ? '' : store.city}`,
      customer_type: store.customerType,
      qualification_status: status,
      qualification_text: STORE_REVIEW_TEXT[status] ?? store.status,
      manager_name: store.managerName,
      recent_orders: orders.map((o) => ({
        id: o.id,
        order_no: o.orderNo,
        status: o.status as OrderStatus,
        status_text: ORDER_STATUS_TEXT[o.status as OrderStatus] ?? o.status,
        pay_amount: fenToYuan(o.payAmount),
        created_at: seconds(o.createdAt),
      })),
    },
    messages: await messageViews(db, buyer, page.list, staffImageUrl),
    has_more: page.more ? 1 : 0,
  };
}

export async function messages(db: Db, staff: Member, id: number, query: ChatHistoryQuery): Promise<AdminChatMessages> {
  const { buyer } = await reachable(db, staff, id);
  const page = await chatQ.messagePage(db, chatQ.inConversation(id), { beforeId: query.before_id, afterId: query.after_id, limit: CHAT_PAGE_MAX });
  return { list: await messageViews(db, buyer, page.list, staffImageUrl), has_more: page.more ? 1 : 0 };
}

/** Answers the store; a waiting conversation becomes this member's, a closed one of theirs opens again. */
export async function send(deps: ChatDeps, staff: Member, id: number, input: ChatSendBody): Promise<ChatMessage> {
  const { row, buyer } = await reachable(deps.db, staff, id);
  let taken = false;
  const message = await postMessage(
    deps,
    buyer,
    { side: 'staff', senderId: staff.staffId },
    input,
    async (tx) => {
      const locked = await chatQ.conversationById(tx, id);
      if (!locked || !mayRead(locked, staff)) throw notFound(CONVERSATION);
      if (locked.staffId === null || locked.state !== 'open') {
        taken = await q.takeConversation(tx, id, staff.staffId);
        if (!taken) throw notFound(CONVERSATION);
      }
      return locked;
    },
    staffImageUrl,
  );
  // The rest of the queue drops a conversation someone took.
  if (taken) await deps.hub.publish({ type: 'conversation', conversationId: id, storeId: row.storeId });
  return message;
}

export async function read(deps: ChatDeps, staff: Member, id: number, lastId: number): Promise<void> {
  const { row } = await reachable(deps.db, staff, id);
  await chatQ.markRead(deps.db, id, 'staff', lastId);
  await deps.hub.publish({ type: 'conversation', conversationId: id, storeId: row.storeId });
}

/** Hands the conversation to a colleague who takes chats; audited. */
export async function transfer(deps: ChatDeps, staff: Member, id: number, toStaffId: number): Promise<void> {
  const { row } = await reachable(deps.db, staff, id);
  const colleague = await q.chatStaffMember(deps.db, toStaffId);
  if (!colleague) throw refuse('该同事不存在、已停用或不接待在线客服');
  if (colleague.id === row.staffId) throw refuse(`该会话已由${colleague.name}接待`);
  await audited(deps.db, staff, { action: 'chat.transfer', entity: ENTITY, entityId: id, read: (tx) => q.lockAssignment(tx, id) }, async (tx) => {
    const locked = await chatQ.conversationById(tx, id);
    if (!locked || !mayRead(locked, staff)) throw notFound(CONVERSATION);
    await q.setAssignment(tx, id, { staffId: colleague.id, state: 'open' });
  });
  await deps.hub.publish({ type: 'conversation', conversationId: id, storeId: row.storeId });
}

/** Ends the conversation: it leaves the queue until the store writes again; audited. */
export async function close(deps: ChatDeps, staff: Member, id: number): Promise<void> {
  const { row } = await reachable(deps.db, staff, id);
  if (row.state === 'closed') throw refuse('该会话已结束');
  await audited(deps.db, staff, { action: 'chat.close', entity: ENTITY, entityId: id, read: (tx) => q.lockAssignment(tx, id) }, async (tx) => {
    const locked = await chatQ.conversationById(tx, id);
    if (!locked || !mayRead(locked, staff)) throw notFound(CONVERSATION);
    await q.setAssignment(tx, id, { state: 'closed' });
  });
  await deps.hub.publish({ type: 'conversation', conversationId: id, storeId: row.storeId });
}

export async function colleagues(db: Db, staff: Member): Promise<ChatColleague[]> {
  return (await q.chatStaff(db))
    .filter((m) => m.id !== staff.staffId)
    .map((m) => ({ id: m.id, name: m.name, role_text: (m.roles as StaffRole[]).map((r) => STAFF_ROLE_TEXT[r] ?? r).join('、') }));
}

/** A picture staff send into the conversation: kept in the store's folder, like the store's own. */
export async function uploadImage(db: Db, dataDir: string, staff: Member, id: number, file: UploadedFile | undefined): Promise<ChatImageUpload> {
  const { row } = await reachable(db, staff, id);
  return saveChatImage(db, dataDir, { kind: 'staff', id: staff.staffId }, row.storeId, file, (name) => staffImageUrl(id, name));
}

export async function image(db: Db, dataDir: string, staff: Member, id: number, name: string) {
  const { row } = await reachable(db, staff, id);
  return chatImageFile(dataDir, row.storeId, name);
}

/** What the socket catches up after `after` in the conversations this member may see, each card priced for its store. */
export async function missed(db: Db, staff: Member, after: number): Promise<{ list: ChatMessage[]; more: boolean }> {
  const page = await chatQ.messagePage(db, q.inVisibleConversations(staff.staffId), { afterId: after, limit: CHAT_PAGE_MAX });
  const byConversation = new Map<number, chatQ.MessageRow[]>();
  for (const m of page.list) byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
  const views: ChatMessage[] = [];
  for (const [conversationId, rows] of byConversation) {
    const conversation = await chatQ.conversationById(db, conversationId);
    const standing = conversation && (await storeForBuyer(db, conversation.storeId));
    if (conversation && standing) views.push(...(await messageViews(db, storeBuyer(conversation.storeId, standing), rows, staffImageUrl)));
  }
  return { list: views.sort((a, b) => a.id - b.id), more: page.more };
}
