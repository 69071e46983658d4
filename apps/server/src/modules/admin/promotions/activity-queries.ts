/** The SQL of the activity pages and their goods (activity-service.ts holds the rules). */
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { activities, activityGoods, goods, groupBuys } from '../../../db/schema/index.js';

/** The page's goods in their order, at their activity price (null: the goods' own). */
export const activityItems = (db: DbOrTx, activityId: number) =>
  db
    .select({ goodsId: activityGoods.goodsId, price: activityGoods.price })
    .from(activityGoods)
    .where(eq(activityGoods.activityId, activityId))
    .orderBy(asc(activityGoods.sort), asc(activityGoods.id));

const goodsCount = sql<number>`(SELECT count(*)::int FROM ${activityGoods} g WHERE g.activity_id = ${activities}.id)`;

export const activityPage = (db: DbOrTx, where: SQL | undefined, slice: PageSlice) =>
  withTotal(
    db
      .select({ activity: activities, goodsCount })
      .from(activities)
      .where(where)
      .orderBy(desc(activities.startsAt), desc(activities.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(activities).where(where),
  );

export const goodsPricesOf = (tx: DbOrTx, ids: number[]) =>
  tx.select({ id: goods.id, name: goods.name, basePrice: goods.basePrice }).from(goods).where(inArray(goods.id, ids));

type ActivityColumns = Omit<typeof activities.$inferInsert, 'id'>;

export async function insertActivity(tx: DbOrTx, columns: ActivityColumns): Promise<number> {
  const [row] = await tx.insert(activities).values(columns).returning({ id: activities.id });
  return row.id;
}

export const setActivity = (tx: DbOrTx, id: number, columns: ActivityColumns) =>
  tx.update(activities).set(columns).where(eq(activities.id, id));

export const deleteActivityGoods = (tx: DbOrTx, activityId: number) =>
  tx.delete(activityGoods).where(eq(activityGoods.activityId, activityId));

export const insertActivityGoods = (tx: DbOrTx, activityId: number, items: { goodsId: number; price: number | null }[]) =>
  tx.insert(activityGoods).values(items.map((item, sort) => ({ activityId, ...item, sort })));

/** An activity goes with its goods. */
export async function deleteActivityRows(tx: DbOrTx, id: number): Promise<void> {
  await deleteActivityGoods(tx, id);
  await tx.delete(activities).where(eq(activities.id, id));
}

export async function groupBuysOf(tx: DbOrTx, activityId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(groupBuys).where(eq(groupBuys.activityId, activityId));
  return row?.n ?? 0;
}
