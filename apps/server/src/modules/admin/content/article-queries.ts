/** The SQL of the articles and their categories (article-service.ts holds the rules). */
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { articleCategories, articles } from '../../../db/schema/index.js';
import { escapeLike } from '../../search/keyword.js';

const articleCount = sql<number>`(SELECT count(*)::int FROM ${articles} a WHERE a.category_id = ${articleCategories}.id)`;

/** The categories, news before help, each with how many articles it holds. */
export const categoriesWithCounts = (db: DbOrTx) =>
  db.select({ c: articleCategories, n: articleCount }).from(articleCategories).orderBy(asc(articleCategories.kind), asc(articleCategories.sort));

export const setCategory = (tx: DbOrTx, id: number, columns: { name: string; sort: number }) =>
  tx.update(articleCategories).set(columns).where(eq(articleCategories.id, id));

export interface ArticleFilter {
  categoryId?: number;
  keywords?: string;
}

export function articlePage(db: DbOrTx, f: ArticleFilter, slice: PageSlice) {
  const where: SQL | undefined = and(
    f.categoryId === undefined ? undefined : eq(articles.categoryId, f.categoryId),
    f.keywords ? ilike(articles.title, `%${escapeLike(f.keywords)}%`) : undefined,
  );
  return withTotal(
    db
      .select({ a: articles, name: articleCategories.name })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(articles).where(where),
  );
}

/** Whether another article (not `self`) already has this slug. */
export async function slugTaken(tx: DbOrTx, slug: string, self: number | null): Promise<boolean> {
  const [other] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), self === null ? undefined : ne(articles.id, self)));
  return other !== undefined;
}

type ArticleColumns = Omit<typeof articles.$inferInsert, 'id'>;

export async function insertArticle(tx: DbOrTx, columns: ArticleColumns): Promise<number> {
  const [row] = await tx.insert(articles).values(columns).returning({ id: articles.id });
  return row.id;
}

export const setArticle = (tx: DbOrTx, id: number, columns: ArticleColumns) => tx.update(articles).set(columns).where(eq(articles.id, id));

export const deleteArticleRow = (tx: DbOrTx, id: number) => tx.delete(articles).where(eq(articles.id, id));
