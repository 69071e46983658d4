/**
 * Activity pages (yjh, welfare, mrtj … ptzq 拼团, hb 满返): their window, texts, the rules of their
 * kind (written in the JSON activity/rules.ts reads, and read back through it before saving), and
 * their goods at activity prices. Group-buy and cashback pages keep the goods their groups and
 * orders name, so an activity with groups is not deleted.
 */
import {
  ACTIVITY_KIND_TEXT,
  fenToYuan,
  type ActivityKind,
  type AdminActivityBody,
  type AdminActivityDetail,
  type AdminActivityQuery,
  type AdminActivityRow,
} from '@yc/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { activities } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, refuse } from '../../../lib/errors.js';
import { cashbackTiers, groupTerms } from '../../activity/rules.js';
import { goodsBriefs } from '../catalog/pickers.js';
import type { Actor } from '../shared/audit.js';
import { firstRow, rowWrites } from '../shared/row-writes.js';
import * as q from './activity-queries.js';
import { windowStatus, windowWhere } from './window.js';

type ActivityRow = typeof activities.$inferSelect;

async function find(db: DbOrTx, id: number, lock = false) {
  const row = await firstRow(db, activities, eq(activities.id, id), lock);
  if (!row) return undefined;
  return { row, items: await q.activityItems(db, id) };
}

const rows = rowWrites({
  entity: 'activity',
  label: '活动',
  find,
  view: ({ row: a, items }: NonNullable<Awaited<ReturnType<typeof find>>>) => ({
    kind: a.kind,
    title: a.title,
    description: a.description,
    banner: a.banner,
    rules: JSON.stringify(a.rules),
    starts_at: a.startsAt,
    ends_at: a.endsAt,
    sort: a.sort,
    goods: items.map((i) => `${i.goodsId}${i.price === null ? '' : `@${fenToYuan(i.price).toFixed(2)}`}`).join('，'),
  }),
});

function rowView(a: ActivityRow, n: number): AdminActivityRow {
  const kind = a.kind as ActivityKind;
  return {
    id: a.id,
    kind,
    kind_text: ACTIVITY_KIND_TEXT[kind] ?? a.kind,
    title: a.title,
    starts_at: seconds(a.startsAt),
    ends_at: seconds(a.endsAt),
    ...windowStatus(a),
    goods_count: n,
    sort: a.sort,
  };
}

export async function listActivities(db: Db, query: AdminActivityQuery) {
  const where = and(
    query.kind ? eq(activities.kind, query.kind) : undefined,
    windowWhere(query.status, activities.startsAt, activities.endsAt),
  );
  const { rows: list, total } = await q.activityPage(db, where, sliceOf(query));
  return pageOf(
    list.map((r) => rowView(r.activity, r.goodsCount)),
    total,
    query,
  );
}

const notesOf = (rules: unknown): string[] => {
  const notes = (rules as { notes?: unknown }).notes;
  return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === 'string') : [];
};

export async function activityDetail(db: Db, id: number): Promise<AdminActivityDetail> {
  const { row: a, items } = await rows.existing(db, id);
  const briefs = new Map(
    (
      await goodsBriefs(
        db,
        items.map((i) => i.goodsId),
      )
    ).map((g) => [g.id, g]),
  );
  const terms = groupTerms(a.rules);
  return {
    ...rowView(a, items.length),
    description: a.description,
    banner: a.banner,
    notes: notesOf(a.rules),
    group_size: terms?.size ?? null,
    group_hours: terms?.hours ?? null,
    cashback_tiers: cashbackTiers(a.rules).map((t) => ({ threshold: fenToYuan(t.threshold_fen), cashback: fenToYuan(t.cashback_fen) })),
    goods: items.flatMap((i) => {
      const g = briefs.get(i.goodsId);
      return g ? [{ ...g, price: i.price === null ? null : fenToYuan(i.price) }] : [];
    }),
  };
}

/** The rules JSON of a body, read back through the activity pages' own readers before it is saved. */
function rulesOf(body: AdminActivityBody): Record<string, unknown> {
  const rules: Record<string, unknown> = { notes: body.notes };
  if (body.kind === 'ptzq') {
    Object.assign(rules, { group_size: body.group_size, group_hours: body.group_hours });
    if (!groupTerms(rules)) throw new FieldError('group_size', '拼团规则不正确');
  }
  if (body.kind === 'hb') {
    rules.tiers = body.cashback_tiers.map((t) => ({ threshold_fen: t.threshold, cashback_fen: t.cashback }));
    if (cashbackTiers(rules).length !== body.cashback_tiers.length) throw new FieldError('cashback_tiers', '返现规则不正确');
  }
  return rules;
}

/** Priced pages and group buys sell at the activity price, below the goods' own; 满返 pages sell at the goods' price. */
async function checkGoods(tx: Tx, body: AdminActivityBody): Promise<void> {
  const ids = body.goods.map((g) => g.goods_id);
  if (!ids.length) return;
  const found = await q.goodsPricesOf(tx, ids);
  if (found.length !== ids.length) throw new FieldError('goods', '活动商品不存在');
  if (body.kind === 'hb') return;
  for (const item of body.goods) {
    const g = found.find((x) => x.id === item.goods_id);
    if (item.price === undefined) throw new FieldError('goods', `请填写「${g?.name}」的活动价`);
    if (g && item.price >= g.basePrice)
      throw new FieldError('goods', `「${g.name}」的活动价须低于原价¥${fenToYuan(g.basePrice).toFixed(2)}`);
  }
}

async function write(tx: Tx, id: number | null, body: AdminActivityBody): Promise<number> {
  await checkGoods(tx, body);
  const columns = {
    kind: body.kind,
    title: body.title,
    description: body.description,
    banner: body.banner,
    rules: rulesOf(body),
    startsAt: body.starts_at,
    endsAt: body.ends_at,
    sort: body.sort,
  };
  let activityId = id;
  if (activityId === null) {
    activityId = await q.insertActivity(tx, columns);
  } else {
    await q.setActivity(tx, activityId, columns);
    await q.deleteActivityGoods(tx, activityId);
  }
  if (body.goods.length) {
    await q.insertActivityGoods(
      tx,
      activityId,
      body.goods.map((g) => ({ goodsId: g.goods_id, price: body.kind === 'hb' ? null : (g.price ?? null) })),
    );
  }
  return activityId;
}

export const createActivity = (db: Db, staff: Actor, body: AdminActivityBody) => rows.create(db, staff, (tx) => write(tx, null, body));

export const updateActivity = (db: Db, staff: Actor, id: number, body: AdminActivityBody) =>
  rows.update(db, staff, id, async (tx, { row }) => {
    if (row.kind !== body.kind && (await q.groupBuysOf(tx, id)) > 0) throw refuse('该活动已有拼团，不能更改活动类型');
    await write(tx, id, body);
  });

export const deleteActivity = (db: Db, staff: Actor, id: number) =>
  rows.remove(db, staff, id, async (tx) => {
    const groups = await q.groupBuysOf(tx, id);
    if (groups > 0) throw refuse(`该活动已有${groups}个拼团，不能删除，可修改结束时间提前结束`);
    await q.deleteActivityRows(tx, id);
  });
