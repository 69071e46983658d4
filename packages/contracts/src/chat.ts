/**
 * Customer-service chat between a store and the staff: messages (text, image, goods card), the
 * buyer's calls under /api/chat, and the frames of the WebSocket both sides use. Times are seconds;
 * a goods card's price is what the conversation's store may see.
 */
import { z } from './zod.js';
import { dbIdParam, GoodsCard } from './goods.js';
import { STORED_PICTURE_NAME } from './uploads.js';

export const CHAT_TEXT_MAX = 2000;
export const CHAT_KINDS = ['text', 'image', 'goods'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export const CHAT_SIDES = ['buyer', 'staff'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** A history page, and the most a reconnect catches up in one go (it asks again when there were more). */
export const CHAT_PAGE_MAX = 50;
/** A store sends at most CHAT_BURST messages in CHAT_BURST_SECONDS; faster is refused with CHAT_TOO_FAST. */
export const CHAT_BURST = 10;
export const CHAT_BURST_SECONDS = 10;
export const CHAT_TOO_FAST = '发送太频繁，请稍后再试';

/** A stored chat picture's name: random hex and the kind its bytes proved to be. */
export const CHAT_IMAGE_NAME = STORED_PICTURE_NAME;
/** Where the buyer reads a picture of their conversation. */
export const CHAT_IMAGE_PATH = '/api/chat/image/';

/** A goods link as the store's pages write it (/list/info/12, /list/info-pt/12), anywhere in a text. */
export const GOODS_LINK = /\/list\/info(?:-pt)?\/(\d{1,9})(?!\d)/;

/**
 * Chosen by the sender before the first attempt and sent again unchanged on every retry, so a
 * message resent after a dropped connection is stored once.
 */
const ClientMsgId = z
  .string({ message: '消息编号不正确' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '消息编号不正确');

const TextBody = z
  .string({ message: '请输入消息内容' })
  .trim()
  .min(1, '请输入消息内容')
  .max(CHAT_TEXT_MAX, `消息内容不能超过${CHAT_TEXT_MAX}个字`);

const sendShapes = {
  text: z.strictObject({ kind: z.literal('text'), client_msg_id: ClientMsgId, body: TextBody }),
  image: z.strictObject({
    kind: z.literal('image'),
    client_msg_id: ClientMsgId,
    image: z.string({ message: '请先上传图片' }).regex(CHAT_IMAGE_NAME, '图片不正确，请重新上传'),
  }),
  goods: z.strictObject({ kind: z.literal('goods'), client_msg_id: ClientMsgId, goods_id: dbIdParam('商品编号') }),
};

/** POST /api/chat/send (and the socket's send frame): one message. */
export const ChatSendBody = z.discriminatedUnion('kind', [sendShapes.text, sendShapes.image, sendShapes.goods], {
  message: '消息类型不正确',
});
export type ChatSendBody = z.infer<typeof ChatSendBody>;

/** What a goods card in the chat shows: picture, name, spec, maker and the price as the store sees it. */
export const ChatGoods = GoodsCard.pick({ id: true, name: true, ypgg: true, sccj: true, bzdw: true, image: true, price: true, price_text: true, base_price: true });
export type ChatGoods = z.infer<typeof ChatGoods>;

export const ChatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  side: z.enum(CHAT_SIDES),
  /** The staff member's name, or the buyer's (the person at the store who wrote). */
  sender_name: z.string(),
  kind: z.enum(CHAT_KINDS),
  /** Plain text, shown as text (never as HTML); empty for a picture or a bare goods card. */
  body: z.string(),
  /** Address of the picture, for the side reading it. */
  image: z.string().nullable(),
  /** The goods of a goods card, or of a goods link in a text. */
  goods: ChatGoods.nullable(),
  client_msg_id: z.string(),
  created_at: z.number().int(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** GET /api/chat/messages: the newest page, or the page before `before_id`, or what came after `after_id`. */
export const ChatHistoryQuery = z.object({
  before_id: dbIdParam('消息编号').optional(),
  after_id: z.coerce.number({ message: '消息编号不正确' }).int('消息编号不正确').min(0, '消息编号不正确').optional(),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuery>;

export const ChatHistory = z.object({
  /** Oldest first. */
  list: z.array(ChatMessage),
  /** Older messages exist before this page (before_id), or newer after it (after_id). */
  has_more: z.number().int(),
  /** Who answers: the staff member the conversation is with, else the store's account manager. */
  agent_name: z.string(),
  unread: z.number().int(),
});
export type ChatHistory = z.infer<typeof ChatHistory>;

export const ChatUnread = z.object({ count: z.number().int() });
export type ChatUnread = z.infer<typeof ChatUnread>;

/** POST /api/chat/read: everything up to this message has been seen. */
export const ChatReadBody = z.strictObject({ last_id: dbIdParam('消息编号') });
export type ChatReadBody = z.infer<typeof ChatReadBody>;

/** POST /api/chat/image answers the name to send in an image message. */
export const ChatImageUpload = z.object({ image: z.string(), url: z.string() });
export type ChatImageUpload = z.infer<typeof ChatImageUpload>;

/** The socket's query: the last message id the client has, so it receives what it missed (none: only what comes next). */
export const ChatSocketQuery = z.object({
  after: z.coerce.number().int().min(0).optional().catch(undefined),
});

/** Frames a client sends on the socket. */
export const ChatClientFrame = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('send'), conversation_id: dbIdParam('会话编号').optional(), message: z.unknown() }),
    z.object({ type: z.literal('read'), conversation_id: dbIdParam('会话编号').optional(), last_id: dbIdParam('消息编号') }),
    z.object({ type: z.literal('sync'), after: z.coerce.number().int().min(0) }),
  ],
  { message: '消息格式不正确' },
);
export type ChatClientFrame = z.infer<typeof ChatClientFrame>;

/** Frames the server sends: a message (new, or caught up), the answer to a send, a refusal, counts and changes. */
export const ChatServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: ChatMessage }),
  z.object({ type: z.literal('ack'), client_msg_id: z.string(), message: ChatMessage }),
  z.object({ type: z.literal('error'), client_msg_id: z.string().nullable(), msg: z.string() }),
  /** The buyer's unread count changed (a staff answer, or read on another tab). */
  z.object({ type: z.literal('unread'), count: z.number().int() }),
  /** Staff: a conversation of the queue changed (new, handed over, closed, read). */
  z.object({ type: z.literal('conversation'), conversation_id: z.number().int() }),
  /** The catch-up after `after` is complete (more: ask again with the last id). */
  z.object({ type: z.literal('synced'), more: z.number().int() }),
  /** The server may have missed live events: ask for what came after the last id. */
  z.object({ type: z.literal('resync') }),
]);
export type ChatServerFrame = z.infer<typeof ChatServerFrame>;
