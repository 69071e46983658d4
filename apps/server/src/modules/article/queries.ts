/** SQL of the help centre and the news centre: categories, their pages of articles, one article and its neighbours. */
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withTotal, type PageSlice } from '../../db/paging.js';
import { articleCategories, articles } from '../../db/schema/index.js';

const categoryColumns = {
  id: articleCategories.id,
  key: articleCategories.key,
  name: articleCategories.name,
  kind: articleCategories.kind,
};
const itemColumns = { id: articles.id, title: articles.title, summary: articles.summary, publishedAt: articles.publishedAt };

/** News reads newest first; help groups read in their written order. */
const orderOf = (kind: string): SQL[] =>
  kind === 'news' ? [desc(articles.publishedAt), desc(articles.id)] : [asc(articles.sort), asc(articles.id)];

export async function categoryById(db: DbOrTx, id: number) {
  const [row] = await db.select(categoryColumns).from(articleCategories).where(eq(articleCategories.id, id));
  return row;
}

export function articlesOfCategory(db: DbOrTx, category: { id: number; kind: string }, slice: PageSlice) {
  const where = eq(articles.categoryId, category.id);
  return withTotal(
    db
      .select(itemColumns)
      .from(articles)
      .where(where)
      .orderBy(...orderOf(category.kind))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(articles).where(where),
  );
}

export async function articleWhere(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ ...itemColumns, body: articles.body, category: categoryColumns })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(asc(articles.id))
    .limit(1);
  return row;
}

export const byId = (id: number) => eq(articles.id, id);
/** Only the fixed pages carry a slug: help articles and the privacy policy. */
export const bySlug = (slug: string) => eq(articles.slug, slug);

/** The articles listed just before and after this one in its category's order. */
export async function neighboursOf(db: DbOrTx, article: { id: number; category: { id: number; kind: string } }) {
  const over = sql`OVER (ORDER BY ${sql.join(orderOf(article.category.kind), sql`, `)})`;
  const ordered = db
    .select({
      id: articles.id,
      prevId: sql<number | null>`lag(${articles.id}) ${over}`.as('prev_id'),
      prevTitle: sql<string | null>`lag(${articles.title}) ${over}`.as('prev_title'),
      nextId: sql<number | null>`lead(${articles.id}) ${over}`.as('next_id'),
      nextTitle: sql<string | null>`lead(${articles.title}) ${over}`.as('next_title'),
    })
    .from(articles)
    .where(eq(articles.categoryId, article.category.id))
    .as('ordered');
  const [row] = await db.select().from(ordered).where(eq(ordered.id, article.id));
  return row;
}

/** The newest articles of these categories together, with the key of the category each sits in. */
export function latestOf(db: DbOrTx, categoryKeys: readonly string[], slice: PageSlice) {
  const where = inArray(articleCategories.key, [...categoryKeys]);
  const join = eq(articleCategories.id, articles.categoryId);
  return withTotal(
    db
      .select({ ...itemColumns, key: articleCategories.key })
      .from(articles)
      .innerJoin(articleCategories, join)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(articles).innerJoin(articleCategories, join).where(where),
  );
}
