/**
 * The console's side of talking to stores: messages sent to every store or the stores picked (one
 * `messages` row each, read at /wdxx), and replies to feedback (/yjfk) and product-wanted requests
 * (/pzqg), each reply also landing in the store's messages.
 */
import {
  BROADCAST_AUDIENCE_TEXT,
  BROADCAST_TYPE_TEXT,
  WANTED_STATUS_TEXT,
  type AdminBroadcast,
  type AdminBroadcastBody,
  type AdminFeedbackQuery,
  type AdminWantedQuery,
  type PageQuery,
  type WantedStatus,
} from '@yc/contracts';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf, withTotal } from '../../../db/paging.js';
import { feedback, messageBroadcasts, messages, staff, stores, wantedRequests } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, notFound } from '../../../lib/errors.js';
import { escapeLike } from '../../search/keyword.js';
import { feedbackNote, wantedRequest } from '../../selfservice/service.js';
import { audit, type Actor } from '../shared/audit.js';
import { tableWrites } from '../shared/row-writes.js';
import { managedStoresOf } from '../shared/scope.js';
import type { StaffContext } from '../shared/session.js';

/** Stores that have read what a broadcast sent them. */
const readCount = sql<number>`(SELECT count(*)::int FROM ${messages} m WHERE m.broadcast_id = ${messageBroadcasts}.id AND m.is_read)`;

export async function listBroadcasts(db: Db, query: PageQuery) {
  const slice = sliceOf(query);
  const { rows, total } = await withTotal(
    db
      .select({ b: messageBroadcasts, staffName: staff.name, read: readCount })
      .from(messageBroadcasts)
      .innerJoin(staff, eq(staff.id, messageBroadcasts.staffId))
      .orderBy(desc(messageBroadcasts.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(messageBroadcasts),
  );
  return pageOf(
    rows.map(({ b, staffName, read }): AdminBroadcast => ({
      id: b.id,
      type: b.type as AdminBroadcast['type'],
      type_text: BROADCAST_TYPE_TEXT[b.type as AdminBroadcast['type']] ?? b.type,
      title: b.title,
      content: b.content,
      audience: b.audience as AdminBroadcast['audience'],
      audience_text: BROADCAST_AUDIENCE_TEXT[b.audience as AdminBroadcast['audience']] ?? b.audience,
      recipients: b.recipients,
      read,
      staff_name: staffName,
      created_at: seconds(b.createdAt),
    })),
    total,
    query,
  );
}

/** Sends the message to every store or to the stores picked, in one transaction; answers how many got it. */
export async function broadcast(db: Db, actor: Actor, body: AdminBroadcastBody): Promise<{ id: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const wanted = [...new Set(body.store_ids)];
    const targets = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(body.audience === 'all' ? undefined : inArray(stores.id, wanted));
    if (body.audience === 'stores' && targets.length !== wanted.length) throw new FieldError('store_ids', '所选门店不存在');
    const [b] = await tx
      .insert(messageBroadcasts)
      .values({
        staffId: actor.staffId,
        type: body.type,
        title: body.title,
        content: body.content,
        audience: body.audience,
        recipients: targets.length,
      })
      .returning();
    for (let i = 0; i < targets.length; i += 1000) {
      const chunk = targets.slice(i, i + 1000);
      await tx
        .insert(messages)
        .values(chunk.map((s) => ({ storeId: s.id, type: body.type, title: body.title, content: body.content, broadcastId: b.id })));
    }
    await audit(tx, actor, {
      action: 'message.send',
      entity: 'message_broadcast',
      entityId: b.id,
      before: null,
      after: {
        title: body.title,
        audience: body.audience,
        store_ids: body.audience === 'all' ? '全部门店' : wanted.join(','),
        recipients: targets.length,
      },
    });
    return { id: b.id, recipients: targets.length };
  });
}

async function tellStore(tx: Tx, storeId: number, title: string, content: string): Promise<void> {
  await tx.insert(messages).values({ storeId, type: 'system', title, content });
}

