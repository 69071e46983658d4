/**
 * The chat's rules, for the buyer side and, through `postMessage`, the staff side: what a message may
 * hold, stored once per client id (a resend after a dropped connection finds the first copy and
 * nothing is published twice), and the read markers behind the unread counts.
 */
import {
  CHAT_BURST,
  CHAT_BURST_SECONDS,
  CHAT_PAGE_MAX,
  CHAT_TOO_FAST,
  GOODS_LINK,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatSendBody,
  type ChatSide,
  type ChatUnread,
} from '@yc/contracts';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { FieldError, forbidden, notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { storeBuyer, type StoreBuyer } from '../catalog/buyer.js';
import { orderedCardRows } from '../catalog/cards.js';
import type { ChatHub } from './hub.js';
import { claimChatImage, storedChatImage } from './images.js';
import * as q from './queries.js';
import { buyerImageUrl, messageViews, type ImageUrl } from './view.js';

export const CHAT_CLOSED_FOR_STORE = '您的账号暂未开通在线客服';
const GOODS_GONE = '商品不存在或已下架';

/** What a route needs besides the request: the database, the config (DATA_DIR for pictures), and the hub to publish. */
export interface ChatDeps {
  db: Db;
  config: Pick<AppConfig, 'dataDir'>;
  hub: ChatHub;
}

export interface Sender {
  side: ChatSide;
  /** The buyer's account, or the staff member. */
  senderId: number;
}

type Content = Pick<q.NewMessage, 'kind' | 'body' | 'goodsId' | 'imagePath'>;

async function goodsShown(db: DbOrTx, buyer: StoreBuyer, id: number): Promise<boolean> {
  return (await orderedCardRows(db, buyer, [id])).length > 0;
}

/** The message as stored: a goods link in a text carries its goods along; a picture must be the store's own upload. */
async function contentOf(deps: ChatDeps, buyer: StoreBuyer, input: ChatSendBody): Promise<Content> {
  switch (input.kind) {
    case 'text': {
      const link = GOODS_LINK.exec(input.body);
      const linked = link ? Number(link[1]) : undefined;
      const goodsId = linked !== undefined && (await goodsShown(deps.db, buyer, linked)) ? linked : null;
      return { kind: 'text', body: input.body, goodsId, imagePath: null };
    }
    case 'image':
      return { kind: 'image', body: '', goodsId: null, imagePath: await storedChatImage(deps.config.dataDir, buyer.storeId, input.image) };
    case 'goods':
      if (!(await goodsShown(deps.db, buyer, input.goods_id))) throw new FieldError('goods_id', GOODS_GONE);
      return { kind: 'goods', body: '', goodsId: input.goods_id, imagePath: null };
  }
}

/**
 * Stores a message in the conversation `open` returns (inside the same transaction), once per
 * sender and client id, and publishes it when it is new; answers it as the sender's side reads it.
 */
export async function postMessage(
  deps: ChatDeps,
  buyer: StoreBuyer,
  sender: Sender,
  input: ChatSendBody,
  open: (tx: DbOrTx) => Promise<q.ConversationRow>,
  imageUrl: ImageUrl,
): Promise<ChatMessage> {
  const content = await contentOf(deps, buyer, input);
  const { id, created, conversationId } = await deps.db.transaction(async (tx) => {
    const conversation = await open(tx);
    const stored = await q.insertMessage(tx, { ...content, conversationId: conversation.id, ...sender, clientMsgId: input.client_msg_id });
    if (stored !== undefined) {
      if (content.imagePath) await claimChatImage(tx, content.imagePath);
      await q.touchConversation(tx, conversation.id, sender.side, stored);
      return { id: stored, created: true, conversationId: conversation.id };
    }
    const first = await q.messageIdBySender(tx, sender.side, sender.senderId, input.client_msg_id);
    if (!first || first.conversationId !== conversation.id) throw refuse('消息编号重复，请重新发送');
    return { id: first.id, created: false, conversationId: conversation.id };
  });
  if (created) await deps.hub.publish({ type: 'message', conversationId, storeId: buyer.storeId, messageId: id });
  const row = await q.messageById(deps.db, id);
  if (!row) throw notFound('消息');
  const [message] = await messageViews(deps.db, buyer, [row], imageUrl);
  return message;
}

/** The session's store, if it may chat (is_can_chat). */
export async function chattingStore(db: DbOrTx, auth: AuthContext): Promise<StoreBuyer> {
  if (!(await q.canChat(db, auth.storeId))) throw forbidden(CHAT_CLOSED_FOR_STORE);
  return storeBuyer(auth.storeId, auth.store);
}

/**
 * A store may send CHAT_BURST messages in CHAT_BURST_SECONDS, counted in the database so every API
 * process sees the same count; a resend of a stored message is an answer, not a new message.
 */
async function assertNotFlooding(db: Db, auth: AuthContext, clientMsgId: string): Promise<void> {
  if ((await q.recentBuyerMessages(db, auth.storeId, CHAT_BURST_SECONDS)) < CHAT_BURST) return;
  if (await q.messageIdBySender(db, 'buyer', auth.accountId, clientMsgId)) return;
  throw refuse(CHAT_TOO_FAST);
}

export async function sendAsBuyer(deps: ChatDeps, auth: AuthContext, input: ChatSendBody): Promise<ChatMessage> {
  const buyer = await chattingStore(deps.db, auth);
  await assertNotFlooding(deps.db, auth, input.client_msg_id);
  // The store's account manager first; without one the conversation waits in the shared queue.
  const routed = await q.accountManagerStaffOf(deps.db, auth.storeId);
  return postMessage(deps, buyer, { side: 'buyer', senderId: auth.accountId }, input, (tx) => q.openConversation(tx, auth.storeId, routed), buyerImageUrl);
}

export async function historyOf(db: Db, auth: AuthContext, query: ChatHistoryQuery): Promise<ChatHistory> {
  const buyer = await chattingStore(db, auth);
  const [conversation, agentName] = await Promise.all([q.conversationOfStore(db, auth.storeId), q.agentNameOf(db, auth.storeId)]);
  if (!conversation) return { list: [], has_more: 0, agent_name: agentName, unread: 0 };
  const [page, unread] = await Promise.all([
    q.messagePage(db, q.inConversation(conversation.id), { beforeId: query.before_id, afterId: query.after_id, limit: CHAT_PAGE_MAX }),
    q.unreadOf(db, conversation, 'buyer'),
  ]);
  return { list: await messageViews(db, buyer, page.list, buyerImageUrl), has_more: page.more ? 1 : 0, agent_name: agentName, unread };
}

export async function unreadOfStore(db: DbOrTx, storeId: number): Promise<ChatUnread> {
  const conversation = await q.conversationOfStore(db, storeId);
  return { count: conversation ? await q.unreadOf(db, conversation, 'buyer') : 0 };
}

/** Marks the store's side read up to `lastId`; the store's other tabs hear of it. */
export async function readAsBuyer(deps: ChatDeps, auth: AuthContext, lastId: number): Promise<ChatUnread> {
  await chattingStore(deps.db, auth);
  const conversation = await q.conversationOfStore(deps.db, auth.storeId);
  if (!conversation) return { count: 0 };
  const read = await q.markRead(deps.db, conversation.id, 'buyer', lastId);
  if (read && read.buyerReadId !== conversation.buyerReadId) await deps.hub.publish({ type: 'buyer_read', conversationId: conversation.id, storeId: auth.storeId });
  return { count: read ? await q.unreadOf(deps.db, read, 'buyer') : 0 };
}

/** What the socket catches up after `after`: the store's messages, oldest first. */
export async function missedByBuyer(db: Db, buyer: StoreBuyer, after: number): Promise<{ list: ChatMessage[]; more: boolean }> {
  const conversation = await q.conversationOfStore(db, buyer.storeId);
  if (!conversation) return { list: [], more: false };
  const page = await q.messagePage(db, q.inConversation(conversation.id), { afterId: after, limit: CHAT_PAGE_MAX });
  return { list: await messageViews(db, buyer, page.list, buyerImageUrl), more: page.more };
}
