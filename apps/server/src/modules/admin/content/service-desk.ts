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
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { feedback, wantedRequests } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, notFound } from '../../../lib/errors.js';
import { feedbackNote, wantedRequest } from '../../selfservice/service.js';
import { audit, type Actor } from '../shared/audit.js';
import { tableWrites } from '../shared/row-writes.js';
import { managedStoresOf } from '../shared/scope.js';
import type { StaffContext } from '../shared/session.js';
import * as q from './service-desk-queries.js';

export async function listBroadcasts(db: Db, query: PageQuery) {
  const { rows, total } = await q.broadcastPage(db, sliceOf(query));
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
    const targets = await q.storeIdsOf(tx, body.audience === 'all' ? 'all' : wanted);
    if (body.audience === 'stores' && targets.length !== wanted.length) throw new FieldError('store_ids', '所选门店不存在');
    const b = await q.insertBroadcast(tx, {
        staffId: actor.staffId,
        type: body.type,
        title: body.title,
        content: body.content,
        audience: body.audience,
        recipients: targets.length,
    });
    await q.insertMessages(
      tx,
      targets.map((s) => ({ storeId: s.id, type: body.type, title: body.title, content: body.content, broadcastId: b.id })),
    );
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

const tellStore = (tx: Tx, storeId: number, title: string, content: string) => q.insertMessages(tx, [{ storeId, type: 'system', title, content }]);

const feedbackRows = tableWrites(feedback, {
  entity: 'feedback',
  label: '反馈',
  view: (f) => ({ store_id: f.storeId, type: f.type, reply: f.reply }),
});

/** An account manager answers the stores they look after; the other roles answer every store. */
async function checkReach(db: Db, member: StaffContext, storeId: number, what: string): Promise<void> {
  if (!(await q.storeInReach(db, managedStoresOf(member), storeId))) throw notFound(what);
}

export async function listFeedback(db: Db, member: StaffContext, query: AdminFeedbackQuery) {
  const { rows, total } = await q.feedbackPage(
    db,
    { ownedBy: managedStoresOf(member), replied: query.replied === undefined ? undefined : query.replied === 1, keywords: query.keywords },
    sliceOf(query),
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
      await q.setFeedbackReply(tx, id, reply);
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
  const { rows, total } = await q.wantedPage(
    db,
    { ownedBy: managedStoresOf(member), status: query.status, keywords: query.keywords },
    sliceOf(query),
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
      await q.setWantedReply(tx, id, body.reply, body.status);
      await tellStore(tx, w.storeId, `您的求购「${w.name}」${WANTED_STATUS_TEXT[body.status]}`, body.reply);
    },
    'reply',
  );
}
