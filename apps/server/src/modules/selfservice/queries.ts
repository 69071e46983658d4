import { and, count, countDistinct, desc, eq, gte, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { feedback, orderItems, orders, wantedRequests } from '../../db/schema/index.js';

export async function insertFeedback(db: DbOrTx, row: typeof feedback.$inferInsert): Promise<void> {
  await db.insert(feedback).values(row);
}

export async function feedbackPage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const where = eq(feedback.storeId, storeId);
  const [list, [total]] = await Promise.all([
    db.select().from(feedback).where(where).orderBy(desc(feedback.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function insertWanted(db: DbOrTx, row: typeof wantedRequests.$inferInsert) {
  const [inserted] = await db.insert(wantedRequests).values(row).returning();
  return inserted;
}

export async function wantedPage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const where = eq(wantedRequests.storeId, storeId);
  const [list, [total]] = await Promise.all([
    db.select().from(wantedRequests).where(where).orderBy(desc(wantedRequests.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(wantedRequests).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findWanted(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(wantedRequests)
    .where(and(eq(wantedRequests.storeId, storeId), eq(wantedRequests.id, id)));
  return row;
}

type FastBuyOrder = 'last_time' | 'times' | 'quantity';

/** The value of a column on the store's latest purchase line of the goods. */
const latest = <T>(column: AnyColumn) => sql<T>`(array_agg(${column} ORDER BY ${orders.id} DESC, ${orderItems.id} DESC))[1]`;

/**
 * Goods the store bought on orders it did not cancel (gift and exchange lines aside), one row per
 * goods; with `days`, only orders of the last that many days (0: all).
 */
export async function boughtGoodsPage(db: DbOrTx, storeId: number, order: FastBuyOrder, days: number, slice: PageSlice) {
  const where = and(
    eq(orders.storeId, storeId),
    ne(orders.status, 'cancelled'),
    eq(orderItems.lineType, 'goods'),
    days > 0 ? gte(orders.createdAt, sql`now() - make_interval(days => ${days})`) : undefined,
  );
  const times = sql<number>`count(DISTINCT ${orders.id})`.mapWith(Number);
  const quantity = sql<number>`sum(${orderItems.number})`.mapWith(Number);
  const lastOrderId = sql<number>`max(${orders.id})`;
  const by = { last_time: [desc(lastOrderId)], times: [desc(times), desc(lastOrderId)], quantity: [desc(quantity), desc(lastOrderId)] }[
    order
  ];
  const [list, [total]] = await Promise.all([
    db
      .select({
        goodsId: orderItems.goodsId,
        times,
        quantity,
        lastTime: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
        name: latest<string>(orderItems.name),
        spec: latest<string>(orderItems.spec),
        manufacturer: latest<string>(orderItems.manufacturer),
        unit: latest<string>(orderItems.unit),
        price: latest<number>(orderItems.price).mapWith(Number),
        number: latest<number>(orderItems.number).mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .groupBy(orderItems.goodsId)
      .orderBy(...by, orderItems.goodsId)
      .limit(slice.limit)
      .offset(slice.offset),
    db
      .select({ n: countDistinct(orderItems.goodsId) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
