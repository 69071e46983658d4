/**
 * The activity pages as the buyer reads them: lists by kind or ids, one activity with its rules and
 * goods (each at its activity price), and the taps on activity entries. Whether an activity is on
 * is judged by the server's clock; the answer carries it for the page's countdown.
 */
import {
  fenToYuan,
  type ActivityInfo,
  type ActivityInfoQuery,
  type ActivityKind,
  type ActivityList,
  type ActivityListQuery,
  type ActivitySummary,
  type ActivityTaps,
  type GroupBuyView,
} from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound } from '../../lib/errors.js';
import { plugPoint } from '../../lib/plug-point.js';
import type { AuthContext } from '../../plugins/session.js';
import { controlledAudience, resolveBuyer, type Buyer } from '../catalog/buyer.js';
import { cardsWith, shownYuan } from '../catalog/cards.js';
import * as q from './queries.js';
import { cashbackTiers, groupTerms, ruleSentences, statusAt } from './rules.js';

/** The open groups a 拼团 activity's page lists, which the group-buy module (built on activities) provides. */
export const openGroups = plugPoint<(db: DbOrTx, activityId: number, storeId: number | null) => Promise<GroupBuyView[]>>('activity open groups');

function summaryOf(a: q.ActivityRow, now: number): ActivitySummary {
  return {
    id: a.id,
    kind: a.kind as ActivityKind,
    title: a.title,
    description: a.description,
    banner: a.banner,
    start_time: seconds(a.startsAt),
    end_time: seconds(a.endsAt),
    status: statusAt(a, now),
  };
}

export async function listActivities(db: DbOrTx, query: ActivityListQuery): Promise<ActivityList> {
  const now = Date.now();
  if (query.ids) {
    const rows = await q.activitiesByIds(db, query.ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list = query.ids.flatMap((id) => byId.get(id) ?? []).map((a) => summaryOf(a, now));
    return { ...pageOf(list, list.length, { page: 1, page_size: Math.max(1, list.length) }), timestamp: seconds(new Date(now)) };
  }
  const { rows, total } = await q.activitiesOfKind(db, query.kind as ActivityKind, sliceOf(query));
  return {
    ...pageOf(
      rows.map((a) => summaryOf(a, now)),
      total,
      query,
    ),
    timestamp: seconds(new Date(now)),
  };
}

async function infoOf(db: DbOrTx, buyer: Buyer, auth: AuthContext | null, a: q.ActivityRow): Promise<ActivityInfo> {
  const now = Date.now();
  const kind = a.kind as ActivityKind;
  const rows = await q.goodsOfActivity(db, a.id, controlledAudience(buyer));
  const goods = await cardsWith(db, buyer, rows, (r) => ({ activity_price: shownYuan(buyer, r.price) }));
  const terms = kind === 'ptzq' ? groupTerms(a.rules) : null;
  return {
    ...summaryOf(a, now),
    rules: ruleSentences(kind, a.rules),
    goods,
    cashback_tiers:
      kind === 'hb'
        ? cashbackTiers(a.rules).map((t) => ({ threshold: fenToYuan(t.threshold_fen), cashback: fenToYuan(t.cashback_fen) }))
        : [],
    group_size: terms?.size ?? null,
    group_hours: terms?.hours ?? null,
    groups: kind === 'ptzq' ? await openGroups.call(db, a.id, auth?.storeId ?? null) : [],
    timestamp: seconds(new Date(now)),
  };
}

/** One activity by id, or the featured one of a kind (null when the kind has none). */
export async function activityInfo(db: Db, auth: AuthContext | null, query: ActivityInfoQuery): Promise<ActivityInfo | null> {
  const buyer = resolveBuyer(auth);
  if (query.id !== undefined) {
    const a = await q.activityById(db, query.id);
    if (!a || (query.kind !== undefined && a.kind !== query.kind)) throw notFound('活动');
    return infoOf(db, buyer, auth, a);
  }
  const { rows } = await q.activitiesOfKind(db, query.kind as ActivityKind, { offset: 0, limit: 1 });
  return rows[0] ? infoOf(db, buyer, auth, rows[0]) : null;
}

/** A tap on an activity entry, by a visitor or a store; answers the count so far. */
export async function tapActivity(db: Db, auth: AuthContext | null, id: number): Promise<ActivityTaps> {
  if (!(await q.activityById(db, id))) throw notFound('活动');
  await q.recordTap(db, id, auth?.storeId ?? null);
  return { id, taps: await q.tapCount(db, id) };
}

export async function activityTaps(db: Db, id: number): Promise<ActivityTaps> {
  if (!(await q.activityById(db, id))) throw notFound('活动');
  return { id, taps: await q.tapCount(db, id) };
}
