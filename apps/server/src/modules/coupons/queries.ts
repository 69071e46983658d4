import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { brands, cashVouchers, coupons, storeCoupons, voucherLedger } from '../../db/schema/index.js';

/** used: spent on an order; expired: unused past its window; unused: neither (it may not have started yet); available: usable now; all: any. */
type CouponState = 'unused' | 'used' | 'expired' | 'available' | 'all';

const now = sql`now()`;
const STATE: Record<CouponState, () => SQL | undefined> = {
  used: () => isNotNull(storeCoupons.usedAt),
  expired: () => and(isNull(storeCoupons.usedAt), lt(coupons.validTo, now)),
  unused: () => and(isNull(storeCoupons.usedAt), gte(coupons.validTo, now)),
  available: () => and(isNull(storeCoupons.usedAt), lte(coupons.validFrom, now), gte(coupons.validTo, now)),
  all: () => undefined,
};

export async function couponPage(db: DbOrTx, storeId: number, f: { type?: string; state: CouponState }, slice: PageSlice) {
  const where = and(eq(storeCoupons.storeId, storeId), f.type ? eq(coupons.type, f.type) : undefined, STATE[f.state]());
  // What can still be used shows soonest-expiring first; history shows newest first.
  const order = f.state === 'unused' || f.state === 'available' ? [asc(coupons.validTo), asc(storeCoupons.id)] : [desc(storeCoupons.id)];
  const [list, [total]] = await Promise.all([
    db
      .select({ owned: storeCoupons, coupon: coupons })
      .from(storeCoupons)
      .innerJoin(coupons, eq(coupons.id, storeCoupons.couponId))
      .where(where)
      .orderBy(...order)
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(storeCoupons).innerJoin(coupons, eq(coupons.id, storeCoupons.couponId)).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function couponCounts(db: DbOrTx, storeId: number) {
  const n = (state: CouponState) => sql<number>`count(*) filter (where ${STATE[state]()})`.mapWith(Number);
  const [row] = await db
    .select({ unused: n('unused'), used: n('used'), expired: n('expired') })
    .from(storeCoupons)
    .innerJoin(coupons, eq(coupons.id, storeCoupons.couponId))
    .where(eq(storeCoupons.storeId, storeId));
  return row ?? { unused: 0, used: 0, expired: 0 };
}

export async function brandNames(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
}

/** The store's vouchers with what orders took from each (the ledger: spends negative, releases positive). */
function vouchersOf(db: DbOrTx, storeId: number) {
  const own = db.select({ id: cashVouchers.id }).from(cashVouchers).where(eq(cashVouchers.storeId, storeId));
  const moved = db
    .select({ voucherId: voucherLedger.voucherId, delta: sql<number>`sum(${voucherLedger.amount})`.as('delta') })
    .from(voucherLedger)
    .where(inArray(voucherLedger.voucherId, own))
    .groupBy(voucherLedger.voucherId)
    .as('moved');
  return { moved, balance: sql<number>`${cashVouchers.amount} + coalesce(${moved.delta}, 0)`.mapWith(Number) };
}

export async function voucherPage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const { moved, balance } = vouchersOf(db, storeId);
  const where = eq(cashVouchers.storeId, storeId);
  const [list, [total]] = await Promise.all([
    db
      .select({ voucher: cashVouchers, balance, expired: sql<boolean>`${cashVouchers.validTo} < now()` })
      .from(cashVouchers)
      .leftJoin(moved, eq(moved.voucherId, cashVouchers.id))
      .where(where)
      .orderBy(desc(cashVouchers.validTo), desc(cashVouchers.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(cashVouchers).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** What the store may still spend in vouchers: balances of those not expired. */
export async function usableVoucherBalance(db: DbOrTx, storeId: number): Promise<number> {
  const { moved, balance } = vouchersOf(db, storeId);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(greatest(${balance}, 0)), 0)`.mapWith(Number) })
    .from(cashVouchers)
    .leftJoin(moved, eq(moved.voucherId, cashVouchers.id))
    .where(and(eq(cashVouchers.storeId, storeId), gte(cashVouchers.validTo, now)));
  return row?.n ?? 0;
}
