/**
 * The dashboard's figures. Days are China's (the store's business day): a timestamp's day is its
 * date at Asia/Shanghai, and "today" starts at China's midnight.
 */
import type { OrderStatus } from '@yc/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { afterSales, orderItems, orders, pageViews, stores } from '../../../db/schema/index.js';

const chinaDay = (column: unknown) => sql`(${column} AT TIME ZONE 'Asia/Shanghai')::date`;
const todayStart = sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')`;
const daysAgoStart = (days: number) => sql`(${todayStart} - make_interval(days => ${days - 1}))`;
const SOLD: OrderStatus[] = ['paid', 'shipped', 'completed'];

export async function todayFigures(db: DbOrTx) {
  const [[placed], [paid], [newStores], [waitingStores], [toShip], [waitingRequests]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(gte(orders.createdAt, todayStart)),
    db
      .select({ n: sql<number>`coalesce(sum(${orders.payAmount}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(gte(orders.paidAt, todayStart), ne(orders.status, 'cancelled'))),
    db.select({ n: count() }).from(stores).where(gte(stores.createdAt, todayStart)),
    db.select({ n: count() }).from(stores).where(eq(stores.qualificationStatus, 'pending')),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid')),
    db.select({ n: count() }).from(afterSales).where(eq(afterSales.status, 'pending')),
  ]);
  return {
    orders: placed.n,
    salesFen: paid.n,
    newStores: newStores.n,
    pendingStores: waitingStores.n,
    toShip: toShip.n,
    pendingAfterSales: waitingRequests.n,
  };
}

/** Sales (fen) and orders per China day of payment, every one of the last `days` days. */
export async function salesByDay(db: DbOrTx, days: number) {
  const res = await db.execute<{ day: string; fen: number; orders: number }>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(s.fen, 0)::bigint AS fen, coalesce(s.orders, 0)::int AS orders
    FROM generate_series((${daysAgoStart(days)} AT TIME ZONE 'Asia/Shanghai')::date, (now() AT TIME ZONE 'Asia/Shanghai')::date, interval '1 day') AS d(day)
    LEFT JOIN (
      SELECT ${chinaDay(orders.paidAt)} AS day, sum(${orders.payAmount}) AS fen, count(*) AS orders
      FROM ${orders}
      WHERE ${orders.paidAt} >= ${daysAgoStart(days)} AND ${orders.status} <> 'cancelled'
      GROUP BY 1
    ) s ON s.day = d.day::date
    ORDER BY d.day`);
  return res.rows.map((r) => ({ day: r.day, fen: Number(r.fen), orders: Number(r.orders) }));
}

export function topGoods(db: DbOrTx, days: number, limit: number) {
  const amount = sql<number>`sum(${orderItems.amount})`.mapWith(Number);
  return db
    .select({
      goodsId: orderItems.goodsId,
      name: sql<string>`min(${orderItems.name})`,
      manufacturer: sql<string>`min(${orderItems.manufacturer})`,
      units: sql<number>`sum(${orderItems.number})`.mapWith(Number),
      fen: amount,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.status, SOLD), isNotNull(orders.paidAt), gte(orders.paidAt, daysAgoStart(days)), eq(orderItems.lineType, 'goods')))
    .groupBy(orderItems.goodsId)
    .orderBy(desc(amount))
    .limit(limit);
}

export function waitingStores(db: DbOrTx, limit: number) {
  return db
    .select({ id: stores.id, company: stores.company, province: stores.province, createdAt: stores.createdAt })
    .from(stores)
    .where(eq(stores.qualificationStatus, 'pending'))
    .orderBy(asc(stores.id))
    .limit(limit);
}

/** Views per route name over the last `days` days, and how many of them today; the busiest first. */
export function viewsByRoute(db: DbOrTx, days: number) {
  const views = count();
  return db
    .select({ name: pageViews.name, views, today: sql<number>`count(*) FILTER (WHERE ${pageViews.createdAt} >= ${todayStart})`.mapWith(Number) })
    .from(pageViews)
    .where(gte(pageViews.createdAt, daysAgoStart(days)))
    .groupBy(pageViews.name)
    .orderBy(desc(views), asc(pageViews.name));
}
