/** The SQL of the coupon templates and their issue to stores (coupon-service.ts holds the rules). */
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { brands, categories, coupons, messages, storeCoupons, stores } from '../../../db/schema/index.js';
import { escapeLike } from '../../search/keyword.js';

const held = sql<number>`(SELECT count(*)::int FROM ${storeCoupons} s WHERE s.coupon_id = ${coupons}.id)`;
const used = sql<number>`(SELECT count(*)::int FROM ${storeCoupons} s WHERE s.coupon_id = ${coupons}.id AND s.used_at IS NOT NULL)`;

export interface CouponFilter {
  keywords?: string;
  isPublic?: boolean;
}

export function couponPage(db: DbOrTx, f: CouponFilter, slice: PageSlice) {
  const where: SQL | undefined = and(
    f.keywords ? ilike(coupons.name, `%${escapeLike(f.keywords)}%`) : undefined,
    f.isPublic === undefined ? undefined : eq(coupons.isPublic, f.isPublic),
  );
  return withTotal(
    db.select({ coupon: coupons, held, used }).from(coupons).where(where).orderBy(desc(coupons.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(coupons).where(where),
  );
}

/** How many of these keys are ordinary categories. */
export async function ordinaryCategoriesCount(tx: DbOrTx, keys: string[]): Promise<number> {
  const [found] = await tx
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.kind, 'ordinary'), inArray(categories.key, keys)));
  return found.n;
}

export async function brandsCount(tx: DbOrTx, ids: number[]): Promise<number> {
  const [found] = await tx.select({ n: count() }).from(brands).where(inArray(brands.id, ids));
  return found.n;
}

type CouponColumns = Omit<typeof coupons.$inferInsert, 'id'>;

export async function insertCoupon(tx: DbOrTx, columns: CouponColumns): Promise<number> {
  const [row] = await tx.insert(coupons).values(columns).returning({ id: coupons.id });
  return row.id;
}

export const setCoupon = (tx: DbOrTx, id: number, columns: Partial<CouponColumns>) =>
  tx.update(coupons).set(columns).where(eq(coupons.id, id));

export const deleteCouponRow = (tx: DbOrTx, id: number) => tx.delete(coupons).where(eq(coupons.id, id));

/** The ids among these that are stores. */
export const storesAmong = (tx: DbOrTx, ids: number[]) => tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids));

/** One coupon of the template into each store's wallet, and the message telling it so. */
export async function insertIssuedCoupons(
  tx: DbOrTx,
  couponId: number,
  storeIds: number[],
  message: { title: string; content: string },
): Promise<void> {
  await tx.insert(storeCoupons).values(storeIds.map((storeId) => ({ storeId, couponId, source: 'issue' })));
  await tx.insert(messages).values(storeIds.map((storeId) => ({ storeId, type: 'promotion', ...message })));
}

/** Stores' coupons of this template. */
export async function heldCount(tx: DbOrTx, couponId: number): Promise<number> {
  const [h] = await tx.select({ n: count() }).from(storeCoupons).where(eq(storeCoupons.couponId, couponId));
  return h.n;
}

export const couponOptions = (db: DbOrTx) =>
  db.select({ id: coupons.id, name: coupons.name }).from(coupons).orderBy(desc(coupons.id)).limit(200);
