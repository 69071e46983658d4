/** SQL of what is on offer around the goods: promotions, flash sales, activity pages and combination packages. */
import { and, asc, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withTotal, type PageSlice } from '../../db/paging.js';
import { activities, activityGoods, categories, flashSales, goods, promotions } from '../../db/schema/index.js';
import { goodsWhere, type AudienceFilter } from './list-queries.js';

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Promotions in force over any of these goods; an empty goods list means every goods. */
export function promotionsFor(db: DbOrTx, goodsIds: readonly number[]) {
  return db
    .select({
      id: promotions.id,
      type: promotions.type,
      name: promotions.name,
      goodsIds: promotions.goodsIds,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(
      and(
        lte(promotions.startsAt, sql`now()`),
        gt(promotions.endsAt, sql`now()`),
        or(sql`${promotions.goodsIds} && ${intArray(goodsIds)}`, sql`cardinality(${promotions.goodsIds}) = 0`),
      ),
    )
    .orderBy(asc(promotions.id));
}

const flashColumns = {
  id: flashSales.id,
  goodsId: flashSales.goodsId,
  price: flashSales.price,
  stock: flashSales.stock,
  sold: flashSales.sold,
  limitPerStore: flashSales.limitPerStore,
  startsAt: flashSales.startsAt,
  endsAt: flashSales.endsAt,
};

const flashOn = and(lte(flashSales.startsAt, sql`now()`), gt(flashSales.endsAt, sql`now()`));

export function flashSalesFor(db: DbOrTx, goodsIds: readonly number[]) {
  return db
    .select(flashColumns)
    .from(flashSales)
    .where(and(flashOn, inArray(flashSales.goodsId, [...goodsIds])))
    .orderBy(asc(flashSales.endsAt));
}

/** Flash sales on now over goods the buyer may see, best sellers first. */
export async function currentFlashSales(db: DbOrTx, audience: AudienceFilter | null, slice: PageSlice) {
  const where = and(flashOn, goodsWhere({ audience }).where);
  const onGoods = eq(goods.id, flashSales.goodsId);
  const [page, [next]] = await Promise.all([
    withTotal(
      db
        .select(flashColumns)
        .from(flashSales)
        .innerJoin(goods, onGoods)
        .where(where)
        .orderBy(desc(goods.sales), asc(flashSales.id))
        .limit(slice.limit)
        .offset(slice.offset),
      db.select({ n: count() }).from(flashSales).innerJoin(goods, onGoods).where(where),
    ),
    db
      .select({ endsAt: sql<string | null>`min(${flashSales.endsAt})` })
      .from(flashSales)
      .where(flashOn),
  ]);
  return { ...page, nextEnd: next?.endsAt ? new Date(next.endsAt) : null };
}

const activityOn = and(lte(activities.startsAt, sql`now()`), gt(activities.endsAt, sql`now()`));
const activityColumns = {
  goodsId: activityGoods.goodsId,
  id: activities.id,
  kind: activities.kind,
  title: activities.title,
  price: activityGoods.price,
  endsAt: activities.endsAt,
};

export function activitiesFor(db: DbOrTx, goodsIds: readonly number[]) {
  return db
    .select(activityColumns)
    .from(activityGoods)
    .innerJoin(activities, eq(activities.id, activityGoods.activityId))
    .where(and(activityOn, inArray(activityGoods.goodsId, [...goodsIds])))
    .orderBy(asc(activities.sort), asc(activities.id));
}

/** Goods of the activity pages of one kind in force now (每日特价 is kind mrtj), over goods the buyer may see. */
export function activityGoodsOfKind(db: DbOrTx, kind: string, audience: AudienceFilter | null, slice: PageSlice) {
  const where = and(activityOn, eq(activities.kind, kind), goodsWhere({ audience }).where);
  const onActivity = eq(activities.id, activityGoods.activityId);
  const onGoods = eq(goods.id, activityGoods.goodsId);
  const order = [asc(activities.sort), asc(activities.id), asc(activityGoods.sort), asc(activityGoods.id)];
  return withTotal(
    db
      .select(activityColumns)
      .from(activityGoods)
      .innerJoin(activities, onActivity)
      .innerJoin(goods, onGoods)
      .where(where)
      .orderBy(...order)
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(activityGoods).innerJoin(activities, onActivity).innerJoin(goods, onGoods).where(where),
  );
}

/** A package's group is the top-level class of the ordinary tree it sits in. */
const packageRoot = sql`${goods.categoryKeys}[1]`;

export function combinationGroups(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name, count: count() })
    .from(goods)
    .innerJoin(categories, and(eq(categories.kind, 'ordinary'), sql`${categories.key} = ${packageRoot}`))
    .where(and(eq(goods.goodsType, 3), eq(goods.onSale, true)))
    .groupBy(categories.id, categories.name, categories.sort)
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** Package ids of one group (every group when rootKey is null), best sellers first, with their total. */
export async function packagePage(db: DbOrTx, rootKey: string | null, audience: AudienceFilter | null, slice: PageSlice) {
  const where = and(goodsWhere({ combination: true, audience }).where, rootKey === null ? undefined : sql`${packageRoot} = ${rootKey}`);
  const { rows, total } = await withTotal(
    db.select({ id: goods.id }).from(goods).where(where).orderBy(desc(goods.sales), asc(goods.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(goods).where(where),
  );
  return { ids: rows.map((r) => r.id), total };
}
