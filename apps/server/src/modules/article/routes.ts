import {
  ArticleCategoryPage,
  ArticleCategoryQuery,
  ArticleDetail,
  ArticleIdParams,
  ArticleSlugParams,
  Envelope,
  PostList,
  PostListQuery,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ } from '../../lib/public-read.js';
import { ok } from '../../lib/reply.js';
import * as article from './service.js';

/** Spec section 7: GET /api/article/category {category_id} and /api/focus/postList; the article pages' own reads. */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/article/category',
    { config: PUBLIC_READ, schema: { querystring: ArticleCategoryQuery, response: { 200: Envelope(ArticleCategoryPage) } } },
    async (request) => ok(await article.categoryPage(app.db, request.query)),
  );
  app.get('/article/detail/:id', { config: PUBLIC_READ, schema: { params: ArticleIdParams, response: { 200: Envelope(ArticleDetail) } } }, async (request) =>
    ok(await article.articleById(app.db, request.params.id)),
  );
  app.get('/article/page/:slug', { config: PUBLIC_READ, schema: { params: ArticleSlugParams, response: { 200: Envelope(ArticleDetail) } } }, async (request) =>
    ok(await article.articleBySlug(app.db, request.params.slug)),
  );
  app.get('/focus/postList', { config: PUBLIC_READ, schema: { querystring: PostListQuery, response: { 200: Envelope(PostList) } } }, async (request) =>
    ok(await article.latestPosts(app.db, request.query)),
  );
};

export default articleRoutes;
