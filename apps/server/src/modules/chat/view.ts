/** Stored chat messages as each side reads them: goods cards priced for the conversation's store. */
import { CHAT_IMAGE_PATH, ChatGoods, type ChatKind, type ChatMessage, type ChatSide } from '@yc/contracts';
import path from 'node:path';
import type { DbOrTx } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import type { StoreBuyer } from '../catalog/buyer.js';
import { cardsFor } from '../catalog/cards.js';
import type { MessageRow } from './queries.js';

/** Where a picture is read: the staff cookie only reaches /api/admin, so each side has its own address. */
export type ImageUrl = (conversationId: number, name: string) => string;
export const buyerImageUrl: ImageUrl = (_conversationId, name) => CHAT_IMAGE_PATH + name;
export const staffImageUrl: ImageUrl = (conversationId, name) => `/api/admin/chat/conversations/${conversationId}/image/${name}`;

const preview: Record<ChatKind, string> = { text: '', image: '[图片]', goods: '[商品]' };

/** One line of a message for a list (the queue's last message). */
export const messageLine = (m: { kind: string; body: string }): string => m.body || preview[m.kind as ChatKind] || '';

export async function messageViews(db: DbOrTx, buyer: StoreBuyer, rows: readonly MessageRow[], imageUrl: ImageUrl): Promise<ChatMessage[]> {
  const goodsIds = [...new Set(rows.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId])))];
  // The chat shows a few fields of the card; parsing through the contract keeps just those.
  const cards = new Map((await cardsFor(db, buyer, goodsIds)).map((c) => [c.id, ChatGoods.parse(c)]));
  return rows.map((r) => ({
    id: r.id,
    conversation_id: r.conversationId,
    side: r.side as ChatSide,
    sender_name: r.senderName ?? '',
    kind: r.kind as ChatKind,
    body: r.body,
    image: r.imagePath ? imageUrl(r.conversationId, path.posix.basename(r.imagePath)) : null,
    goods: r.goodsId === null ? null : (cards.get(r.goodsId) ?? null),
    client_msg_id: r.clientMsgId,
    created_at: seconds(r.createdAt),
  }));
}
