/** SQL of the activity pages: the activities, their goods and prices, and the taps on their entries. */
import { and, asc, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withTotal, type PageSlice } from '../../db/paging.js';
import { activities, activityGoods, activityTaps, afterSales, goods, orderItems, walletLedger } from '../../db/schema/index.js';
import type { AudienceFilter } from '../catalog/list-queries.js';
import { goodsWhere } from '../catalog/list-queries.js';

export type ActivityRow = typeof activities.$inferSelect;

/** Most goods one activity page lists. */
const GOODS_LIMIT = 100;

const isOn = sql`${activities.startsAt} <= now() AND ${activities.endsAt} > now()`;
/** In force first, then those still to come (soonest first), then ended ones (latest first). */
const featuredOrder = [
  sql`CASE WHEN ${isOn} THEN 0 WHEN ${activities.startsAt} > now() THEN 1 ELSE 2 END`,
  sql`CASE WHEN ${activities.startsAt} > now() THEN ${activities.startsAt} END ASC NULLS LAST`,
  sql`${activities.endsAt} DESC`,
  asc(activities.sort),
  asc(activities.id),
];

export async function activityById(db: DbOrTx, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}

export function activitiesOfKind(db: DbOrTx, kind: string, slice: PageSlice) {
  const where = eq(activities.kind, kind);
  return withTotal(
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...featuredOrder)
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(activities).where(where),
  );
}

export function activitiesByIds(db: DbOrTx, ids: readonly number[]): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(inArray(activities.id, [...ids]));
}

/** The goods of an activity the buyer may see, in the page's order, with the activity price (fen). */
export function goodsOfActivity(db: DbOrTx, activityId: number, audience: AudienceFilter | null) {
  return db
    .select({ goodsId: activityGoods.goodsId, price: activityGoods.price })
    .from(activityGoods)
    .innerJoin(goods, eq(goods.id, activityGoods.goodsId))
    .where(and(eq(activityGoods.activityId, activityId), goodsWhere({ audience }).where))
    .orderBy(asc(activityGoods.sort), asc(activityGoods.id))
    .limit(GOODS_LIMIT);
}

/** The goods' row in the activity, whatever the activity's window. */
export async function activityGoodsRow(db: DbOrTx, activityId: number, goodsId: number) {
  const [row] = await db
    .select({ price: activityGoods.price })
    .from(activityGoods)
    .where(and(eq(activityGoods.activityId, activityId), eq(activityGoods.goodsId, goodsId)));
  return row;
}

/** Activity prices in force now for these (activity, goods) pairs: what type 2 cart lines are priced by. */
export async function activityPricesInForce(db: DbOrTx, pairs: readonly { activityId: number; goodsId: number }[]) {
  if (pairs.length === 0) return [];
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.activityId}::int, ${p.goodsId}::int)`),
    sql`, `,
  );
  return db
    .select({
      activityId: activities.id,
      goodsId: activityGoods.goodsId,
      title: activities.title,
      kind: activities.kind,
      price: activityGoods.price,
    })
    .from(activityGoods)
    .innerJoin(activities, eq(activities.id, activityGoods.activityId))
    .where(
      and(
        sql`(${activityGoods.activityId}, ${activityGoods.goodsId}) IN (${wanted})`,
        lte(activities.startsAt, sql`now()`),
        gt(activities.endsAt, sql`now()`),
      ),
    );
}

/** The activities of a kind in force at `at`, with their goods ids (empty = every goods). */
export async function activitiesInForceAt(db: DbOrTx, kind: string, at: Date) {
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      rules: activities.rules,
      goodsIds: sql<number[]>`coalesce(array_agg(${activityGoods.goodsId}) FILTER (WHERE ${activityGoods.goodsId} IS NOT NULL), '{}')`,
    })
    .from(activities)
    .leftJoin(activityGoods, eq(activityGoods.activityId, activities.id))
    .where(and(eq(activities.kind, kind), lte(activities.startsAt, at), gt(activities.endsAt, at)))
    .groupBy(activities.id)
    .orderBy(asc(activities.sort), asc(activities.id));
  return rows;
}

export async function recordTap(db: DbOrTx, activityId: number, storeId: number | null): Promise<void> {
  await db.insert(activityTaps).values({ activityId, storeId });
}

export async function tapCount(db: DbOrTx, activityId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activityTaps).where(eq(activityTaps.activityId, activityId));
  return row?.n ?? 0;
}

/** An order's goods lines (not gifts or 换购) with what each cost after discounts (fen), less what approved refunds gave back on them. */
export function orderGoodsAmounts(db: DbOrTx, orderId: number) {
  const refunded = sql<number>`coalesce((
    SELECT sum((e->>'amount')::int) FROM ${afterSales} CROSS JOIN LATERAL jsonb_array_elements(${afterSales.items}) AS e
    WHERE ${afterSales.orderId} = ${orderItems.orderId} AND ${afterSales.status} = 'approved' AND (e->>'order_item_id')::int = ${orderItems.id}
  ), 0)`;
  return db
    .select({ goodsId: orderItems.goodsId, amount: sql<number>`(${orderItems.amount} - ${refunded})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.lineType, 'goods')));
}

/** The cashback an order has kept: its credit less what refunds on it took back. */
export async function cashbackCredited(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${walletLedger.amount}), 0)::int` })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.useType, 'cashback'),
        or(
          and(eq(walletLedger.refType, 'order'), eq(walletLedger.refId, orderId)),
          and(
            eq(walletLedger.refType, 'after_sale'),
            inArray(walletLedger.refId, db.select({ id: afterSales.id }).from(afterSales).where(eq(afterSales.orderId, orderId))),
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}
