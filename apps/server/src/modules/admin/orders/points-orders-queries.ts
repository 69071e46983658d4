import type { PointsOrderStatus } from '@yc/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { pointsGoods, pointsOrders, stores } from '../../../db/schema/index.js';
import { orderWithGift } from '../../points-mall/queries.js';
import { containing } from '../shared/like.js';

/** The store's name or contact phone. */
const storeKeywords = (k: string | undefined): SQL | undefined =>
  k ? or(ilike(stores.company, containing(k)), ilike(stores.contactPhone, containing(k))) : undefined;

/** 待发货 waits longest first (the warehouse's queue); the other states newest first. */
export function pointsOrderAdminPage(db: DbOrTx, keywords: string | undefined, status: PointsOrderStatus | undefined, slice: PageSlice) {
  const where = and(storeKeywords(keywords), status ? eq(pointsOrders.status, status) : undefined);
  return withTotal(
    db
      .select({ ...orderWithGift, company: stores.company, contactPhone: stores.contactPhone })
      .from(pointsOrders)
      .innerJoin(pointsGoods, eq(pointsGoods.id, pointsOrders.pointsGoodsId))
      .innerJoin(stores, eq(stores.id, pointsOrders.storeId))
      .where(where)
      .orderBy(status === 'pending' ? pointsOrders.id : desc(pointsOrders.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(pointsOrders).innerJoin(stores, eq(stores.id, pointsOrders.storeId)).where(where),
  );
}

/** Points orders per state under the same search, for the list's tabs. */
export async function pointsOrderCounts(db: DbOrTx, keywords: string | undefined): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: pointsOrders.status, n: count() })
    .from(pointsOrders)
    .innerJoin(stores, eq(stores.id, pointsOrders.storeId))
    .where(storeKeywords(keywords))
    .groupBy(pointsOrders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** What the audit log keeps of a points order's shipping, read under its row lock. */
export async function lockPointsShipping(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      status: pointsOrders.status,
      consignee: pointsOrders.consignee,
      phone: pointsOrders.phone,
      address: pointsOrders.address,
      carrier: pointsOrders.carrier,
      trackingNo: pointsOrders.trackingNo,
      shippedAt: pointsOrders.shippedAt,
    })
    .from(pointsOrders)
    .where(eq(pointsOrders.id, id))
    .for('update');
  return row;
}
