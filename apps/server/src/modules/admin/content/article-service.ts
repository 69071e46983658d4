/**
 * News and help articles and their categories. The categories are the storefront's fixed ones (the
 * page names them by id, ARTICLE_CATEGORY), so they are renamed and reordered, not added or removed.
 */
import type { AdminArticleBody, AdminArticleCategory, AdminArticleDetail, AdminArticleQuery, AdminArticleRow } from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { articleCategories, articles } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError } from '../../../lib/errors.js';
import { sanitizeRichText } from '../../../lib/rich-text.js';
import type { Actor } from '../shared/audit.js';
import { tableWrites } from '../shared/row-writes.js';
import * as q from './article-queries.js';

type ArticleRow = typeof articles.$inferSelect;

const categoryRows = tableWrites(articleCategories, {
  entity: 'article_category',
  label: '栏目',
  view: (c) => ({ name: c.name, sort: c.sort }),
});

export async function listCategories(db: Db): Promise<AdminArticleCategory[]> {
  const rows = await q.categoriesWithCounts(db);
  return rows.map(({ c, n: articlesCount }) => ({
    id: c.id,
    key: c.key,
    kind: c.kind,
    name: c.name,
    sort: c.sort,
    articles: articlesCount,
  }));
}

export const updateCategory = (db: Db, staff: Actor, id: number, body: { name: string; sort: number }) =>
  categoryRows.update(db, staff, id, (tx) => q.setCategory(tx, id, body));

const articleRows = tableWrites(articles, {
  entity: 'article',
  label: '文章',
  view: (a) => ({
    category_id: a.categoryId,
    title: a.title,
    summary: a.summary,
    slug: a.slug,
    sort: a.sort,
    published_at: a.publishedAt,
    body_length: a.body.length,
  }),
});

const rowView = (a: ArticleRow, categoryName: string): AdminArticleRow => ({
  id: a.id,
  category_id: a.categoryId,
  category_name: categoryName,
  title: a.title,
  summary: a.summary,
  slug: a.slug,
  sort: a.sort,
  published_at: seconds(a.publishedAt),
});

export async function listArticles(db: Db, query: AdminArticleQuery) {
  const { rows, total } = await q.articlePage(db, { categoryId: query.category_id, keywords: query.keywords }, sliceOf(query));
  return pageOf(
    rows.map((r) => rowView(r.a, r.name)),
    total,
    query,
  );
}

export async function articleDetail(db: Db, id: number): Promise<AdminArticleDetail> {
  const a = await articleRows.existing(db, id);
  const category = await categoryRows.find(db, a.categoryId);
  return { ...rowView(a, category?.name ?? ''), body: a.body };
}

async function columnsOf(tx: Tx, body: AdminArticleBody, self: number | null) {
  if (!(await categoryRows.find(tx, body.category_id))) throw new FieldError('category_id', '栏目不存在');
  if (body.slug) {
    // A help page is found by its word (/help/xrzn/hyzc): one article per word.
    if (await q.slugTaken(tx, body.slug, self)) throw new FieldError('slug', '文章标识已被其他文章使用');
  }
  // Stored clean, so no reader of the row (storefront, console preview, an export) can run what a writer pasted.
  const html = sanitizeRichText(body.body).trim();
  if (!html) throw new FieldError('body', '正文只含脚本或不允许的内容，请输入正文');
  return {
    categoryId: body.category_id,
    title: body.title,
    summary: body.summary,
    body: html,
    slug: body.slug,
    sort: body.sort,
    ...(body.published_at && { publishedAt: body.published_at }),
  };
}

export const createArticle = (db: Db, staff: Actor, body: AdminArticleBody) =>
  articleRows.create(db, staff, async (tx) => q.insertArticle(tx, await columnsOf(tx, body, null)));

export const updateArticle = (db: Db, staff: Actor, id: number, body: AdminArticleBody) =>
  articleRows.update(db, staff, id, async (tx) => {
    await q.setArticle(tx, id, await columnsOf(tx, body, id));
  });

export const deleteArticle = (db: Db, staff: Actor, id: number) =>
  articleRows.remove(db, staff, id, (tx) => q.deleteArticleRow(tx, id));
