import { and, asc, count, countDistinct, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  ads,
  articleCategories,
  articles,
  brands,
  categories,
  coupons,
  hotSearches,
  navItems,
  orders,
  pageViews,
} from '../../db/schema/index.js';

export const hotSearchTerms = (db: DbOrTx) => db.select({ keyword: hotSearches.keyword }).from(hotSearches).orderBy(asc(hotSearches.sort));
export const allNavItems = (db: DbOrTx) => db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
export const allCategories = (db: DbOrTx) => db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
export const allBrands = (db: DbOrTx) => db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id));
/** True once the store has paid an order: it is no new customer any more. */
export async function hasPaidOrder(db: DbOrTx, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), isNotNull(orders.paidAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * A slot's ads as a buyer sees them: an ad for a coupon-centre offer only while that coupon can be
 * claimed (public, in its window, some left), and the new customers' ads unless `newCustomer` is false.
 */
export const adsOfSlot = (db: DbOrTx, slot: string, seen: { ids?: number[]; newCustomer?: boolean } = {}) =>
  db
    .select({ title: ads.title, image: ads.image, url: ads.url })
    .from(ads)
    .leftJoin(coupons, eq(coupons.id, ads.couponId))
    .where(
      and(
        eq(ads.slot, slot),
        seen.ids ? inArray(ads.id, seen.ids) : undefined,
        or(
          isNull(ads.couponId),
          and(
            eq(coupons.isPublic, true),
            lte(coupons.validFrom, sql`now()`),
            gte(coupons.validTo, sql`now()`),
            lt(coupons.claimed, coupons.total),
          ),
        ),
        seen.newCustomer === false ? eq(ads.newCustomers, false) : undefined,
      ),
    )
    .orderBy(asc(ads.sort), asc(ads.id));

export const helpCategoriesWithArticles = (db: DbOrTx) =>
  db
    .select({
      catId: articleCategories.id,
      catKey: articleCategories.key,
      catName: articleCategories.name,
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
    })
    .from(articleCategories)
    .innerJoin(articles, eq(articles.categoryId, articleCategories.id))
    .where(eq(articleCategories.kind, 'help'))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id), asc(articles.sort), asc(articles.id));

export async function insertPageView(db: DbOrTx, v: { path: string; name: string; storeId: number | null }) {
  await db.insert(pageViews).values(v);
}

/** Views per route name in [from, to), most viewed first; page_views_name_idx serves a name's period. */
export const pageViewCounts = (db: DbOrTx, period: { from: Date; to: Date }) => {
  const views = count();
  return db
    .select({ name: pageViews.name, views, stores: countDistinct(pageViews.storeId) })
    .from(pageViews)
    .where(and(gte(pageViews.createdAt, period.from), lt(pageViews.createdAt, period.to)))
    .groupBy(pageViews.name)
    .orderBy(desc(views), asc(pageViews.name));
};
