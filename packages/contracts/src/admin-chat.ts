/**
 * The console's side of the customer-service chat (/admin/chat): the queue of open conversations a
 * member may take, one conversation with the store beside it (qualification state, recent orders),
 * and handing a conversation to a colleague. Money is yuan; times are seconds.
 */
import { z } from './zod.js';
import type { StaffRole } from './admin.js';
import { STORE_REVIEW_STATUSES } from './admin-stores.js';
import { ChatMessage } from './chat.js';
import { dbIdParam } from './goods.js';
import { ORDER_STATUSES } from './pay.js';

/** Who takes chats: customer service, and account managers for their own stores first (an administrator may too). */
export const CHAT_STAFF_ROLES = ['customer_service', 'account_manager'] as const satisfies readonly StaffRole[];

export const CHAT_STATES = ['open', 'closed'] as const;
export type ChatState = (typeof CHAT_STATES)[number];
export const CHAT_STATE_TEXT: Record<ChatState, string> = { open: '进行中', closed: '已结束' };

export const AdminChatParams = z.object({ id: dbIdParam('会话编号') });
export const AdminChatImageParams = z.object({ id: dbIdParam('会话编号'), name: z.string() });

export const ChatConversationRow = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  company: z.string(),
  qualification_status: z.enum(STORE_REVIEW_STATUSES),
  qualification_text: z.string(),
  state: z.enum(CHAT_STATES),
  /** null: waiting in the queue for any customer-service member. */
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  /** Messages of the store not yet read by the staff side. */
  unread: z.number().int(),
  /** The last message as one line of text ([图片], [商品] …). */
  last_text: z.string(),
  last_message_at: z.number().int().nullable(),
});
export type ChatConversationRow = z.infer<typeof ChatConversationRow>;

export const ChatQueue = z.object({ list: z.array(ChatConversationRow) });
export type ChatQueue = z.infer<typeof ChatQueue>;

export const ChatStoreOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_text: z.string(),
  pay_amount: z.number(),
  created_at: z.number().int(),
});
export type ChatStoreOrder = z.infer<typeof ChatStoreOrder>;

/** The store beside the conversation. */
export const ChatStorePanel = z.object({
  id: z.number().int(),
  company: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  region: z.string(),
  customer_type: z.string(),
  qualification_status: z.enum(STORE_REVIEW_STATUSES),
  qualification_text: z.string(),
  manager_name: z.string().nullable(),
  recent_orders: z.array(ChatStoreOrder),
});
export type ChatStorePanel = z.infer<typeof ChatStorePanel>;

export const ChatConversationDetail = z.object({
  conversation: ChatConversationRow,
  store: ChatStorePanel,
  /** The newest page, oldest first; older pages through GET …/messages?before_id=. */
  messages: z.array(ChatMessage),
  has_more: z.number().int(),
});
export type ChatConversationDetail = z.infer<typeof ChatConversationDetail>;

export const AdminChatMessages = z.object({ list: z.array(ChatMessage), has_more: z.number().int() });
export type AdminChatMessages = z.infer<typeof AdminChatMessages>;

export const ChatTransferBody = z.strictObject({ staff_id: dbIdParam('接手的同事') });
export type ChatTransferBody = z.infer<typeof ChatTransferBody>;

/** Colleagues a conversation may be handed to. */
export const ChatColleague = z.object({ id: z.number().int(), name: z.string(), role_text: z.string() });
export const ChatColleagues = z.array(ChatColleague);
export type ChatColleague = z.infer<typeof ChatColleague>;
