import { and, asc, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { coupons, storeCoupons } from '../../db/schema/index.js';

const now = sql`now()`;

/** Public coupons not yet expired, with whether the store (none for a visitor) has claimed each. */
export async function centrePage(db: DbOrTx, storeId: number | null, slice: PageSlice) {
  const where = and(eq(coupons.isPublic, true), gte(coupons.validTo, now));
  const mine = db
    .select({ couponId: storeCoupons.couponId })
    .from(storeCoupons)
    // Ids start at 1: a visitor's 0 matches no claim.
    .where(and(eq(storeCoupons.storeId, storeId ?? 0), eq(storeCoupons.source, 'claim')))
    .as('mine');
  const [list, [total]] = await Promise.all([
    db
      .select({
        coupon: coupons,
        isClaimed: sql<boolean>`${mine.couponId} is not null`,
        started: sql<boolean>`${coupons.validFrom} <= ${now}`,
      })
      .from(coupons)
      .leftJoin(mine, eq(mine.couponId, coupons.id))
      .where(where)
      .orderBy(asc(coupons.validFrom), asc(coupons.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function publicCoupon(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ coupon: coupons, started: sql<boolean>`${coupons.validFrom} <= ${now}`, expired: sql<boolean>`${coupons.validTo} < ${now}` })
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.isPublic, true)));
  return row;
}

/** The store's claim; false when it has one already (the claim-once index, also across concurrent claims). */
export async function insertClaim(tx: DbOrTx, storeId: number, couponId: number): Promise<number | null> {
  const [row] = await tx
    .insert(storeCoupons)
    .values({ storeId, couponId, source: 'claim' })
    .onConflictDoNothing()
    .returning({ id: storeCoupons.id });
  return row?.id ?? null;
}

/** Counts one claim, only while some are left and the coupon is in its window: never more than total. */
export async function takeOne(tx: DbOrTx, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ claimed: sql`${coupons.claimed} + 1` })
    .where(and(eq(coupons.id, couponId), lt(coupons.claimed, coupons.total), lte(coupons.validFrom, now), gte(coupons.validTo, now)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}
