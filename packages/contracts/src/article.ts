/**
 * Help centre, news centre and the privacy page (spec section 2, "Help and news"): article
 * categories, their paged lists and the article itself. Times are seconds (spec section 5).
 */
import { z } from './zod.js';
import { Paged, PageQuery } from './envelope.js';
import { dbIdParam } from './goods.js';

/**
 * Article categories by id. The seed pins these ids, so the page may name a category the way the
 * spec's own call does (`GET /api/article/category {category_id:3}`): 3 is the industry news the
 * home page lists, 4 the company news; the help groups keep the order of spec section 2 by `sort`.
 */
export const ARTICLE_CATEGORY = { xrzn: 1, cjwt: 2, hy: 3, company: 4, fwbz: 5, us: 6, zfps: 7, privacy: 8 } as const;
export type ArticleCategoryKey = keyof typeof ARTICLE_CATEGORY;

/** The news lists of /news/{type} and the type part of /news/info/{id}/{type}. */
export const NEWS_TYPES = ['hy', 'company'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** help: a help-centre group; news: the news lists and the privacy page. */
export const ArticleCategoryRef = z.object({ id: z.number().int(), key: z.string(), name: z.string(), kind: z.string() });
export type ArticleCategoryRef = z.infer<typeof ArticleCategoryRef>;

export const ArticleItem = z.object({ id: z.number().int(), title: z.string(), summary: z.string(), published_at: z.number().int() });
export type ArticleItem = z.infer<typeof ArticleItem>;

/** GET /api/article/category {category_id, page, page_size}: one category's articles, newest first for news, in order for help. */
export const ArticleCategoryQuery = z.object({ category_id: dbIdParam('栏目编号'), ...PageQuery.shape });
export type ArticleCategoryQuery = z.infer<typeof ArticleCategoryQuery>;
export const ArticleCategoryPage = Paged(ArticleItem).extend({ category: ArticleCategoryRef });
export type ArticleCategoryPage = z.infer<typeof ArticleCategoryPage>;

export const ArticleLink = z.object({ id: z.number().int(), title: z.string() });
export type ArticleLink = z.infer<typeof ArticleLink>;

/** GET /api/article/detail/{id} and /api/article/page/{slug}: the article, its category and its neighbours in that category. */
export const ArticleDetail = ArticleItem.extend({
  /** Trusted HTML written by the site (p, h3, ol, ul, li). */
  body: z.string(),
  category: ArticleCategoryRef,
  prev: ArticleLink.nullable(),
  next: ArticleLink.nullable(),
});
export type ArticleDetail = z.infer<typeof ArticleDetail>;

export const ArticleIdParams = z.object({ id: dbIdParam('文章编号') });
export type ArticleIdParams = z.infer<typeof ArticleIdParams>;

/** The fixed pages: a help article's route slug (hyzc, ddzf…) or privacy. */
export const ArticleSlugParams = z.object({ slug: z.string().regex(/^[a-z]{2,20}$/u, '文章不存在') });
export type ArticleSlugParams = z.infer<typeof ArticleSlugParams>;

/** GET /api/focus/postList {page, page_size}: the latest posts of the news centre, both lists together. */
export const PostListQuery = PageQuery;
export type PostListQuery = z.infer<typeof PostListQuery>;
export const PostItem = ArticleItem.extend({ type: z.enum(NEWS_TYPES) });
export type PostItem = z.infer<typeof PostItem>;
export const PostList = Paged(PostItem);
export type PostList = z.infer<typeof PostList>;
