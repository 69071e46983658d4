import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { OrderStatus } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { withTotal } from '../../db/paging.js';
import { coupons, orders, pointsGoods, pointsOrders, storeCoupons } from '../../db/schema/index.js';
import { orderMatches } from './queries.js';
import { orderWithGift } from '../points-mall/queries.js';

export interface OrderFilter {
  status?: OrderStatus;
  /** An order number or a goods name on the order, matched anywhere in it. */
  keywords?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function where(storeId: number, f: OrderFilter) {
  return and(
    eq(orders.storeId, storeId),
    f.status ? eq(orders.status, f.status) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
    orderMatches(f.keywords),
  );
}

export function orderPage(db: DbOrTx, storeId: number, f: OrderFilter, slice: PageSlice) {
  const w = where(storeId, f);
  return withTotal(
    db.select().from(orders).where(w).orderBy(desc(orders.createdAt), desc(orders.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(orders).where(w),
  );
}

/** Orders per status under the filter (its status aside). */
export function statusCounts(db: DbOrTx, storeId: number, f: Omit<OrderFilter, 'status'>) {
  return db.select({ status: orders.status, n: count() }).from(orders).where(where(storeId, f)).groupBy(orders.status);
}

export async function couponName(db: DbOrTx, storeCouponId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: coupons.name })
    .from(storeCoupons)
    .innerJoin(coupons, eq(coupons.id, storeCoupons.couponId))
    .where(eq(storeCoupons.id, storeCouponId));
  return row?.name;
}

export function pointsOrderPage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const w = eq(pointsOrders.storeId, storeId);
  return withTotal(
    db
      .select(orderWithGift)
      .from(pointsOrders)
      .innerJoin(pointsGoods, eq(pointsGoods.id, pointsOrders.pointsGoodsId))
      .where(w)
      .orderBy(desc(pointsOrders.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(pointsOrders).where(w),
  );
}
