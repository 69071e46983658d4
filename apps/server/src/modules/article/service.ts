/** The help centre's and the news centre's articles as the page reads them. */
import {
  NEWS_TYPES,
  type ArticleCategoryPage,
  type ArticleCategoryQuery,
  type ArticleDetail,
  type NewsType,
  type PostList,
  type PostListQuery,
} from '@yc/contracts';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound } from '../../lib/errors.js';
import * as q from './queries.js';

const toItem = (r: { id: number; title: string; summary: string; publishedAt: Date }) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  published_at: seconds(r.publishedAt),
});

export async function categoryPage(db: DbOrTx, query: ArticleCategoryQuery): Promise<ArticleCategoryPage> {
  const category = await q.categoryById(db, query.category_id);
  if (!category) throw notFound('栏目');
  const { rows, total } = await q.articlesOfCategory(db, category, sliceOf(query));
  return { ...pageOf(rows.map(toItem), total, query), category };
}

async function articleWhere(db: DbOrTx, where: SQL): Promise<ArticleDetail> {
  const row = await q.articleWhere(db, where);
  if (!row) throw notFound('文章');
  const around = await q.neighboursOf(db, row);
  return {
    ...toItem(row),
    body: row.body,
    category: row.category,
    prev: around?.prevId ? { id: around.prevId, title: around.prevTitle ?? '' } : null,
    next: around?.nextId ? { id: around.nextId, title: around.nextTitle ?? '' } : null,
  };
}

export const articleById = (db: DbOrTx, id: number) => articleWhere(db, q.byId(id));

export const articleBySlug = (db: DbOrTx, slug: string) => articleWhere(db, q.bySlug(slug));

const isNewsType = (key: string): key is NewsType => (NEWS_TYPES as readonly string[]).includes(key);

/** The newest posts of both news lists, each with the list it belongs to. */
export async function latestPosts(db: DbOrTx, query: PostListQuery): Promise<PostList> {
  const { rows, total } = await q.latestOf(db, NEWS_TYPES, sliceOf(query));
  const list = rows.flatMap((r) => (isNewsType(r.key) ? [{ ...toItem(r), type: r.key }] : []));
  return pageOf(list, total, query);
}
