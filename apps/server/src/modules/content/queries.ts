import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ads, articleCategories, articles, brands, categories, hotSearches, navItems, pageViews } from '../../db/schema/index.js';

export const hotSearchTerms = (db: DbOrTx) => db.select({ keyword: hotSearches.keyword }).from(hotSearches).orderBy(asc(hotSearches.sort));
export const allNavItems = (db: DbOrTx) => db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
export const allCategories = (db: DbOrTx) => db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
export const allBrands = (db: DbOrTx) => db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id));
export const adsOfSlot = (db: DbOrTx, slot: string) =>
  db.select({ title: ads.title, image: ads.image, url: ads.url }).from(ads).where(eq(ads.slot, slot)).orderBy(asc(ads.sort), asc(ads.id));

export const helpCategoriesWithArticles = (db: DbOrTx) =>
  db
    .select({ catId: articleCategories.id, catName: articleCategories.name, id: articles.id, title: articles.title })
    .from(articleCategories)
    .innerJoin(articles, eq(articles.categoryId, articleCategories.id))
    .where(eq(articleCategories.kind, 'help'))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id), asc(articles.sort), asc(articles.id));

export async function insertPageView(db: DbOrTx, v: { path: string; name: string; storeId: number | null }) {
  await db.insert(pageViews).values(v);
}