const feedbackRows = tableWrites(feedback, {
  entity: 'feedback',
  label: '反馈',
  view: (f) => ({ store_id: f.storeId, type: f.type, reply: f.reply }),
});

/** An account manager answers the stores they look after; the other roles answer every store. */
const reachable = (member: StaffContext) => {
  const ownedBy = managedStoresOf(member);
  return ownedBy === null ? undefined : eq(stores.managerId, ownedBy);
};

async function checkReach(db: Db, member: StaffContext, storeId: number, what: string): Promise<void> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), reachable(member)));
  if (!store) throw notFound(what);
}

export async function listFeedback(db: Db, member: StaffContext, query: AdminFeedbackQuery) {
  const k = query.keywords ? `%${escapeLike(query.keywords)}%` : undefined;
  const where = and(
    reachable(member),
    query.replied === undefined ? undefined : query.replied === 1 ? isNotNull(feedback.reply) : isNull(feedback.reply),
    k ? or(ilike(feedback.content, k), ilike(stores.company, k)) : undefined,
  );
  const slice = sliceOf(query);
  const { rows, total } = await withTotal(
    db
      .select({ f: feedback, company: stores.company })
      .from(feedback)
      .innerJoin(stores, eq(stores.id, feedback.storeId))
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(feedback).innerJoin(stores, eq(stores.id, feedback.storeId)).where(where),
  );
  return pageOf(
    rows.map(({ f, company }) => ({
      id: f.id,
      store_id: f.storeId,
      company,
      ...feedbackNote(f),
      created_at: seconds(f.createdAt),
    })),
    total,
    query,
  );
}

export async function replyFeedback(db: Db, member: StaffContext, id: number, reply: string): Promise<void> {
  await checkReach(db, member, (await feedbackRows.existing(db, id)).storeId, '反馈');
  await feedbackRows.update(
    db,
    member,
    id,
    async (tx, f) => {
      await tx.update(feedback).set({ reply }).where(eq(feedback.id, id));
      await tellStore(tx, f.storeId, '您的意见反馈已有回复', `平台已回复您的意见反馈：${reply}`);
    },
    'reply',
  );
}

const wantedRows = tableWrites(wantedRequests, {
  entity: 'wanted',
  label: '求购信息',
  view: (w) => ({ store_id: w.storeId, name: w.name, status: w.status, reply: w.reply }),
});

export async function listWanted(db: Db, member: StaffContext, query: AdminWantedQuery) {
  const k = query.keywords ? `%${escapeLike(query.keywords)}%` : undefined;
  const where = and(
    reachable(member),
    query.status ? eq(wantedRequests.status, query.status) : undefined,
    k ? or(ilike(wantedRequests.name, k), ilike(stores.company, k)) : undefined,
  );
  const slice = sliceOf(query);
  const { rows, total } = await withTotal(
    db
      .select({ w: wantedRequests, company: stores.company })
      .from(wantedRequests)
      .innerJoin(stores, eq(stores.id, wantedRequests.storeId))
      .where(where)
      .orderBy(desc(wantedRequests.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(wantedRequests).innerJoin(stores, eq(stores.id, wantedRequests.storeId)).where(where),
  );
  return pageOf(
    rows.map(({ w, company }) => ({
      id: w.id,
      store_id: w.storeId,
      company,
      ...wantedRequest(w),
      status: w.status as WantedStatus,
      created_at: seconds(w.createdAt),
    })),
    total,
    query,
  );
}

export async function replyWanted(
  db: Db,
  member: StaffContext,
  id: number,
  body: { reply: string; status: 'replied' | 'closed' },
): Promise<void> {
  await checkReach(db, member, (await wantedRows.existing(db, id)).storeId, '求购信息');
  await wantedRows.update(
    db,
    member,
    id,
    async (tx, w) => {
      await tx.update(wantedRequests).set({ reply: body.reply, status: body.status }).where(eq(wantedRequests.id, id));
      await tellStore(tx, w.storeId, `您的求购「${w.name}」${WANTED_STATUS_TEXT[body.status]}`, body.reply);
    },
    'reply',
  );
}
