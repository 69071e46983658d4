/**
 * The service desk of the history: buyers ask customer service about a goods and the staff member
 * who has the conversation answers; they send 意见反馈, search for goods the catalogue lacks (the
 * results page logs the miss) and register them as 求购, and the operations staff reply. All through
 * the pages' and the console's own calls.
 */
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { chatConversations, staff } from '../../db/schema/index.js';
import { CHAT_ANSWERS, CHAT_QUESTIONS, FEEDBACK_REPLIES, FEEDBACKS, WANTED_REPLIES, type WantedSeed } from '../data/history-desk.js';
import type { Rng } from '../data/prng.js';
import { STAFF_PASSWORD } from '../data/staff.js';
import { call, type Caller, staffLogin } from './calls.js';

export interface Desk {
  app: App;
  db: Db;
  /** Who answers the chat, by staff id: a store's account manager, or customer service for a conversation nobody has. */
  chatStaff: Map<number, Caller>;
  shared: Caller;
  /** The operations member who replies to feedback and 求购. */
  operations: Caller;
}

/** The chat's members (the account manager and customer service) and operations, logged in. */
export async function openDesk(app: App, db: Db): Promise<Desk> {
  const members = await db
    .select({ id: staff.id, username: staff.username })
    .from(staff)
    .where(inArray(staff.username, ['manager', 'kefu']));
  // Side by side, as the history's other logins: each is a password check at today's cost.
  const [logins, operations] = await Promise.all([
    Promise.all(members.map(async (m) => [m.id, await staffLogin(app, m.username, STAFF_PASSWORD)] as const)),
    staffLogin(app, 'merchandiser', STAFF_PASSWORD),
  ]);
  const chatStaff = new Map<number, Caller>(logins);
  const kefu = members.find((m) => m.username === 'kefu');
  if (!kefu) throw new Error('the demo has no customer-service login (kefu)');
  return { app, db, chatStaff, shared: chatStaff.get(kefu.id) as Caller, operations };
}

const fill = (text: string, name: string) => text.replaceAll('{name}', name);

/**
 * A buyer sends a goods' card and its question; the staff member with the conversation reads and
 * answers it. The buyer reads the answer unless `leaveUnread` (today's, still on its badge).
 * `tag` makes the messages' client ids, unique per sender as a page's retries need them.
 */
export async function askAbout(desk: Desk, buyer: Caller, goodsId: number, rng: Rng, tag: string, leaveUnread: boolean): Promise<void> {
  const { app } = desk;
  const card = await call<{ conversation_id: number; goods: { name: string } | null }>(app, buyer, 'POST', '/api/chat/send', {
    kind: 'goods',
    client_msg_id: `${tag}-card`,
    goods_id: goodsId,
  });
  const name = card.goods?.name ?? '这个商品';
  const i = rng.int(0, CHAT_QUESTIONS.length - 1);
  const question = await call<{ id: number }>(app, buyer, 'POST', '/api/chat/send', {
    kind: 'text',
    client_msg_id: `${tag}-ask`,
    body: fill(CHAT_QUESTIONS[i], name),
  });
  const [conversation] = await desk.db
    .select({ staffId: chatConversations.staffId })
    .from(chatConversations)
    .where(eq(chatConversations.id, card.conversation_id));
  const member = (conversation.staffId !== null && desk.chatStaff.get(conversation.staffId)) || desk.shared;
  const at = `/api/admin/chat/conversations/${card.conversation_id}`;
  await call(app, member, 'POST', `${at}/read`, { last_id: question.id });
  const answer = await call<{ id: number }>(app, member, 'POST', `${at}/send`, {
    kind: 'text',
    client_msg_id: `${tag}-answer`,
    body: fill(CHAT_ANSWERS[i], name),
  });
  if (!leaveUnread) await call(app, buyer, 'POST', '/api/chat/read', { last_id: answer.id });
}

/** 意见反馈 from the buyer; its id, for the reply. */
export async function sendFeedback(desk: Desk, buyer: Caller, rng: Rng): Promise<number> {
  await call(desk.app, buyer, 'POST', '/api/user/feedback', rng.pick(FEEDBACKS));
  const mine = await call<{ list: { id: number }[] }>(desk.app, buyer, 'GET', '/api/user/feedback_list?page=1&page_size=1');
  return mine.list[0].id;
}

export async function replyFeedback(desk: Desk, id: number, rng: Rng): Promise<void> {
  await call(desk.app, desk.operations, 'POST', `/api/admin/feedback/${id}/reply`, { reply: rng.pick(FEEDBACK_REPLIES) });
}

/** A search that finds nothing is logged by the results page and registered as 求购; its id, or null when the search found goods after all. */
export async function searchAndWant(desk: Desk, buyer: Caller, wanted: WantedSeed): Promise<number | null> {
  const found = await call<{ total: number }>(desk.app, buyer, 'GET', `/api/goods/list?keywords=${encodeURIComponent(wanted.keywords)}`);
  if (found.total > 0) return null;
  await call(desk.app, buyer, 'POST', '/api/goods/search/miss', { keywords: wanted.keywords });
  const { keywords: name, ...rest } = wanted;
  return (await call<{ id: number }>(desk.app, buyer, 'POST', '/api/user/buy', { name, ...rest })).id;
}

export async function replyWanted(desk: Desk, id: number, rng: Rng): Promise<void> {
  await call(desk.app, desk.operations, 'POST', `/api/admin/wanted/${id}/reply`, { reply: rng.pick(WANTED_REPLIES), status: 'replied' });
}
